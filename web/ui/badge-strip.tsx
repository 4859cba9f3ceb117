import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayerBadges } from '@web/api/queries/badges';
import { Skeleton } from './loader';
import { QueryState } from './query-state';
import styles from './badge-strip.module.css';

interface BadgeStripProps {
  userId: number;
  /** How many of the latest to show: the profile shows three, the ranking card all it gets. */
  limit?: number;
  /** The profile links to the full list; another player's card has no badges screen to open. */
  seeAll?: boolean;
}

/**
 * A player's earned badges, latest first (the API orders them), with their own loading, empty and
 * error states so a failed badge read never hides the profile or the card around it.
 */
export function BadgeStrip({ userId, limit, seeAll = false }: BadgeStripProps) {
  const { t } = useTranslation();
  const query = usePlayerBadges(userId);
  const titleId = useId();
  return (
    <section className={styles.strip} aria-labelledby={titleId} data-testid="badge-strip">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('retention.recentBadges')}
        </h2>
        {seeAll && (
          <Link to="/badges" className={styles.link}>
            {t('retention.seeAllBadges')}
          </Link>
        )}
      </div>
      <QueryState query={query} loading={<Skeleton height={56} />} compact>
        {(badges) => {
          const shown = limit === undefined ? badges : badges.slice(0, limit);
          return shown.length === 0 ? (
            <p className={styles.empty}>{t('retention.noBadges')}</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((b) => (
                <li key={b.id} className={styles.badge} data-testid="earned-badge">
                  <img src={b.image_url} alt="" width={48} height={48} />
                  <span className={styles.name}>{b.name}</span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
