import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedAttempt, ReviewedQuestion } from '@contract/tournaments';
import { useFormatNumber } from '@web/i18n/use-format';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { ListSkeleton } from '@web/ui/list-row';
import { QueryState } from '@web/ui/query-state';
import { cx } from '@web/ui/cx';
import { useAnswerReview } from '../api/get-answer-review';
import styles from './answer-review.module.css';

function Question({ item }: { item: ReviewedQuestion }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { question } = item;
  const valueOf = (id: number | null) => question.options.find((o) => o.id === id)?.value;
  const picked = valueOf(item.answer_id);
  const correct = valueOf(item.correct_answer_id) ?? '';
  return (
    <li
      className={cx(styles.question, item.is_correct ? styles.right : styles.wrong)}
      data-testid="reviewed-question"
      data-correct={item.is_correct}
    >
      <span className={styles.mark} aria-hidden="true">
        <Icon name={item.is_correct ? 'check' : 'close'} size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.text}>
          {format(question.question_no)}. {question.question_value}
        </p>
        {question.type === 'image' && question.src_url && (
          <img
            className={styles.picture}
            src={question.src_url}
            alt={t('game.questionImage')}
            loading="lazy"
          />
        )}
        <p className={styles.answer}>
          {picked
            ? t('tournamentReview.yourAnswer', { answer: picked })
            : t('tournamentReview.noAnswer')}
        </p>
        {!item.is_correct && (
          <p className={styles.correct} data-testid="correct-answer">
            {t('tournamentReview.correctAnswer', { answer: correct })}
          </p>
        )}
      </div>
    </li>
  );
}

function Attempt({ attempt, number }: { attempt: ReviewedAttempt; number: number }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.attempt}>
      <h3 id={headingId} className={styles.attemptTitle}>
        {t('tournamentReview.attempt', { number: format(number) })}
      </h3>
      <p className={styles.summary}>
        {t('tournamentReview.summary', {
          correct: format(attempt.total_correct),
          total: format(attempt.total_quiz),
          score: format(attempt.score),
        })}
        {attempt.timed_out && <strong> · {t('game.timeUp')}</strong>}
      </p>
      <ol className={styles.questions}>
        {attempt.questions.map((item) => (
          <Question key={item.question.question_id} item={item} />
        ))}
      </ol>
    </section>
  );
}

/**
 * Once a tournament has ended: each of the player's attempts, question by question, with the
 * answer given and the right one (the server refuses it while the tournament runs).
 */
export function AnswerReview({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const query = useAnswerReview(tournamentId);
  return (
    <div className={styles.review} data-testid="answer-review">
      <QueryState
        query={query}
        headingLevel={3}
        compact
        loading={<ListSkeleton wide count={3} height={72} />}
        isEmpty={(data) => data.attempts.length === 0}
        empty={
          <EmptyState
            compact
            headingLevel={3}
            title={t('tournamentReview.empty')}
            body={t('tournamentReview.emptyHint')}
          />
        }
      >
        {(data) =>
          data.attempts.map((attempt, i) => (
            <Attempt key={attempt.game_id} attempt={attempt} number={i + 1} />
          ))
        }
      </QueryState>
    </div>
  );
}
