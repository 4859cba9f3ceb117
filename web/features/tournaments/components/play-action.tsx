import { useTranslation } from 'react-i18next';
import type { TournamentDetails } from '@contract/tournaments';
import { Button, ButtonLink } from '@web/ui/button';
import { Icon } from '@web/ui/icons';
import { RemindButton } from '@web/ui/remind-button';
import styles from './tournament-details.module.css';

/** A reminder comes 10 minutes before the start. */
const REMIND_BEFORE_S = 600;

interface PlayActionProps {
  tournament: TournamentDetails;
  onPlay: () => void;
  onResume: (gameId: number) => void;
}

/**
 * product-spec §4: Play Now with quota and a pack; the server's message (and the way to the
 * store) with quota but no pack; otherwise "You can't play more" and a disabled button. Play is
 * offered only while the tournament runs: before its start nobody can spend a chance on it, and
 * Remind me is offered instead.
 */
export function PlayAction({ tournament, onPlay, onResume }: PlayActionProps) {
  const { t } = useTranslation();
  if (tournament.status === 'upcoming') {
    return (
      <div className={styles.blocked}>
        <p className={styles.message} data-testid="play-state">
          {t('tournamentDetails.opensAtStart')}
        </p>
        {/* No reminder in the last 10 minutes: the server refuses it (its time has come). */}
        {tournament.starts_in > REMIND_BEFORE_S && (
          <RemindButton tournamentId={tournament.id} reminded={tournament.reminded} hint />
        )}
      </div>
    );
  }
  if (tournament.status !== 'running') {
    return (
      <p className={styles.message} data-testid="play-state">
        {t('tournamentDetails.ended')}
      </p>
    );
  }
  if (tournament.game_id !== null) {
    const gameId = tournament.game_id;
    return (
      <Button variant="gold" block onClick={() => onResume(gameId)}>
        <Icon name="play" size={20} />
        {t('tournamentDetails.resume')}
      </Button>
    );
  }
  if (tournament.has_quota && tournament.subscribed) {
    return (
      <Button variant="gold" block onClick={onPlay}>
        <Icon name="play" size={20} />
        {t('tournamentDetails.playNow')}
      </Button>
    );
  }
  if (tournament.has_quota) {
    return (
      <div className={styles.blocked}>
        <p className={styles.message} data-testid="play-state">
          {tournament.message || t('errors.not_subscribed')}
        </p>
        <ButtonLink to="/store" block>
          {t('tournamentDetails.subscribe')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.blocked}>
      <p className={styles.message} data-testid="play-state">
        {t('tournamentDetails.cantPlayMore')}
      </p>
      <Button block disabled>
        {t('tournamentDetails.otherTournaments')}
      </Button>
    </div>
  );
}
