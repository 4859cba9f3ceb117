import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { cx } from '../cx';
import { Icon } from '../icons';
import styles from './quiz.module.css';

interface VerdictBannerProps {
  correct: boolean;
  /** No option was picked: the clock ran out. */
  timeUp: boolean;
  /** The running score as the mode counts it ("Score 300", "3 / 10 correct"). */
  score: string;
  /** On at once, without waiting for the second to pass. */
  onNext: () => void;
}

/**
 * Right or wrong and the running score, for the second before the next question (tournament and
 * challenge play), or until Next. Never the right option: every player of a tournament gets the
 * same questions.
 */
export function VerdictBanner({ correct, timeUp, score, onNext }: VerdictBannerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cx(styles.verdict, correct ? styles.verdictRight : styles.verdictWrong)}
      data-testid="verdict"
      data-correct={correct}
    >
      <Icon name={correct ? 'check' : timeUp ? 'clock' : 'close'} size={22} />
      <strong className={styles.verdictText}>
        {correct ? t('game.correct') : timeUp ? t('game.timeUp') : t('game.wrong')}
      </strong>
      <span className={styles.verdictScore} data-testid="running-score">
        {score}
      </span>
      <Button size="small" variant="secondary" className={styles.verdictNext} onClick={onNext}>
        {t('game.next')}
        <Icon name="chevronRight" size={18} />
      </Button>
    </div>
  );
}
