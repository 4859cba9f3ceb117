import { useState } from 'react';
import { useQuizClock } from '@web/ui/quiz/use-quiz-clock';
import { useAppConfig } from '@web/api/queries/app-config';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import { secondsUntil } from '@web/ui/quiz/quiz-logic';
import { playCue } from '@web/ui/quiz/sound-effects';
import { useGame } from '../api/get-game';
import { useNextQuestion } from '../api/next-question';
import type { SubmitVariables } from '../api/apply-submit-reply';
import { useSubmitAnswer } from '../api/submit-answer';
import { useTryAgain } from '../api/try-again';

/** The player's tap, tied to one serving of one question (Next and Try again serve anew). */
interface Pick {
  servedAt: number;
  questionId: number;
  variables: SubmitVariables;
  /** When it was tapped: the countdown freezes here. */
  at: number;
}

/**
 * Everything the question screen does, with the server as the source of truth: the game lives
 * in the query cache (seeded by start, replaced by next/try-again, merged with submit replies),
 * and the only local state is the tap waiting for its reply.
 */
export function useGamePlay(gameId: number) {
  const query = useGame(gameId);
  const submit = useSubmitAnswer(gameId);
  const next = useNextQuestion(gameId);
  const tryAgain = useTryAgain(gameId);
  const config = useAppConfig();
  const [pick, setPick] = useState<Pick | null>(null);

  const snapshot = query.data;
  const game = snapshot?.game;
  const question = game?.question;
  const answer = game?.answer ?? null;
  const servedAt = snapshot?.receivedAt ?? 0;
  const myPick =
    pick && question && pick.questionId === question.question_id && pick.servedAt === servedAt
      ? pick
      : null;
  const locked = answer !== null || myPick !== null;

  const deadline =
    question && question.remaining_time !== null ? servedAt + question.remaining_time * 1000 : null;
  const secondsLeft = useCountdown(deadline, myPick?.at ?? (answer ? servedAt : null));
  // After a reload an answered question has no meaningful clock left to show.
  const showCountdown = secondsLeft !== null && (answer === null || myPick !== null);

  const send = (variables: SubmitVariables) =>
    submit.mutate(variables, {
      onSuccess: (outcome) => {
        const judged = outcome.kind === 'reply' ? outcome.reply : outcome.game.answer;
        if (judged) playCue(judged.is_correct ? 'correct' : 'wrong');
      },
    });

  const choose = (answerId: number | null) => {
    if (locked || !question) return;
    const at = Date.now();
    const variables: SubmitVariables = {
      questionId: question.question_id,
      answerId,
      remainingTime: deadline === null ? null : secondsUntil(deadline, at),
    };
    setPick({ servedAt, questionId: question.question_id, variables, at });
    send(variables);
  };

  // Time's up: the question is answered with nothing (answer_id null), right when it shows 0.
  useQuizClock({ deadline, secondsLeft, locked, onTimeUp: () => choose(null) });

  const tryAgainPrice = config.data?.prices.try_again_coins ?? game?.try_again_coin_amount ?? 0;

  return {
    query,
    game,
    question,
    answer,
    coinsEarned: snapshot?.coinsEarned ?? 0,
    chosenId: answer ? answer.answer_id : (myPick?.variables.answerId ?? null),
    locked,
    secondsLeft: showCountdown ? secondsLeft : null,
    choose,
    /** The answer is on its way, or failed to arrive (then `resend` sends it again). */
    sending: myPick !== null && answer === null && submit.isPending,
    sendError: myPick !== null && answer === null && submit.isError ? submit.error : null,
    resend: () => myPick && send(myPick.variables),
    next,
    tryAgain,
    tryAgainPrice,
  };
}
