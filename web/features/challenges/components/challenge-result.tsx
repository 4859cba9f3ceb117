import { useTranslation } from 'react-i18next';
import type { Challenge, ChallengeResult } from '@contract/challenges';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { cx } from '@web/ui/cx';
import { Icon, type IconName } from '@web/ui/icons';
import styles from './challenges.module.css';

// Line icons rather than emoji: phones without a colour emoji font show those as empty boxes.
const look = {
  win: { icon: 'trophy', title: 'challengePlay.won', tone: styles.won },
  loss: { icon: 'flag', title: 'challengePlay.lost', tone: styles.lost },
  draw: { icon: 'friends', title: 'challengePlay.draw', tone: styles.draw },
} as const satisfies Record<
  ChallengeResult['outcome'],
  { icon: IconName; title: string; tone: string | undefined }
>;

function Side({
  label,
  name,
  imageUrl,
  side,
  total,
  winner,
}: {
  label: string;
  name: string;
  imageUrl: string | null;
  side: ChallengeResult['me'];
  total: number;
  winner: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <div className={cx(styles.side, winner && styles.winner)}>
      <Avatar name={name} imageUrl={imageUrl} size={48} />
      <span className={styles.sideName}>{label}</span>
      <span className={styles.sideScore}>
        {t('challengePlay.correctOf', {
          correct: format(side.total_correct),
          total: format(total),
        })}
      </span>
      <span className={styles.sideTime}>
        {t('challengePlay.seconds', {
          seconds: format(side.total_time, { maximumFractionDigits: 1 }),
        })}
      </span>
    </div>
  );
}

/**
 * Who won and the coins that moved, from the viewer's side: both scores and times (more correct
 * wins, then less time), or "waiting" while the other player has still to finish.
 */
export function ChallengeOutcome({
  challenge,
  myName,
  myImage,
}: {
  challenge: Challenge;
  myName: string;
  myImage: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { result, opponent } = challenge;

  if (!result) {
    return (
      <div className={styles.outcome} data-testid="challenge-waiting">
        <span className={styles.outcomeIcon}>
          <Icon name="clock" size={36} />
        </span>
        <p className={styles.outcomeTitle}>{t('challengePlay.waiting', { name: opponent.name })}</p>
        {/* The first to finish sees their own score; the friend's stays hidden until both played. */}
        {challenge.my_score && (
          <p className={styles.coins} data-testid="my-score">
            {t('challengePlay.yourScore', {
              correct: format(challenge.my_score.total_correct),
              total: format(challenge.number_of_question),
              seconds: format(challenge.my_score.total_time, { maximumFractionDigits: 1 }),
            })}
          </p>
        )}
        <p className={styles.outcomeHint}>{t('challengePlay.waitingHint')}</p>
      </div>
    );
  }

  const { icon, title, tone } = look[result.outcome];
  const coins =
    result.outcome === 'win'
      ? t('challengePlay.coinsWon', { coins: format(result.coins) })
      : result.outcome === 'loss'
        ? t('challengePlay.coinsLost', { coins: format(Math.abs(result.coins)) })
        : t('challengePlay.coinsRefunded', { coins: format(challenge.bet) });
  return (
    <div
      className={cx(styles.outcome, tone)}
      data-testid="challenge-result"
      data-outcome={result.outcome}
    >
      <span className={styles.outcomeIcon}>
        <Icon name={icon} size={36} />
      </span>
      <p className={styles.outcomeTitle}>{t(title)}</p>
      <p className={styles.coins} data-testid="challenge-coins">
        {coins}
      </p>
      <div className={styles.sides}>
        <Side
          label={t('challengePlay.you')}
          name={myName}
          imageUrl={myImage}
          side={result.me}
          total={challenge.number_of_question}
          winner={result.outcome === 'win'}
        />
        <span className={styles.versus} aria-hidden="true">
          VS
        </span>
        <Side
          label={opponent.name}
          name={opponent.name}
          imageUrl={opponent.image_url}
          side={result.opponent}
          total={challenge.number_of_question}
          winner={result.outcome === 'loss'}
        />
      </div>
    </div>
  );
}
