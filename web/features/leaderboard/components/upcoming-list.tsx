import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentType, UpcomingTournament } from '@contract/tournaments';
import { useFormatDuration } from '@web/i18n/use-format';
import { Icon } from '@web/ui/icons';
import { RemindButton } from '@web/ui/remind-button';
import { useNow } from '@web/ui/use-now';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import styles from './leaderboard.module.css';
import { ListSection } from './list-section';

/** The reminder's time: no reminder is set in the last 10 minutes before the start. */
const REMIND_BEFORE_MS = 10 * 60_000;

function UpcomingRow({
  tournament,
  startsAt,
}: {
  tournament: UpcomingTournament;
  startsAt: number;
}) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow();
  const seconds = Math.max(0, Math.floor((startsAt - now) / 1000));
  return (
    <li className={styles.row} data-testid="upcoming-row">
      <Link className={styles.rowLink} to={`/tournament-details?tournament_id=${tournament.id}`}>
        <span className={styles.name}>{tournament.name}</span>
        {/* Under the name, not beside it: "Starts in …" is long in Myanmar. */}
        <span className={styles.left} data-testid="starts-in">
          {t('tournament.startsIn', { time: formatDuration(seconds) })}
        </span>
        {tournament.prize && (
          <span className={styles.prize}>
            <Icon name="trophy" size={16} />
            <span className="visually-hidden">{t('tournament.prize')}:</span>
            {tournament.prize}
          </span>
        )}
      </Link>
      {startsAt - now > REMIND_BEFORE_MS && (
        <RemindButton tournamentId={tournament.id} reminded={tournament.reminded} />
      )}
    </li>
  );
}

/** The tab's tournaments starting within the next 24 hours, each with "Remind me". */
export function UpcomingList({ type }: { type: TournamentType }) {
  const { t } = useTranslation();
  const query = useUpcomingTournaments(type);
  return (
    <ListSection
      title={t('leaderboard.upcoming')}
      testId="upcoming-tournaments"
      query={query}
      skeleton={{ count: 1, height: 96 }}
      empty={{
        icon: 'clock',
        title: t('leaderboard.noUpcoming'),
        body: t('leaderboard.noUpcomingHint'),
      }}
    >
      {(tournament) => (
        <UpcomingRow
          key={tournament.id}
          tournament={tournament}
          startsAt={query.dataUpdatedAt + tournament.starts_in * 1000}
        />
      )}
    </ListSection>
  );
}
