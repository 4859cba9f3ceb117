import { useEffect, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { playCue } from './sound-effects';

interface Tap {
  questionId: number;
  /** null: the question's clock ran out. */
  answerId: number | null;
}

/** How long a verdict stays on screen before the next question (or the result) shows. */
const VERDICT_MS = 1000;

/** The reply's word on a tap, shown for VERDICT_MS: right or wrong, never which option was right. */
export interface Verdict<P, R> {
  pick: P;
  correct: boolean;
  reply: R;
}

const verdictOf = (reply: object): boolean | null =>
  'is_correct' in reply && typeof reply.is_correct === 'boolean' ? reply.is_correct : null;

/**
 * The tap of modes whose reply serves the next question at once (tournament, challenge play):
 * the answer waits for its reply with the options locked, the reply's verdict plays its cue and
 * stays on screen for about a second (the mode keeps showing the question it was about, which the
 * pick carries), and a failed send can be sent again as it was. A pick (`P`) may carry more than
 * is sent (`V`).
 */
export function useAnswerTap<V extends Tap, R extends object, P extends V = V>(
  submit: UseMutationResult<R, Error, V>,
  questionId: number | null,
  finished: boolean,
) {
  const [pick, setPick] = useState<P | null>(null);
  const [verdict, setVerdict] = useState<Verdict<P, R> | null>(null);
  // A pick belongs to the question it was made on: the next question starts unlocked.
  const myPick = pick && questionId !== null && pick.questionId === questionId ? pick : null;

  useEffect(() => {
    if (!verdict) return;
    const timer = setTimeout(() => setVerdict(null), VERDICT_MS);
    return () => clearTimeout(timer);
  }, [verdict]);

  const send = (answer: P) =>
    submit.mutate(answer, {
      onSuccess: (next) => {
        const correct = verdictOf(next);
        // A reply read back after a lost one carries no verdict: the screen simply moves on.
        if (correct === null) return;
        playCue(correct ? 'correct' : 'wrong');
        setVerdict({ pick: answer, correct, reply: next });
      },
    });

  return {
    myPick,
    verdict,
    tap: (answer: P) => {
      setPick(answer);
      send(answer);
    },
    /** On to the next question before the verdict's second is up (the player taps Next). */
    dismissVerdict: () => setVerdict(null),
    /** What the question screen shows of the tap. */
    screen: {
      locked: finished || myPick !== null || verdict !== null,
      chosenId: verdict ? verdict.pick.answerId : (myPick?.answerId ?? null),
      chosenCorrect: verdict?.correct ?? null,
      sending: myPick !== null && submit.isPending,
      sendError: myPick !== null && submit.isError ? submit.error : null,
      resend: () => myPick && send(myPick),
    },
  };
}
