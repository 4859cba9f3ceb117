import { useTranslation } from 'react-i18next';
import type { Challenge } from '@contract/challenges';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { CoinIcon } from '@web/ui/icons';
import { useChallengeAction } from '../api/challenge-actions';
import styles from './challenges.module.css';

/** Where Play leads: the challenge's play screen, resuming the player's game when there is one. */
const challengePlayHref = (challenge: Pick<Challenge, 'id' | 'my_game_id'>) =>
  `/challenge-list?play=${challenge.id}${challenge.my_game_id ? `&game=${challenge.my_game_id}` : ''}`;

interface ChallengeCardProps {
  challenge: Challenge;
  onSeeResult: () => void;
}

/** One challenge: who, the stake, its state, and what the viewer can do with it now. */
export function ChallengeCard({ challenge, onSeeResult }: ChallengeCardProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const accept = useChallengeAction('accept');
  const reject = useChallengeAction('reject');
  const cancel = useChallengeAction('cancel');
  const busy = accept.isPending || reject.isPending || cancel.isPending;
  const failed = [accept, reject, cancel].find((action) => action.isError);
  const { opponent, result } = challenge;
  const name = opponent.name;

  let note: string | null = null;
  if (challenge.status === 'pending' && challenge.direction === 'sent') {
    note = t('challenges.waitingForFriend', { name });
  } else if (challenge.status === 'accepted' && challenge.my_play === 'finished') {
    note = t('challenges.waitingToPlay', { name });
  } else if (challenge.status === 'rejected' || challenge.status === 'cancelled') {
    note = challenge.direction === 'sent' ? t('challenges.refunded') : null;
  }

  return (
    <li className={styles.card} data-testid="challenge" data-status={challenge.status}>
      <div className={styles.cardHead}>
        <Avatar name={name} imageUrl={opponent.image_url} size={44} />
        <span className={styles.who}>
          {challenge.direction === 'sent'
            ? t('challenges.youChallenged', { name })
            : t('challenges.challengedYou', { name })}
        </span>
        <span className={styles.status} data-status={challenge.status}>
          {t(`challenges.status_${challenge.status}`)}
        </span>
      </div>
      <p className={styles.facts}>
        <span className={`${styles.fact} ${styles.betFact}`}>
          <CoinIcon size={16} />
          {t('challenges.bet', { coins: format(challenge.bet) })}
        </span>
        <span className={styles.fact}>
          {t('challenges.questions', {
            count: challenge.number_of_question,
            formatted: format(challenge.number_of_question),
          })}
        </span>
        <span className={styles.fact}>{challenge.topic_name ?? t('challenges.global')}</span>
      </p>
      {note && <p className={styles.note}>{note}</p>}
      {result && (
        <p className={styles.resultLine} data-outcome={result.outcome}>
          {result.outcome === 'win'
            ? t('challenges.youWon', { coins: format(result.coins) })
            : result.outcome === 'loss'
              ? t('challenges.youLost', { coins: format(Math.abs(result.coins)) })
              : t('challenges.draw')}
        </p>
      )}
      {(challenge.can_accept ||
        challenge.can_reject ||
        challenge.can_cancel ||
        challenge.can_play ||
        result) && (
        <div className={styles.actions}>
          {challenge.can_accept && (
            <Button
              size="small"
              variant="gold"
              disabled={busy}
              onClick={() => accept.mutate(challenge.id)}
            >
              {t('challenges.accept')}
            </Button>
          )}
          {challenge.can_reject && (
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              onClick={() => reject.mutate(challenge.id)}
            >
              {t('challenges.decline')}
            </Button>
          )}
          {challenge.can_play && (
            <ButtonLink size="small" to={challengePlayHref(challenge)}>
              {t('challenges.play')}
            </ButtonLink>
          )}
          {challenge.can_cancel && (
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              onClick={() => cancel.mutate(challenge.id)}
            >
              {t('challenges.cancel')}
            </Button>
          )}
          {result && (
            <Button size="small" variant="secondary" aria-haspopup="dialog" onClick={onSeeResult}>
              {t('challenges.seeResult')}
            </Button>
          )}
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {errorText(t, failed.error)}
        </p>
      )}
    </li>
  );
}
