import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { cx } from '../cx';
import { countdownTone, splitClock } from './quiz-logic';
import styles from './quiz.module.css';

/**
 * Seconds left in a ring; red at 10 s or less. Render nothing for a question without a timer.
 * `clock` shows minutes and seconds (m:ss), for a whole tournament attempt's clock.
 */
export function Countdown({ seconds, clock = false }: { seconds: number; clock?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const tone = countdownTone(seconds);
  const parts = splitClock(seconds);
  const shown = clock
    ? `${format(parts.minutes)}:${format(parts.seconds, { minimumIntegerDigits: 2 })}`
    : format(seconds);
  return (
    <span
      role="timer"
      className={cx(styles.countdown, clock && styles.clock, tone === 'danger' && styles.danger)}
      data-testid="countdown"
      data-tone={tone}
      aria-label={t('game.secondsLeft', { count: seconds, seconds: format(seconds) })}
    >
      {shown}
    </span>
  );
}
