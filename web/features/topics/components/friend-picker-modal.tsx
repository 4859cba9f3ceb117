import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFriendList } from '@web/api/queries/friends';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/loader';
import { Modal } from '@web/ui/modal';
import { QueryState } from '@web/ui/query-state';
import styles from './game-play.module.css';

interface FriendPickerModalProps {
  open: boolean;
  onClose: () => void;
  /** The topic just played: the challenge is set up on it. */
  topicId: number;
}

/** Challenge Now: pick a friend, then set the challenge up on /challenge-friend. */
export function FriendPickerModal({ open, onClose, topicId }: FriendPickerModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const friends = useFriendList('friends', open);

  return (
    <Modal open={open} onClose={onClose} title={t('friendPicker.title')}>
      <QueryState
        query={friends}
        compact
        isEmpty={(reply) => reply.friend_list.length === 0}
        loading={
          <div className={styles.friendList} aria-busy="true">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        }
        empty={
          <EmptyState
            compact
            icon="friends"
            title={t('friendPicker.empty')}
            body={t('friendPicker.emptyHint')}
            action={
              <ButtonLink to="/find-friends" variant="secondary" size="small">
                {t('friendPicker.findFriends')}
              </ButtonLink>
            }
          />
        }
      >
        {(reply) => (
          <>
            <p className={styles.friendHint}>{t('friendPicker.hint')}</p>
            <ul className={styles.friendList}>
              {reply.friend_list.map((friend) => (
                <li key={friend.user_id}>
                  <button
                    type="button"
                    className={styles.friend}
                    onClick={() =>
                      void navigate(
                        `/challenge-friend?friend_id=${friend.user_id}&topic_id=${topicId}`,
                      )
                    }
                  >
                    <Avatar name={friend.name} imageUrl={friend.image_url} size={40} />
                    <span className={styles.friendName}>{friend.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Modal>
  );
}
