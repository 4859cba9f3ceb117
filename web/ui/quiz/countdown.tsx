import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { cx } from '../cx';
import { countdownTone } from './quiz-logic';
import styles from './quiz.module.css';

/** Seconds left in a ring; red at 10 s or less. Render nothing for a question without a timer. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const tone = countdownTone(seconds);
  return (
    <span
      role="timer"
      className={cx(styles.countdown, tone === 'danger' && styles.danger)}
      data-testid="countdown"
      data-tone={tone}
      aria-label={t('game.secondsLeft', { count: seconds, seconds: format(seconds) })}
    >
      {format(seconds)}
    </span>
  );
}
