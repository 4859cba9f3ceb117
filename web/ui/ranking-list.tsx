import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingEntry } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from './avatar';
import { cx } from './cx';
import { Skeleton } from './loader';
import { usePlayerCard } from './player-card';
import styles from './ranking-list.module.css';

const podium: Record<number, string | undefined> = {
  1: styles.gold,
  2: styles.silver,
  3: styles.bronze,
};

/** One player of a ranking: position, picture, name, level and points; `onOpen` opens their card. */
function RankingRow({ entry, onOpen }: { entry: RankingEntry; onOpen?: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const content = (
    <>
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
    </>
  );
  return (
    <li className={styles.row} data-testid="ranking-row">
      {onOpen ? (
        <button type="button" className={styles.rowButton} aria-haspopup="dialog" onClick={onOpen}>
          {content}
        </button>
      ) : (
        content
      )}
    </li>
  );
}

interface RankingListProps {
  label: string;
  entries: readonly RankingEntry[];
  /** e.g. a "Load more" button, kept inside the list's box. */
  footer?: ReactNode;
}

/** A ranking; tapping another player opens their card (never one's own row). */
export function RankingList({ label, entries, footer }: RankingListProps) {
  const card = usePlayerCard();
  return (
    <div className={styles.box}>
      <ol className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <RankingRow
            key={`${entry.position}-${entry.user_id}`}
            entry={entry}
            onOpen={card.isSelf(entry) ? undefined : () => card.open(entry)}
          />
        ))}
      </ol>
      {footer}
      {card.modal}
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
