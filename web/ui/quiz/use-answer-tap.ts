import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { playCue } from './sound-effects';

interface Tap {
  questionId: number;
  /** null: the question's clock ran out. */
  answerId: number | null;
}

/**
 * The tap of modes whose reply serves the next question at once (tournament, challenge play):
 * the answer waits for its reply with the options locked, the reply's verdict plays its cue, and
 * a failed send can be sent again as it was. A pick (`P`) may carry more than is sent (`V`).
 */
export function useAnswerTap<V extends Tap, R extends object, P extends V = V>(
  submit: UseMutationResult<R, Error, V>,
  questionId: number | null,
  finished: boolean,
) {
  const [pick, setPick] = useState<P | null>(null);
  // A pick belongs to the question it was made on: the next question starts unlocked.
  const myPick = pick && questionId !== null && pick.questionId === questionId ? pick : null;

  const send = (answer: P) =>
    submit.mutate(answer, {
      onSuccess: (next) => {
        if ('is_correct' in next && typeof next.is_correct === 'boolean') {
          playCue(next.is_correct ? 'correct' : 'wrong');
        }
      },
    });

  return {
    myPick,
    tap: (answer: P) => {
      setPick(answer);
      send(answer);
    },
    /** What the question screen shows of the tap. */
    screen: {
      locked: finished || myPick !== null,
      chosenId: myPick?.answerId ?? null,
      sending: myPick !== null && submit.isPending,
      sendError: myPick !== null && submit.isError ? submit.error : null,
      resend: () => myPick && send(myPick),
    },
  };
}
