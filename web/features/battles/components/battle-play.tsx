import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { cx } from '@web/ui/cx';
import { QuizScreen } from '@web/ui/quiz/quiz-screen';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import type { BattleView } from './use-battle';
import { OpponentName } from './versus';
import styles from './battle.module.css';

/** Both running totals, and what the opponent is doing now: answered, away, back. */
function Scoreboard({ view, me }: { view: BattleView; me: number }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const opponent = view.opponent;
  if (!opponent) return null;
  const mine = view.scores[String(me)] ?? 0;
  const theirs = view.scores[String(opponent.user_id)] ?? 0;
  const no = view.question?.no;
  const answered = no !== undefined && view.opponentAnswered === no;
  let marker = null;
  if (view.presence === 'away') {
    marker = (
      <span className={cx(styles.marker, styles.awayMark)} data-testid="opponent-away">
        {t('battle.away', { name: opponent.name })}
      </span>
    );
  } else if (view.presence === 'back') {
    marker = (
      <span className={cx(styles.marker, styles.answered)} data-testid="opponent-back">
        {t('battle.back', { name: opponent.name })}
      </span>
    );
  } else if (view.question && !view.reveal) {
    marker = answered ? (
      <span className={cx(styles.marker, styles.answered)} data-testid="opponent-answered">
        {t('battle.opponentAnswered', { name: opponent.name })}
      </span>
    ) : (
      <span className={styles.marker}>{t('battle.opponentThinking', { name: opponent.name })}</span>
    );
  }
  return (
    <div className={styles.board}>
      <div className={styles.player}>
        <span className={styles.name}>{t('battle.you')}</span>
        <span className={styles.score} data-testid="my-score">
          {format(mine)}
        </span>
      </div>
      <div className={styles.player} aria-live="polite">
        <OpponentName opponent={opponent} />
        <span className={styles.score} data-testid="opponent-score">
          {format(theirs)}
        </span>
        {marker}
      </div>
    </div>
  );
}

/**
 * A question of the battle: the shared quiz screen with the server's deadline as its countdown,
 * the scoreboard above, and each reveal (the right option, both picks, the scores) below it.
 */
export function BattlePlay({
  view,
  me,
  onAnswer,
}: {
  view: BattleView;
  me: number;
  onAnswer: (answerId: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { question, reveal, answer, opponent } = view;
  const shownReveal = question && reveal?.question_no === question.no ? reveal : null;
  // The quiz screen's own countdown, aligned to the server's deadline: it re-renders when the
  // shown second changes, and not at all once the reveal is on screen.
  const secondsLeft = useCountdown(shownReveal ? null : (question?.endsAt ?? null), null);

  if (!question) {
    return (
      <>
        <Scoreboard view={view} me={me} />
        <p className={styles.muted} role="status" data-testid="between-questions">
          {t('battle.betweenQuestions')}
        </p>
      </>
    );
  }

  // The clocks' offset is a guess: the count never shows more than the question's time.
  const left = Math.min(view.questionSeconds, secondsLeft ?? 0);
  const mineId = answer?.no === question.no ? answer.answerId : null;
  const myReveal = shownReveal?.answers[String(me)];
  const theirReveal = opponent ? shownReveal?.answers[String(opponent.user_id)] : undefined;
  const optionText = (id: number | null | undefined) =>
    question.view.options.find((o) => o.id === id)?.value ?? t('battle.noAnswer');
  const last = question.no === view.questionCount;

  return (
    <QuizScreen
      question={{
        id: question.view.question_id,
        no: question.no,
        text: question.view.question_value,
        imageUrl: question.view.src_url,
        options: question.view.options,
      }}
      total={view.questionCount}
      secondsLeft={shownReveal ? null : left}
      chosenId={shownReveal ? (myReveal?.answer_id ?? mineId) : mineId}
      chosenCorrect={shownReveal ? (myReveal?.correct ?? false) : null}
      correctId={shownReveal?.correct_answer_id ?? null}
      locked={
        mineId !== null && answer?.status !== 'refused' ? true : shownReveal !== null || left <= 0
      }
      onChoose={onAnswer}
      sending={answer?.no === question.no && answer.status === 'sending'}
      sendError={answer?.no === question.no && answer.status === 'refused' ? answer.error : null}
      onResend={() => {
        if (mineId !== null) onAnswer(mineId);
      }}
      answeredKey={shownReveal ? `${question.no}` : null}
      toolbar={
        <>
          <Scoreboard view={view} me={me} />
          {last && (
            <p className={styles.double} data-testid="double-points">
              {t('battle.doublePoints')}
            </p>
          )}
        </>
      }
      panel={
        shownReveal ? (
          <div className={styles.reveal} data-testid="reveal" role="status">
            <p>{t('battle.correctWas', { answer: optionText(shownReveal.correct_answer_id) })}</p>
            <p data-testid="my-pick">
              {t('battle.yourPick', { answer: optionText(myReveal?.answer_id) })}{' '}
              {t('battle.points', { points: format(myReveal?.points ?? 0) })}
            </p>
            {opponent && (
              <p data-testid="their-pick">
                {t('battle.theirPick', {
                  name: opponent.name,
                  answer: optionText(theirReveal?.answer_id),
                })}{' '}
                {t('battle.points', { points: format(theirReveal?.points ?? 0) })}
              </p>
            )}
          </div>
        ) : answer?.no === question.no && answer.status === 'accepted' ? (
          <p className={styles.muted} role="status" data-testid="answer-in">
            {t('battle.answerSent')}
          </p>
        ) : null
      }
    />
  );
}
