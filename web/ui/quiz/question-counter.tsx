import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { cx } from '../cx';
import { counterWindow } from './quiz-logic';
import styles from './quiz.module.css';

/** "3 4 [5] 6 7" plus "5 / 10": at most five numbers, sliding with the current question. */
export function QuestionCounter({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <div className={styles.counter}>
      <ol
        className={styles.counterList}
        aria-label={t('game.questionOf', { number: format(current), total: format(total) })}
      >
        {counterWindow(current, total).map((n) => (
          <li
            key={n}
            className={cx(
              styles.counterItem,
              n < current && styles.done,
              n === current && styles.current,
            )}
            aria-current={n === current ? 'step' : undefined}
          >
            {format(n)}
          </li>
        ))}
      </ol>
      <span className={styles.counterText} data-testid="question-number" aria-hidden="true">
        {t('game.counter', { number: format(current), total: format(total) })}
      </span>
    </div>
  );
}
