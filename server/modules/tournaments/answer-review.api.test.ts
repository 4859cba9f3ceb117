import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TournamentGame } from '@contract/tournaments';

import { tournaments } from '../../tables';
import { games } from '../engine/tables';
import { type Player, subscribedPlayer } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { correctOptionOf, createPlayableTournament } from '../../../tests/helpers/factories';
import {
  startTournament,
  submitTournamentAnswer,
  tournamentGame,
  tournamentReview,
} from '@contract/routes/tournaments';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const start = async (p: Player, tournamentId: number) => {
  const res = await p.call(startTournament, {
    body: {
      tournament_id: tournamentId,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

const answer = async (p: Player, state: TournamentGame, right: boolean) => {
  const q = state.question!;
  const correct = await correctOptionOf(ctx, q.question_id);
  const res = await p.call(submitTournamentAnswer, {
    body: {
      game_id: state.game_id,
      question_id: q.question_id,
      answer_id: right ? correct : q.options.find((o) => o.id !== correct)!.id,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

const review = (p: Player, tournamentId: number | string) =>
  p.call(tournamentReview, { query: { tournament_id: tournamentId } });

const codeOf = (res: { body: { data: unknown } }) => refusalOf(res).code;

describe('feedback on a tournament answer', () => {
  it('says whether the pick was right and the running score, never which option was', async () => {
    const t = await createPlayableTournament(ctx, {}, 3);
    const p = await subscribedPlayer(app, config);
    const game = await start(p, t.id);
    expect(game.score).toBe(0);
    const first = await answer(p, game, true);
    expect(first).toMatchObject({ is_correct: true, total_correct: 1, score: 100 });
    const second = await answer(p, first, false);
    expect(second).toMatchObject({ is_correct: false, total_correct: 1, score: 100 });
    for (const reply of [first, second]) {
      expect(reply.revealed_answer_id).toBeNull();
      expect(JSON.stringify(reply)).not.toMatch(/correct_answer|correctId|isCorrect/i);
    }
    // The last answer's score adds the seconds left, as the result's.
    const last = await answer(p, second, true);
    expect(last.status).toBe('finished');
    expect(last.score).toBe(last.result!.score);
    expect(last.score).toBeGreaterThan(200);
  });
});

describe('the answer review', () => {
  it('is refused while the tournament runs, then shows the player’s own attempts with the right options', async () => {
    const t = await createPlayableTournament(ctx, {}, 3);
    const p = await subscribedPlayer(app, config);
    const other = await subscribedPlayer(app, config);
    let state = await start(p, t.id);
    const picked: number[] = [];
    for (const right of [true, false, true]) {
      const q = state.question!;
      const correct = await correctOptionOf(ctx, q.question_id);
      picked.push(right ? correct : q.options.find((o) => o.id !== correct)!.id);
      state = await answer(p, state, right);
    }
    expect(state.status).toBe('finished');

    const early = await review(p, t.id);
    expect(early.status).toBe(409);
    expect(codeOf(early)).toBe('review_not_open');
    expect(JSON.stringify(early.body)).not.toMatch(/correct_answer/);

    await ctx.db
      .update(tournaments)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, t.id));
    const res = await review(p, t.id);
    expect(res.status).toBe(200);
    const [attempt] = res.body.data.attempts;
    expect(res.body.data.attempts).toHaveLength(1);
    expect(attempt).toMatchObject({
      game_id: state.game_id,
      total_correct: 2,
      total_quiz: 3,
      timed_out: false,
      score: state.result!.score,
    });
    for (const [i, q] of attempt!.questions.entries()) {
      expect(q.question.question_no).toBe(i + 1);
      expect(q.correct_answer_id).toBe(await correctOptionOf(ctx, q.question.question_id));
      expect(q.answer_id).toBe(picked[i]);
      expect(q.is_correct).toBe(i !== 1);
    }
    // Only one's own attempts: a player who did not play gets none.
    expect((await review(other, t.id)).body.data.attempts).toEqual([]);
    expect((await review(p, 999_999)).status).toBe(404);
    expect((await review(p, 'x')).status).toBe(422);
  });
});

describe('a tournament result', () => {
  it('says when the attempt ended by time, and that the rank is the best attempt’s', async () => {
    const t = await createPlayableTournament(ctx, { duration: 60 }, 3);
    const p = await subscribedPlayer(app, config);
    let state = await start(p, t.id);
    while (state.status === 'playing') state = await answer(p, state, true);
    expect(state.result).toMatchObject({ timed_out: false, total_correct: 3, position: 1 });
    const best = state.result!.best_score;

    const second = await start(p, t.id);
    await ctx.db
      .update(games)
      .set({ startedAt: new Date(Date.now() - 70_000) })
      .where(eq(games.id, second.game_id));
    const read = await p.call(tournamentGame, { params: { game_id: second.game_id } });
    expect(read.body.data.status).toBe('finished');
    expect(read.body.data.result).toMatchObject({
      timed_out: true,
      total_correct: 0,
      score: 0,
      best_score: best,
      position: 1,
    });
  });
});
