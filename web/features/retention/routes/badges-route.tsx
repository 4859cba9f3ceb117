import { useTranslation } from 'react-i18next';
import type { Badge } from '@contract/retention';
import { useFormatNumber } from '@web/i18n/use-format';
import { EmptyState } from '@web/ui/empty-state';
import { PageLoader } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useBadges } from '../api/retention';
import styles from './badges.module.css';

/** /badges: every badge, earned first, locked ones with their progress ("7 / 10 games"). */
export function BadgesRoute() {
  const { t } = useTranslation();
  const query = useBadges();
  return (
    <Page title={t('retention.badgesTitle')} back>
      <QueryState query={query} loading={<PageLoader />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('retention.noBadges')} />
          ) : (
            <>
              <BadgeList
                title={t('retention.earned')}
                badges={list.filter((b) => b.earned_at !== null)}
              />
              <BadgeList
                title={t('retention.locked')}
                badges={list.filter((b) => b.earned_at === null)}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

function BadgeList({ title, badges }: { title: string; badges: Badge[] }) {
  const { t } = useTranslation();
  const number = useFormatNumber();
  if (badges.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.grid}>
        {badges.map((b) => {
          const locked = b.earned_at === null;
          return (
            <li key={b.id} className={locked ? styles.locked : styles.badge}>
              <img src={b.image_url} alt="" width={64} height={64} className={styles.picture} />
              <p className={styles.name}>{b.name}</p>
              <p className={styles.description}>{b.description}</p>
              {locked && (
                <>
                  <progress
                    className={styles.progress}
                    max={b.progress.target}
                    value={b.progress.value}
                    aria-label={t('retention.progressLabel', { name: b.name })}
                  />
                  <p className={styles.count}>
                    {t('retention.progress', {
                      value: number(b.progress.value),
                      target: number(b.progress.target),
                    })}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
