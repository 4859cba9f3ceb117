import { useQuizClock } from '@web/ui/quiz/use-quiz-clock';
import { useCountdown } from '@web/ui/quiz/use-countdown';
import { useAnswerTap } from '@web/ui/quiz/use-answer-tap';
import { useAttempt } from '../api/get-tournament-game';
import { useLifelines } from '../api/lifelines';
import type { Question } from '@contract/gameplay';
import type { TournamentGame } from '@contract/tournaments';
import { type TournamentAnswer, useSubmitTournamentAnswer } from '../api/submit-tournament-answer';

/** A tap with what the screen showed of its question, to show the verdict over it. */
interface Pick extends TournamentAnswer {
  question: Question;
  hiddenIds: number[];
}

/**
 * Tournament play's rules on the shared question screen: one clock for the whole attempt (the
 * server's remaining_time, counted from when it arrived), a tap sends the answer and the reply
 * serves the next question, shown once the verdict (right or wrong, the running score) has had its
 * second, lifelines change the question on screen, and when the clock runs out the question on
 * screen is answered with nothing so the server closes the attempt.
 */
export function useTournamentPlay(gameId: number) {
  const query = useAttempt(gameId);
  const submit = useSubmitTournamentAnswer(gameId);
  const lifelines = useLifelines(gameId);

  const snapshot = query.data;
  const game = snapshot?.game;
  const question = game?.question ?? null;
  const finished = game?.status === 'finished';
  const tap = useAnswerTap<TournamentAnswer, TournamentGame, Pick>(
    submit,
    question?.question_id ?? null,
    finished,
  );
  const { locked } = tap.screen;

  const deadline = snapshot ? snapshot.receivedAt + snapshot.game.remaining_time * 1000 : null;
  const secondsLeft = useCountdown(deadline, finished && snapshot ? snapshot.receivedAt : null);

  const choose = (answerId: number | null) => {
    if (locked || !question || !game) return;
    tap.tap({
      questionId: question.question_id,
      answerId,
      question,
      hiddenIds: game.hidden_option_ids,
    });
  };

  // The attempt's time is up: answer the question on screen with nothing; the server's clock
  // then closes the attempt and the reply carries the result.
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
    secondsLeft: finished ? null : secondsLeft,
    choose,
    lifelines,
  };
}

export type TournamentPlay = ReturnType<typeof useTournamentPlay>;
