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
  /** The server's verdict on the chosen option; null until judged. */
  chosenCorrect: boolean | null;
  /** The right option, once the server shows it (hidden while a paid retry is possible). */
  correctId: number | null;
  /** After the first tap: later taps are ignored. */
  locked: boolean;
  onChoose: (optionId: number) => void;
  /** Options taken away (tournament fifty-fifty): not shown at all. */
  hiddenIds?: readonly number[];
  /** The option a paid try-again already answered wrongly: shown wrong, not tappable again. */
  triedId?: number | null;
}

function stateOf(
  id: number,
  chosenId: number | null,
  chosenCorrect: boolean | null,
  correctId: number | null,
) {
  if (id === chosenId) {
    if (chosenCorrect === null) return 'chosen';
    return chosenCorrect ? 'correct' : 'wrong';
  }
  return id === correctId ? 'correct' : undefined;
}

/** Big tappable answers; the button's name is the option text alone. */
export function AnswerOptions({
  options,
  chosenId,
  chosenCorrect,
  correctId,
  locked,
  onChoose,
  hiddenIds = [],
  triedId = null,
}: AnswerOptionsProps) {
  const shown = options.filter((option) => !hiddenIds.includes(option.id));
  return (
    <div className={styles.options}>
      {shown.map((option) => {
        const tried = option.id === triedId;
        const state = tried ? 'wrong' : stateOf(option.id, chosenId, chosenCorrect, correctId);
        const off = locked || tried;
        return (
          <button
            key={option.id}
            type="button"
            className={cx(styles.option, state && styles[state], off && styles.locked)}
            data-testid="option"
            data-state={state === 'chosen' ? undefined : state}
            // aria-disabled, not disabled: the answer colours must stay bright after locking.
            aria-disabled={off || undefined}
            onClick={() => {
              if (!off) onChoose(option.id);
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
