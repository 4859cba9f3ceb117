import { useTranslation } from 'react-i18next';
import type { TournamentDetails } from '@contract/tournaments';
import { useFormatDuration, useFormatNumber } from '@web/i18n/use-format';
import styles from './tournament-details.module.css';

/** What an attempt is: its time, questions, chances and the chances already played. */
export function TournamentRules({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDuration = useFormatDuration();
  const facts = [
    [t('tournamentDetails.noticeTime'), formatDuration(tournament.duration)],
    [t('tournamentDetails.noticeQuestions'), format(tournament.question_count)],
    [t('tournamentDetails.noticeChances'), format(tournament.chances)],
    [t('tournamentDetails.noticePlayed'), format(tournament.played)],
  ] as const;
  return (
    <dl className={styles.notice}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.noticeRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
