import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingEntry } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from './avatar';
import { cx } from './cx';
import { Skeleton } from './loader';
import styles from './ranking-list.module.css';

const podium: Record<number, string | undefined> = {
  1: styles.gold,
  2: styles.silver,
  3: styles.bronze,
};

/** One player of a ranking: position, picture, name, level and points. */
export function RankingRow({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <li className={styles.row} data-testid="ranking-row">
      <span className={cx(styles.position, podium[entry.position])}>
        <span className="visually-hidden">{t('ranking.position')} </span>
        {format(entry.position)}
      </span>
      <Avatar name={entry.name} imageUrl={entry.image_url} size={40} />
      <span className={styles.text}>
        <span className={styles.name}>{entry.name}</span>
        <span className={styles.level}>{t('ranking.level', { level: format(entry.level) })}</span>
      </span>
      <span className={styles.points}>
        {t('ranking.points', { count: entry.points, points: format(entry.points) })}
      </span>
    </li>
  );
}

interface RankingListProps {
  label: string;
  entries: readonly RankingEntry[];
  /** e.g. a "Load more" button, kept inside the list's box. */
  footer?: ReactNode;
}

export function RankingList({ label, entries, footer }: RankingListProps) {
  return (
    <div className={styles.box}>
      <ol className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <RankingRow key={`${entry.position}-${entry.user_id}`} entry={entry} />
        ))}
      </ol>
      {footer}
    </div>
  );
}

export function RankingSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.box} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} className={styles.skeleton} />
      ))}
    </div>
  );
}
