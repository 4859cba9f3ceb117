import type { ChallengeGame } from '@contract/challenges';
import type { Question } from '@contract/gameplay';
import { secondsUntil } from '@web/ui/quiz/quiz-logic';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import { useQuizClock } from '@web/ui/quiz/use-quiz-clock';
import { useAnswerTap } from '@web/ui/quiz/use-answer-tap';
import { useChallengeGame } from '../api/get-challenge-game';
import { useSubmitChallengeAnswer, type ChallengeAnswer } from '../api/submit-challenge-answer';

/** A tap, when it was made (the countdown freezes there) and the question it answered. */
interface Pick extends ChallengeAnswer {
  at: number;
  question: Question;
}

/**
 * Challenge play's rules on the shared question screen: each question has its own clock (the
 * server's remaining_time, counted from when it arrived), a tap sends the answer and the reply
 * serves the next question at once, shown after a second of verdict (right or wrong and the
 * correct count so far; no try again: both players get the same questions and the same chances),
 * and a question whose clock runs out is answered with nothing.
 */
export function useChallengePlay(gameId: number) {
  const query = useChallengeGame(gameId);
  const submit = useSubmitChallengeAnswer(gameId);

  const snapshot = query.data;
  const game = snapshot?.game;
  const question = game?.question ?? null;
  const finished = game?.status === 'finished';
  // The tap waiting for its reply, and when it was made (the countdown freezes there).
  const tap = useAnswerTap<ChallengeAnswer, ChallengeGame, Pick>(
    submit,
    question?.question_id ?? null,
    finished,
  );
  const { locked } = tap.screen;
  const { myPick } = tap;

  const deadline =
    snapshot && question && question.remaining_time !== null
      ? snapshot.receivedAt + question.remaining_time * 1000
      : null;
  const secondsLeft = useCountdown(deadline, myPick?.at ?? null);

  const choose = (answerId: number | null) => {
    if (locked || !question) return;
    const at = Date.now();
    tap.tap({
      questionId: question.question_id,
      answerId,
      remainingTime: deadline === null ? null : secondsUntil(deadline, at),
      at,
      question,
    });
  };

  useQuizClock({ deadline, secondsLeft, locked, onTimeUp: () => choose(null) });

  return {
    query,
    game,
    question,
    finished,
    ...tap.screen,
    /** The reply's verdict on the last tap, held for a second over the question it was about. */
    verdict: tap.verdict,
    dismissVerdict: tap.dismissVerdict,
    secondsLeft: finished || tap.verdict ? null : secondsLeft,
    choose,
  };
}

export type ChallengePlay = ReturnType<typeof useChallengePlay>;
