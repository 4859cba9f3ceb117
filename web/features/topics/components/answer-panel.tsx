import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOutcome, GameState } from '@contract/gameplay';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { cx } from '@web/ui/cx';
import { CoinIcon, Icon } from '@web/ui/icons';
import styles from './game-play.module.css';
import type { useGamePlay } from './use-game-play';

type Play = ReturnType<typeof useGamePlay>;

interface AnswerPanelProps {
  play: Play;
  game: GameState;
  answer: AnswerOutcome;
  onSeeResult: () => void;
}

/** After an answer: right or wrong, what it earned, and what the player can do next. */
export function AnswerPanel({ play, game, answer, onSeeResult }: AnswerPanelProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const hintId = useId();
  const price = play.tryAgainPrice;
  const correctText = game.question.options.find((o) => o.id === answer.correct_answer_id)?.value;
  const finished = game.status === 'finished' && game.result !== null;
  // A wrong last answer leaves the game open for a retry; See Result then finishes it (Next).
  const last = game.question.question_no >= game.total_quiz;
  const canTryAgain = !answer.is_correct && !answer.try_again_used && !finished;
  const affordable = game.wallet.coins >= price;
  const busy = play.next.isPending || play.tryAgain.isPending;
  const tryAgainError = play.tryAgain.isError
    ? errorText(t, play.tryAgain.error, t('common.errorBody'))
    : null;

  // No answer at all is the countdown running out, even when it lands inside the server's grace
  // period (the server then reports timed_out false).
  const timeUp = !answer.is_correct && (answer.timed_out || answer.answer_id === null);
  const verdict = answer.is_correct
    ? t('game.correct')
    : timeUp
      ? t('game.timeUp')
      : t('game.wrong');
  return (
    <section className={cx(styles.panel, answer.is_correct ? styles.right : styles.wrongPanel)}>
      <div role="status" className={styles.verdict}>
        <span className={styles.verdictIcon} aria-hidden="true">
          <Icon name={answer.is_correct ? 'party' : timeUp ? 'clock' : 'frown'} size={28} />
        </span>
        <span className={styles.verdictText}>
          <strong>{verdict}</strong>
          {!answer.is_correct && correctText && (
            <span className={styles.verdictHint}>
              {t('game.correctAnswerIs', { answer: correctText })}
            </span>
          )}
        </span>
        {answer.is_correct && (
          <span className={styles.rewards}>
            <span className={styles.points}>
              {t('game.points', { points: format(answer.points) })}
            </span>
            {play.coinsEarned > 0 && (
              <span className={styles.coins}>
                <CoinIcon size={16} />
                {t('game.coins', { coins: format(play.coinsEarned) })}
              </span>
            )}
          </span>
        )}
      </div>

      {canTryAgain && !affordable && (
        <p className={styles.outOfCoin} data-testid="out-of-coin">
          <strong>{t('game.outOfCoin')}</strong> {t('game.outOfCoinHint', { coins: format(price) })}
        </p>
      )}
      {tryAgainError && (
        <p className={styles.actionError} role="alert">
          {tryAgainError}
        </p>
      )}
      {play.next.isPaused && (
        <p className={styles.actionError} role="status">
          {t('game.waitingForNetwork')}
        </p>
      )}
      {play.next.isError && (
        <p className={styles.actionError} role="alert">
          {t('game.nextFailed')}
        </p>
      )}

      <div className={styles.actionRow}>
        {canTryAgain && affordable && (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              // Named by what it shows, "Try again 20", so a voice user can say it (WCAG 2.5.3);
              // the description says the 20 is coins.
              aria-describedby={hintId}
              onClick={() => play.tryAgain.mutate(game.question.question_id)}
            >
              {t('game.tryAgain')}{' '}
              <span className={styles.price}>
                <CoinIcon size={16} />
                {format(price)}
              </span>
            </Button>
            <span id={hintId} className="visually-hidden">
              {t('game.tryAgainHint', { coins: format(price) })}
            </span>
          </>
        )}
        {finished || last ? (
          <Button
            variant="gold"
            disabled={busy}
            aria-busy={play.next.isPending || undefined}
            onClick={() =>
              finished
                ? onSeeResult()
                : play.next.mutate(undefined, {
                    onSuccess: () => {
                      play.tryAgain.reset();
                      onSeeResult();
                    },
                  })
            }
          >
            {t('game.seeResult')}
          </Button>
        ) : (
          <Button
            disabled={busy}
            aria-busy={play.next.isPending || undefined}
            onClick={() =>
              play.next.mutate(undefined, {
                // A try-again refusal belongs to the question just left.
                onSuccess: () => play.tryAgain.reset(),
              })
            }
          >
            {t('game.next')}
            <Icon name="chevronRight" size={20} />
          </Button>
        )}
      </div>
    </section>
  );
}
