import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFriendList } from '@web/api/queries/friends';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import styles from '../components/friends.module.css';
import rowStyles from '../components/player-row.module.css';

/**
 * /select-friends: tap a friend to select (or deselect) them; Next shows only while one is
 * selected and sets the challenge up on /challenge-friend?friend_id.
 */
export function SelectFriendsRoute() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const friends = useFriendList('friends');
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <Page title={t('pages.selectFriends')} back>
      <QueryState
        query={friends}
        headingLevel={2}
        loading={<ListSkeleton count={3} height={64} />}
        isEmpty={(reply) => reply.friend_list.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            icon="friends"
            title={t('selectFriends.empty')}
            body={t('selectFriends.emptyHint')}
            action={
              <ButtonLink to="/find-friends" variant="secondary" size="small">
                <Icon name="search" size={18} />
                {t('friends.findFriends')}
              </ButtonLink>
            }
          />
        }
      >
        {(reply) => (
          <>
            <p className={styles.hint}>{t('selectFriends.hint')}</p>
            <List label={t('pages.selectFriends')}>
              {reply.friend_list.map((friend) => {
                const isSelected = friend.user_id === selected;
                return (
                  <li key={friend.user_id}>
                    <button
                      type="button"
                      className={styles.selectRow}
                      aria-pressed={isSelected}
                      data-testid="select-friend"
                      onClick={() => setSelected(isSelected ? null : friend.user_id)}
                    >
                      <Avatar name={friend.name} imageUrl={friend.image_url} size={44} />
                      <span className={rowStyles.text}>
                        <span className={rowStyles.name}>{friend.name}</span>
                        <span className={rowStyles.sub}>
                          {t('player.level', { level: format(friend.level) })}
                        </span>
                      </span>
                      <span className={styles.tick} aria-hidden="true">
                        {isSelected && <Icon name="check" size={18} />}
                      </span>
                    </button>
                  </li>
                );
              })}
            </List>
            {selected !== null && (
              <div className={styles.nextBar}>
                <ButtonLink to={`/challenge-friend?friend_id=${selected}`} block>
                  {t('selectFriends.next')}
                  <Icon name="chevronRight" size={20} />
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
