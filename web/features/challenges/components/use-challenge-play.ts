import { useState } from 'react';
import { secondsUntil } from '@web/ui/quiz/quiz-logic';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import { useQuizClock } from '@web/ui/quiz/use-quiz-clock';
import { playCue } from '@web/ui/quiz/sound-effects';
import { useChallengeGame } from '../api/get-challenge-game';
import { useSubmitChallengeAnswer, type ChallengeAnswer } from '../api/submit-challenge-answer';

/**
 * Challenge play's rules on the shared question screen: each question has its own clock (the
 * server's remaining_time, counted from when it arrived), a tap sends the answer and the reply
 * serves the next question at once (no verdict panel, no try again: both players get the same
 * questions and the same chances), and a question whose clock runs out is answered with nothing.
 */
export function useChallengePlay(gameId: number) {
  const query = useChallengeGame(gameId);
  const submit = useSubmitChallengeAnswer(gameId);
  // The tap waiting for its reply, and when it was made (the countdown freezes there).
  const [pick, setPick] = useState<(ChallengeAnswer & { at: number }) | null>(null);

  const snapshot = query.data;
  const game = snapshot?.game;
  const question = game?.question ?? null;
  const finished = game?.status === 'finished';
  const myPick = pick && question && pick.questionId === question.question_id ? pick : null;
  const locked = finished || myPick !== null;

  const deadline =
    snapshot && question && question.remaining_time !== null
      ? snapshot.receivedAt + question.remaining_time * 1000
      : null;
  const secondsLeft = useCountdown(deadline, myPick?.at ?? null);

  const send = (answer: ChallengeAnswer) =>
    submit.mutate(answer, {
      onSuccess: (next) => {
        if ('is_correct' in next && typeof next.is_correct === 'boolean') {
          playCue(next.is_correct ? 'correct' : 'wrong');
        }
      },
    });

  const choose = (answerId: number | null) => {
    if (locked || !question) return;
    const at = Date.now();
    const answer = {
      questionId: question.question_id,
      answerId,
      remainingTime: deadline === null ? null : secondsUntil(deadline, at),
    };
    setPick({ ...answer, at });
    send(answer);
  };

  useQuizClock({ deadline, secondsLeft, locked, onTimeUp: () => choose(null) });

  return {
    query,
    game,
    question,
    finished,
    locked,
    chosenId: myPick?.answerId ?? null,
    secondsLeft: finished ? null : secondsLeft,
    choose,
    sending: myPick !== null && submit.isPending,
    sendError: myPick !== null && submit.isError ? submit.error : null,
    resend: () => myPick && send(myPick),
  };
}

export type ChallengePlay = ReturnType<typeof useChallengePlay>;
