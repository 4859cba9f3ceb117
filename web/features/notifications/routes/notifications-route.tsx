import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationsReply, Promotion } from '@contract/notifications';
import { useFormatDateTime } from '@web/i18n/use-format';
import { cx } from '@web/ui/cx';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryError, QueryState } from '@web/ui/query-state';
import { Syllables } from '@web/ui/syllables';
import { useMarkRead, useNotifications, usePromotions } from '../api/notifications';
import styles from '../components/notifications.module.css';

type Item = { type: 'notification'; item: Notification } | { type: 'promotion'; item: Promotion };

function Row({ entry }: { entry: Item }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const unread = entry.type === 'notification' && !entry.item.read;
  const link = entry.type === 'notification' ? entry.item.link : null;
  return (
    <li
      className={cx(styles.item, unread && styles.unread)}
      data-testid="notification"
      data-unread={unread || undefined}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>
          {link ? (
            // The title is the link (its name stays short); it stretches over the whole card.
            <Link to={link} className={styles.link}>
              <Syllables text={entry.item.title} />
            </Link>
          ) : (
            <Syllables text={entry.item.title} />
          )}
        </h2>
        {unread && (
          <span className={styles.dot}>
            <span className="visually-hidden">{t('notifications.unread')}</span>
          </span>
        )}
        {entry.type === 'promotion' && (
          <span className={styles.badge}>{t('notifications.promotion')}</span>
        )}
      </div>
      <time className={styles.time} dateTime={entry.item.datetime} data-testid="notification-time">
        {formatDateTime(entry.item.datetime)}
      </time>
      <p className={styles.body}>
        <Syllables text={entry.item.body} />
      </p>
    </li>
  );
}

function NotificationList({
  data,
  promotions,
}: {
  data: NotificationsReply;
  promotions: Promotion[];
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const unreadIds = useMemo(
    () => data.notifications.filter((n) => !n.read).map((n) => n.id),
    [data],
  );
  // Seen once they are on screen; at most 100 ids, the server's limit for one call.
  useEffect(() => {
    if (unreadIds.length > 0) mutate(unreadIds.slice(0, 100));
  }, [unreadIds, mutate]);

  // Newest first, promotions in their place by start time.
  const items: Item[] = [
    ...data.notifications.map((item) => ({ type: 'notification' as const, item })),
    ...promotions.map((item) => ({ type: 'promotion' as const, item })),
  ].sort((a, b) => Date.parse(b.item.datetime) - Date.parse(a.item.datetime));

  if (items.length === 0)
    return (
      <EmptyState
        icon="bell"
        headingLevel={2}
        title={t('notifications.emptyTitle')}
        body={t('notifications.emptyBody')}
      />
    );
  return (
    <List wide label={t('nav.notifications')}>
      {items.map((entry) => (
        <Row key={`${entry.type}-${entry.item.id}`} entry={entry} />
      ))}
    </List>
  );
}

const loading = <ListSkeleton wide count={3} height={96} />;

/**
 * /notifications: the player's notifications and the running promotions, newest first; a
 * notification with a subject (a challenge, a tournament…) opens it.
 */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const promotions = usePromotions();
  return (
    <Page title={t('nav.notifications')} search bottomMenu>
      <QueryState query={notifications} loading={loading}>
        {(data) =>
          // Promotions that failed to load, or wait for a network, hide nothing else: their own
          // Retry or offline note stands above.
          promotions.isPending && promotions.fetchStatus !== 'paused' ? (
            loading
          ) : (
            <>
              <QueryError query={promotions} compact headingLevel={2} />
              <NotificationList data={data} promotions={promotions.data ?? []} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
