import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentDetails } from '@contract/tournaments';
import { useFormatDuration } from '@web/i18n/use-format';
import { Icon } from '@web/ui/icons';
import { useNow } from '@web/ui/use-now';
import styles from './tournament-details.module.css';

interface StatusClockProps {
  tournament: TournamentDetails;
  /** When the reply was fetched: starts_in and time_left count from then. */
  fetchedAt: number;
  /** The start (or the end) just passed on this clock: the server's state has moved on. */
  onPhaseOver: () => void;
}

/** "Starts in 2h 10m" before the start, "30h 9m left" while running, "Ended" after. */
export function StatusClock({ tournament, fetchedAt, onPhaseOver }: StatusClockProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow();
  const upcoming = tournament.status === 'upcoming';
  const target = fetchedAt + (upcoming ? tournament.starts_in : tournament.time_left) * 1000;
  const seconds = Math.max(0, Math.floor((target - now) / 1000));
  const over = tournament.status !== 'ended' && seconds === 0;
  // Each new reply (fetchedAt) that still lands on the boundary asks again: the server's second
  // may not have turned yet, and the screen must not stay on "Starts in 0m".
  useEffect(() => {
    if (over) onPhaseOver();
  }, [over, onPhaseOver, fetchedAt]);

  const text = upcoming
    ? t('tournament.startsIn', { time: formatDuration(seconds) })
    : tournament.status === 'running' && seconds > 0
      ? t('tournament.timeLeft', { time: formatDuration(seconds) })
      : t('tournament.ended');
  return (
    <span className={styles.timeLeft} data-testid="time-left" data-status={tournament.status}>
      <Icon name="clock" size={16} />
      {text}
    </span>
  );
}
