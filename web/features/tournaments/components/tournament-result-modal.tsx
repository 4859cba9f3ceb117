import { useTranslation } from 'react-i18next';
import type { TournamentResult } from '@contract/tournaments';
import { useFormatNumber } from '@web/i18n/use-format';
import { ButtonLink } from '@web/ui/button';
import { Modal } from '@web/ui/modal';
import { useTournamentDetails } from '../api/get-tournament-details';
import styles from './tournament-play.module.css';
import { Icon } from '@web/ui/icons';

/** The finished attempt's tournament, and its chances as the attempt's reply counted them. */
interface AttemptOf {
  id: number;
  name: string;
  chancesLeft: number;
}

interface TournamentResultModalProps {
  open: boolean;
  onClose: () => void;
  result: TournamentResult;
  tournament: AttemptOf;
}

/**
 * Play again while a chance is left and the tournament still runs. Whether it runs (and the pack
 * still covers it) is read from fresh details, never from the copy cached before the attempt:
 * the window may have closed meanwhile.
 */
function PlayAgain({ tournament }: { tournament: AttemptOf }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const details = useTournamentDetails(tournament.id, true);
  const current = details.data?.tournament;
  if (details.isFetching || !current || current.status !== 'running' || !current.subscribed)
    return null;
  const left = tournament.chancesLeft;
  if (left <= 0) return null;
  const href = `/tournament-play/${tournament.id}?${new URLSearchParams({
    tournament_type: 'Tournament',
    tournament_name: tournament.name,
  }).toString()}`;
  return (
    <ButtonLink to={href} variant="gold" block replace>
      {t('tournamentPlay.playAgain', { count: left, chances: format(left) })}
    </ButtonLink>
  );
}

/**
 * product-spec §4: correct answers out of the total, a thank-you, and the ways on; whether the
 * attempt ended by time, and that the rank shown is the player's best attempt's.
 */
export function TournamentResultModal({
  open,
  onClose,
  result,
  tournament,
}: TournamentResultModalProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={result.timed_out ? t('tournamentPlay.timeUpTitle') : t('tournamentPlay.resultTitle')}
    >
      <div
        className={styles.result}
        data-testid="tournament-result"
        data-timed-out={result.timed_out}
      >
        <span className={styles.resultEmoji} aria-hidden="true">
          <Icon name={result.timed_out ? 'clock' : 'trophy'} size={48} />
        </span>
        {result.timed_out && (
          <p className={styles.timeUp} data-testid="time-up">
            {t('tournamentPlay.timeUpHint')}
          </p>
        )}
        <p className={styles.resultScore}>
          {t('tournamentPlay.correctOf', {
            correct: format(result.total_correct),
            total: format(result.total_quiz),
          })}
        </p>
        <p className={styles.resultFacts}>
          <span>{t('tournamentPlay.thisAttempt', { score: format(result.score) })}</span>
          {/* The ranking counts each player's best attempt, which may be another one. */}
          {result.position !== null && (
            <span data-testid="best-attempt">
              {t('tournamentPlay.bestAttempt', {
                position: format(result.position),
                points: format(result.best_score),
              })}
            </span>
          )}
        </p>
        <p className={styles.thanks}>{t('tournamentPlay.thanks')}</p>
        <div className={styles.resultActions}>
          {open && <PlayAgain tournament={tournament} />}
          <ButtonLink
            to={`/ranking-best-all?type=tournament&tournament_id=${tournament.id}`}
            variant="secondary"
            block
          >
            {t('tournamentPlay.seeRanking')}
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="secondary" block>
            {t('tournamentPlay.goHome')}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
