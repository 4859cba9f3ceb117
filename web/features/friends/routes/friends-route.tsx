import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Friend, FriendsTab } from '@contract/friends';
import { useFriendAction, useFriendList } from '@web/api/queries/friends';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { ButtonLink, IconButton, iconButtonClass } from '@web/ui/button';
import { cx } from '@web/ui/cx';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { List, ListRow, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { type PlayerSeed, usePlayerCard } from '@web/ui/player-card';
import { Tabs } from '@web/ui/tabs';
import { QueryState } from '@web/ui/query-state';
import styles from '../components/friends.module.css';

const TABS = [
  'friends',
  'incoming_requests',
  'outgoing_requests',
] as const satisfies readonly FriendsTab[];
const tabLabel = {
  friends: 'friends.tabFriends',
  incoming_requests: 'friends.tabIncoming',
  outgoing_requests: 'friends.tabOutgoing',
} as const;
const empty = {
  friends: { icon: 'friends', title: 'friends.noFriends', body: 'friends.noFriendsHint' },
  incoming_requests: { icon: 'inbox', title: 'friends.noIncoming', body: 'friends.noIncomingHint' },
  outgoing_requests: { icon: 'send', title: 'friends.noOutgoing', body: 'friends.noOutgoingHint' },
} as const;

/** The card a row opens, with the relation its tab says (until the card asks the server). */
const seedOf = (type: FriendsTab, friend: Friend): PlayerSeed => ({
  ...friend,
  friendship_status:
    type === 'friends' ? 'friend' : type === 'outgoing_requests' ? 'requested' : 'none',
});

const isTab = (value: string | null): value is FriendsTab =>
  (TABS as readonly string[]).includes(value ?? '');

/**
 * The friend actions of one list, shared by its rows. A failure is shown above the list until
 * the next tap on any row: each tap forgets the earlier outcomes, so an old error never stands
 * beside a newer success.
 */
function useRowActions() {
  const byKind = {
    accept: useFriendAction('accept'),
    deny: useFriendAction('deny'),
    cancel: useFriendAction('cancel'),
  };
  const all = Object.values(byKind);
  const failed = all.find((action) => action.isError);
  const busy = (userId: number) =>
    all.some((action) => action.isPending && action.variables === userId);
  const act = (kind: keyof typeof byKind, userId: number) => {
    for (const action of all) action.reset();
    byKind[kind].mutate(userId);
  };
  return { act, error: failed?.error ?? null, busy };
}

function FriendRow({
  type,
  friend,
  actions,
  onOpen,
}: {
  type: FriendsTab;
  friend: Friend;
  actions: ReturnType<typeof useRowActions>;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const busy = actions.busy(friend.user_id);
  const name = friend.name;
  let subtitle: string | undefined;
  let trailing;
  if (type === 'friends') {
    subtitle = t('player.level', { level: format(friend.level) });
    trailing = (
      <span className={styles.rowActions}>
        <Link
          to={`/battle?friend=${friend.user_id}&name=${encodeURIComponent(name)}`}
          className={cx(iconButtonClass, styles.battleButton)}
          aria-label={t('friends.battle', { name })}
          title={t('friends.battle', { name })}
        >
          <Icon name="play" />
        </Link>
        <Link
          to={`/challenge-friend?friend_id=${friend.user_id}`}
          className={cx(iconButtonClass, styles.challengeButton)}
          aria-label={t('friends.challenge', { name })}
          title={t('friends.challenge', { name })}
        >
          <Icon name="bolt" />
        </Link>
      </span>
    );
  } else if (type === 'incoming_requests') {
    subtitle = t('friends.wantsToBeFriends');
    trailing = (
      <span className={styles.rowActions}>
        <IconButton
          label={t('friends.acceptLabel', { name })}
          className={styles.acceptButton}
          disabled={busy}
          onClick={() => actions.act('accept', friend.user_id)}
        >
          <Icon name="check" />
        </IconButton>
        <IconButton
          label={t('friends.denyLabel', { name })}
          className={styles.cancelButton}
          disabled={busy}
          onClick={() => actions.act('deny', friend.user_id)}
        >
          <Icon name="close" />
        </IconButton>
      </span>
    );
  } else {
    subtitle = t('friends.waitingForAnswer');
    trailing = (
      <IconButton
        label={t('friends.cancelLabel', { name })}
        className={styles.cancelButton}
        disabled={busy}
        onClick={() => actions.act('cancel', friend.user_id)}
      >
        <Icon name="close" />
      </IconButton>
    );
  }
  return (
    <ListRow
      leading={<Avatar name={name} imageUrl={friend.image_url} size={44} />}
      title={name}
      subtitle={subtitle}
      trailing={trailing}
      onOpen={onOpen}
    />
  );
}

function FriendList({
  type,
  panelId,
  tabId,
}: {
  type: FriendsTab;
  panelId: string;
  tabId: string;
}) {
  const { t } = useTranslation();
  const query = useFriendList(type);
  const actions = useRowActions();
  const card = usePlayerCard();
  const look = empty[type];
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={tabId}>
      {actions.error !== null && (
        <p className={styles.error} role="alert">
          {errorText(t, actions.error)}
        </p>
      )}
      <QueryState
        query={query}
        headingLevel={2}
        loading={<ListSkeleton count={3} height={64} />}
        isEmpty={(reply) => reply.friend_list.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            icon={look.icon}
            title={t(look.title)}
            body={t(look.body)}
            action={
              type === 'incoming_requests' ? undefined : (
                <ButtonLink to="/find-friends" variant="secondary" size="small">
                  <Icon name="search" size={18} />
                  {t('friends.findFriends')}
                </ButtonLink>
              )
            }
          />
        }
      >
        {(reply) => (
          <List label={t(tabLabel[type])}>
            {reply.friend_list.map((friend) => (
              <FriendRow
                key={friend.user_id}
                type={type}
                friend={friend}
                actions={actions}
                onOpen={() => {
                  const seed = seedOf(type, friend);
                  card.open({ ...seed, friendship_status: card.statusOf(seed) });
                }}
              />
            ))}
          </List>
        )}
      </QueryState>
      {card.modal}
    </div>
  );
}

/** The incoming count: every friends reply carries it, so the active tab's reply is enough. */
function PendingBadge({ type }: { type: FriendsTab }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const pending = useFriendList(type).data?.pending ?? 0;
  if (pending <= 0) return null;
  return (
    <span className={styles.badge} data-testid="pending-badge">
      <span aria-hidden="true">{format(pending)}</span>
      <span className="visually-hidden">
        {t('friends.pending', { count: pending, formatted: format(pending) })}
      </span>
    </span>
  );
}

/**
 * /friends?type: the three lists (friends, incoming and sent requests) as tabs; the tab is in
 * the URL so a notification or the back button can land on the right one.
 */
export function FriendsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type: FriendsTab = isTab(requested) ? requested : 'friends';
  const baseId = useId();
  const tabId = (tab: FriendsTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  return (
    <Page title={t('nav.friends')} search bottomMenu>
      <Tabs
        look={{ tabs: styles.tabs, tab: styles.tab }}
        label={t('friends.lists')}
        tabs={TABS}
        selected={type}
        onSelect={(tab) => setParams({ type: tab }, { replace: true })}
        tabLabel={(tab) => (
          <>
            {t(tabLabel[tab])}
            {tab === 'incoming_requests' && <PendingBadge type={type} />}
          </>
        )}
        tabId={tabId}
        panelId={panelId}
      />
      <FriendList key={type} type={type} panelId={panelId} tabId={tabId(type)} />
    </Page>
  );
}
