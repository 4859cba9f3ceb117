import { cx } from '../cx';
import { Icon } from '../icons';
import styles from './quiz.module.css';

export interface AnswerOption {
  id: number;
  value: string;
}

interface AnswerOptionsProps {
  options: readonly AnswerOption[];
  /** The option the player tapped (null: none yet, or the time ran out). */
  chosenId: number | null;
  /** Known once the server has judged the answer. */
  correctId: number | null;
  /** After the first tap: later taps are ignored. */
  locked: boolean;
  onChoose: (optionId: number) => void;
}

function stateOf(id: number, chosenId: number | null, correctId: number | null) {
  if (correctId === null) return id === chosenId ? 'chosen' : undefined;
  if (id === correctId) return 'correct';
  return id === chosenId ? 'wrong' : undefined;
}

/** Big tappable answers; the button's name is the option text alone. */
export function AnswerOptions({
  options,
  chosenId,
  correctId,
  locked,
  onChoose,
}: AnswerOptionsProps) {
  return (
    <div className={styles.options}>
      {options.map((option) => {
        const state = stateOf(option.id, chosenId, correctId);
        return (
          <button
            key={option.id}
            type="button"
            className={cx(styles.option, state && styles[state], locked && styles.locked)}
            data-testid="option"
            data-state={state === 'chosen' ? undefined : state}
            // aria-disabled, not disabled: the answer colours must stay bright after locking.
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onChoose(option.id);
            }}
          >
            <span className={styles.optionText}>{option.value}</span>
            {state === 'correct' && <Icon name="check" size={22} className={styles.optionMark} />}
            {state === 'wrong' && <Icon name="close" size={22} className={styles.optionMark} />}
          </button>
        );
      })}
    </div>
  );
}
