import { useTranslation } from 'react-i18next';
import type { RankingEntry } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import styles from './leaderboard.module.css';

interface PodiumProps {
  /** Names the list for screen readers ("Winners of Night Owl Trivia"). */
  label: string;
  entries: readonly RankingEntry[];
  /** Shown instead of the list when nobody has finished an attempt. */
  empty: string;
}

/** The first three of a tournament's ranking, each with their points. */
export function Podium({ label, entries, empty }: PodiumProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  if (entries.length === 0) return <span className={styles.podiumEmpty}>{empty}</span>;
  return (
    <ol className={styles.podium} aria-label={label} data-testid="podium">
      {entries.map((entry) => (
        <li key={entry.user_id} className={styles.podiumRow}>
          <span className={styles.podiumPlace} data-place={entry.position}>
            {format(entry.position)}
          </span>
          <span className={styles.podiumName} data-testid="podium-name">
            {entry.name}
          </span>
          <span className={styles.podiumPoints}>
            {t('leaderboard.points', { points: format(entry.points) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
