import { useState } from 'react';
import { useQuizClock } from '@web/ui/quiz/use-quiz-clock';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import { playCue } from '@web/ui/quiz/sound-effects';
import { useAttempt } from '../api/get-tournament-game';
import { useLifelines } from '../api/lifelines';
import { useSubmitTournamentAnswer, type TournamentAnswer } from '../api/submit-tournament-answer';

/**
 * Tournament play's rules on the shared question screen: one clock for the whole attempt (the
 * server's remaining_time, counted from when it arrived), a tap sends the answer and the reply
 * serves the next question, lifelines change the question on screen, and when the clock runs out
 * the question on screen is answered with nothing so the server closes the attempt.
 */
export function useTournamentPlay(gameId: number) {
  const query = useAttempt(gameId);
  const submit = useSubmitTournamentAnswer(gameId);
  const lifelines = useLifelines(gameId);
  const [pick, setPick] = useState<TournamentAnswer | null>(null);

  const snapshot = query.data;
  const game = snapshot?.game;
  const question = game?.question ?? null;
  const finished = game?.status === 'finished';
  const myPick = pick && question && pick.questionId === question.question_id ? pick : null;
  const locked = finished || myPick !== null;

  const deadline = snapshot ? snapshot.receivedAt + snapshot.game.remaining_time * 1000 : null;
  const secondsLeft = useCountdown(deadline, finished && snapshot ? snapshot.receivedAt : null);

  const send = (answer: TournamentAnswer) =>
    submit.mutate(answer, {
      onSuccess: (next) => {
        if ('is_correct' in next && typeof next.is_correct === 'boolean') {
          playCue(next.is_correct ? 'correct' : 'wrong');
        }
      },
    });

  const choose = (answerId: number | null) => {
    if (locked || !question) return;
    const answer = { questionId: question.question_id, answerId };
    setPick(answer);
    send(answer);
  };

  // The attempt's time is up: answer the question on screen with nothing; the server's clock
  // then closes the attempt and the reply carries the result.
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
    lifelines,
  };
}

export type TournamentPlay = ReturnType<typeof useTournamentPlay>;
