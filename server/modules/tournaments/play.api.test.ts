import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { TournamentGame, TournamentSubmitReply } from '@contract/tournaments';
import type { Route } from '@contract/endpoint';

import {
  questionOptions,
  tournamentEntries,
  tournamentQuestions,
  tournaments,
  wallets,
} from '../../tables';
import { games } from '../engine/tables';
import {
  type Player,
  request,
  signIn,
  subscribedPlayer,
  uniqueMsisdn,
} from '../../../tests/helpers/client';
import type { RawInput } from '../../../tests/helpers/call';
import { useTestApp } from '../../../tests/helpers/context';
import { correctOptionOf, createPlayableTournament } from '../../../tests/helpers/factories';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { questionCacheOf } from '../topics/question-cache';
import { knownGamesOf } from '../engine/known-games';
import {
  runningTournaments,
  startTournament,
  submitTournamentAnswer,
  tournamentDetails,
  tournamentFiftyFifty,
  tournamentGame,
  tournamentGetAnswer,
  tournamentRanking,
} from '@contract/routes/tournaments';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

/** The ids of a question's options in the order they are stored. */
async function storedOrder(questionId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(questionOptions.position);
  return rows.map((r) => r.id);
}

const start = (p: Player, tournamentId: number) =>
  p.call(startTournament, { body: { tournament_id: tournamentId } });

/** Answers every question (correctly when `right`), returning the last reply. */
async function playThrough(p: Player, game: TournamentGame, right = true) {
  let state: TournamentGame = game;
  let reply: TournamentSubmitReply | null = null;
  while (state.status === 'playing' && state.question) {
    const q = state.question;
    const correct = await correctOptionOf(ctx, q.question_id);
    const answer = right ? correct : q.options.find((o) => o.id !== correct)!.id;
    const res = await p.call(submitTournamentAnswer, {
      body: {
        game_id: state.game_id,
        question_id: q.question_id,
        answer_id: answer,
        remaining_time: 999,
      },
    });
    expect(res.status).toBe(200);
    reply = res.body.data;
    state = reply;
  }
  return reply!;
}

/** Moves an attempt's start `ms` into the past, as if it had been played that long. */
const startedAgo = (gameId: number, ms: number) =>
  ctx.db
    .update(games)
    .set({ startedAt: new Date(Date.now() - ms) })
    .where(eq(games.id, gameId));

/** Answers the question on screen with its first option. */
const answerOnScreen = (p: Player, state: TournamentGame) =>
  p.call(submitTournamentAnswer, {
    body: {
      game_id: state.game_id,
      question_id: state.question!.question_id,
      answer_id: state.question!.options[0]!.id,
    },
  });

const codeOf = (res: { body: { data: unknown } }) => refusalOf(res).code;

describe('tournament start', () => {
  it('is refused before the start and after the end', async () => {
    const p = await subscribedPlayer(app, config);
    const early = await createPlayableTournament(ctx, {
      startTime: new Date(Date.now() + 60_000),
      endTime: new Date(Date.now() + 3_600_000),
    });
    const late = await createPlayableTournament(ctx, {
      startTime: new Date(Date.now() - 7_200_000),
      endTime: new Date(Date.now() - 60_000),
    });
    for (const t of [early, late]) {
      const res = await start(p, t.id);
      expect(res.status).toBe(409);
      expect(codeOf(res)).toBe('tournament_not_open');
    }
    const [entry] = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.userId, p.userId));
    expect(entry).toBeUndefined();
  });

  it('needs a subscription covering the type, which the details follow', async () => {
    const t = await createPlayableTournament(ctx);
    const p = await signIn(app, config);
    const before = await p.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(before.body.data.tournament).toMatchObject({
      subscribed: false,
      has_quota: true,
      played: 0,
    });
    expect(before.body.data.tournament.message).toBe('Subscribe to a pack to play this tournament');
    const inMyanmar = await p.call(tournamentDetails, {
      body: { tournament_id: t.id },
      headers: { 'accept-language': 'my' },
    });
    expect(inMyanmar.body.data.tournament.message).toBe('ဤပြိုင်ပွဲကို ကစားရန် ပက်ကေ့ချ် စာရင်းသွင်းပါ။');
    const refused = await start(p, t.id);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('not_subscribed');

    const sub = await request(app, 'POST', '/dev/subscribe', {
      body: { msisdn: p.msisdn, types: ['MEGA'] },
    });
    expect(sub.status).toBe(200);
    expect((await start(p, t.id)).status).toBe(403); // a MEGA pack does not cover DAILY
    await request(app, 'POST', '/dev/subscribe', { body: { msisdn: p.msisdn } });
    const after = await p.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(after.body.data.tournament).toMatchObject({ subscribed: true, message: '' });
    expect(after.body.data.tournament.subscriber_count).toBeGreaterThanOrEqual(1);
    expect((await start(p, t.id)).status).toBe(200);
  });

  it('lets the development microsite subscribe a new number as it signs in', async () => {
    const msisdn = uniqueMsisdn();
    const res = await app.inject({
      method: 'GET',
      url: `/dev/microsite/login?msisdn=${msisdn}&subscribe=1`,
    });
    expect(res.statusCode).toBe(302);
    const p = await signIn(app, config, { msisdn });
    const t = await createPlayableTournament(ctx, { type: 'MEGA' });
    expect((await start(p, t.id)).status).toBe(200);
    const noBody = await request(app, 'POST', '/dev/subscribe', { body: {} });
    expect(noBody.status).toBe(422);
  });

  it('resumes the attempt in progress instead of burning a chance, and stops at the chances', async () => {
    const t = await createPlayableTournament(ctx, { chances: 1 });
    const p = await subscribedPlayer(app, config);
    const first = await start(p, t.id);
    expect(first.status).toBe(200);
    const again = await start(p, t.id);
    expect(again.body.data.game_id).toBe(first.body.data.game_id);
    expect(again.body.data.played).toBe(1);
    const reload = await p.call(tournamentGame, { params: { game_id: first.body.data.game_id } });
    expect(reload.status).toBe(200);
    expect(reload.body.data.question?.question_id).toBe(first.body.data.question?.question_id);
    expect(reload.body.data.remaining_time).toBeLessThanOrEqual(t.duration);

    const done = await playThrough(p, first.body.data);
    expect(done.question_finished).toBe(true);
    const refused = await start(p, t.id);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('no_quota');
    expect(refused.body.message).toBe("You can't play more");
    const details = await p.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(details.body.data.tournament).toMatchObject({
      has_quota: false,
      played: 1,
      chances: 1,
      message: "You can't play more",
    });
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'concurrent starts cannot exceed the chances (PGlite runs one transaction at a time)',
    async () => {
      const t = await createPlayableTournament(ctx, { chances: 2 });
      const p = await subscribedPlayer(app, config);
      const replies = await Promise.all(Array.from({ length: 8 }, () => start(p, t.id)));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(new Set(replies.map((r) => r.body.data.game_id)).size).toBe(1);
      const [entry] = await ctx.db
        .select()
        .from(tournamentEntries)
        .where(
          and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, p.userId)),
        );
      expect(entry!.attempts).toBe(1);
    },
  );
});

describe('tournament play', () => {
  it('gives every player the same questions, options shuffled per attempt', async () => {
    const t = await createPlayableTournament(ctx, {}, 6);
    const a = await subscribedPlayer(app, config);
    const b = await subscribedPlayer(app, config);
    const seen = async (p: Player) => {
      const ids: number[] = [];
      const options: number[][] = [];
      let state = (await start(p, t.id)).body.data;
      while (state.question) {
        ids.push(state.question.question_id);
        options.push(state.question.options.map((o) => o.id));
        state = (
          await p.call(submitTournamentAnswer, {
            body: {
              game_id: state.game_id,
              question_id: state.question.question_id,
              answer_id: null,
            },
          })
        ).body.data;
      }
      return { ids, options };
    };
    const sa = await seen(a);
    const sb = await seen(b);
    expect(sa.ids).toHaveLength(6);
    expect(sb.ids).toEqual(sa.ids);
    sa.options.forEach((o, i) => expect([...o].sort()).toEqual([...sb.options[i]!].sort()));

    // Shuffled, not served as stored: each of the 12 questions served has 4 options, so with a
    // uniform shuffle all 12 come in the stored order with probability (1/24)^12 ≈ 3e-17, and
    // both players get the same order on all 6 with probability (1/24)^6 ≈ 5e-9.
    const stored = await Promise.all(sa.ids.map(storedOrder));
    const served = [...sa.options, ...sb.options];
    served.forEach((o, i) => expect([...o].sort()).toEqual([...stored[i % 6]!].sort()));
    expect(served.some((o, i) => o.join() !== stored[i % 6]!.join())).toBe(true);
    expect(sa.options.some((o, i) => o.join() !== sb.options[i]!.join())).toBe(true);
  });

  it('scores 100 per correct answer plus the seconds left by the server clock', async () => {
    const t = await createPlayableTournament(ctx, { duration: 300 });
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const done = await playThrough(p, game);
    expect(done.result!.total_correct).toBe(3);
    expect(done.result!.score).toBeGreaterThan(300 + 290);
    expect(done.result!.score).toBeLessThanOrEqual(300 + 300);
    expect(done.result!.position).toBe(1);
  });

  it('counts an answer after the attempt time as a timeout and finishes the attempt', async () => {
    const t = await createPlayableTournament(ctx, { duration: 60 });
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    await startedAgo(game.game_id, 70_000);
    const q = game.question!;
    const late = await p.call(submitTournamentAnswer, {
      body: {
        game_id: game.game_id,
        question_id: q.question_id,
        answer_id: await correctOptionOf(ctx, q.question_id),
        remaining_time: 60,
      },
    });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({
      timed_out: true,
      is_correct: false,
      status: 'finished',
    });
    expect(late.body.data.result!.score).toBe(0);
    const again = await p.call(submitTournamentAnswer, {
      body: {
        game_id: game.game_id,
        question_id: q.question_id,
        answer_id: null,
      },
    });
    expect(codeOf(again)).toBe('game_finished');
  });

  // The server's clock is frozen while the answer is decided, so the attempt is exactly as old
  // as stated however slow the request: just inside the 2-second grace counts, just past it not.
  it.each([
    { over: 1.9, late: false, count: 3, path: 'a question before the last' },
    { over: 1.9, late: false, count: 1, path: 'the last question' },
    { over: 2.1, late: true, count: 3, path: 'a question before the last' },
    { over: 2.1, late: true, count: 1, path: 'the last question' },
  ])(
    'at the attempt time + $over s, decides $path by the 2-second grace',
    async ({ over, late, count }) => {
      const t = await createPlayableTournament(ctx, { duration: 60 }, count);
      const p = await subscribedPlayer(app, config);
      const game = (await start(p, t.id)).body.data;
      const q = game.question!;
      const answerId = await correctOptionOf(ctx, q.question_id);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        await startedAgo(game.game_id, (60 + over) * 1000);
        const res = await p.call(submitTournamentAnswer, {
          body: {
            game_id: game.game_id,
            question_id: q.question_id,
            answer_id: answerId,
            remaining_time: 60,
          },
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          timed_out: late,
          is_correct: !late,
          total_correct: late ? 0 : 1,
          status: late || count === 1 ? 'finished' : 'playing',
        });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('never sends the correct option of a question not yet answered, until get-answer', async () => {
    const t = await createPlayableTournament(ctx);
    const p = await subscribedPlayer(app, config);
    /** The question on screen: options as the contract names them, nothing marking the right one. */
    const hidesAnswer = (state: TournamentGame) => {
      for (const o of state.question!.options)
        expect(Object.keys(o).sort()).toEqual(['id', 'value']);
      expect(state.revealed_answer_id).toBeNull();
      expect(JSON.stringify(state)).not.toMatch(/correct_answer|correctId|isCorrect/i);
    };
    const game = (await start(p, t.id)).body.data;
    hidesAnswer(game);
    expect(JSON.stringify(game)).not.toContain('is_correct');
    const reload = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    hidesAnswer(reload.body.data);
    expect(JSON.stringify(reload.body.data)).not.toContain('is_correct');
    // Fifty-fifty hides two wrong options; it does not point at the right one.
    const body = { game_id: game.game_id, question_id: game.question!.question_id };
    const ff = await p.call(tournamentFiftyFifty, { body });
    expect(ff.status).toBe(200);
    expect(JSON.stringify(ff.body)).not.toMatch(/correct/i);
    hidesAnswer((await p.call(tournamentGame, { params: { game_id: game.game_id } })).body.data);

    // The reply to an answer carries the next question: its is_correct is the answer's, not an option's.
    const next = await p.call(submitTournamentAnswer, {
      body: {
        ...body,
        answer_id: null,
      },
    });
    expect(next.body.data.question!.question_id).not.toBe(game.question!.question_id);
    hidesAnswer(next.body.data);

    // Bought, it is shown.
    const q = next.body.data.question!;
    const bought = await p.call(tournamentGetAnswer, {
      body: {
        game_id: game.game_id,
        question_id: q.question_id,
      },
    });
    expect(bought.status).toBe(200);
    const after = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    expect(after.body.data.revealed_answer_id).toBe(await correctOptionOf(ctx, q.question_id));
  });

  it('refuses a second answer to the same question and an option of another question', async () => {
    const t = await createPlayableTournament(ctx);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const q = game.question!;
    const foreign = await p.call(submitTournamentAnswer, {
      body: {
        game_id: game.game_id,
        question_id: q.question_id,
        answer_id: 2_000_000_000,
      },
    });
    expect(foreign.status).toBe(422);
    const body = { game_id: game.game_id, question_id: q.question_id, answer_id: null };
    expect((await p.call(submitTournamentAnswer, { body })).status).toBe(200);
    const twice = await p.call(submitTournamentAnswer, { body });
    expect(twice.status).toBe(409);
    expect(codeOf(twice)).toBe('already_answered');
  });

  it('refuses a question outside the attempt as bad input, and a later one of the set as not on screen', async () => {
    const t = await createPlayableTournament(ctx);
    const other = await createPlayableTournament(ctx);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const [foreign] = await ctx.db
      .select({ questionId: tournamentQuestions.questionId })
      .from(tournamentQuestions)
      .where(eq(tournamentQuestions.tournamentId, other.id));
    const [later] = await ctx.db
      .select({ questionId: tournamentQuestions.questionId })
      .from(tournamentQuestions)
      .where(and(eq(tournamentQuestions.tournamentId, t.id), eq(tournamentQuestions.position, 2)));
    const submit = (questionId: number) =>
      p.call(submitTournamentAnswer, {
        body: {
          game_id: game.game_id,
          question_id: questionId,
          answer_id: null,
        },
      });
    for (const outside of [foreign!.questionId, 2_000_000_000]) {
      const refused = await submit(outside);
      expect(refused.status, `question ${outside}`).toBe(422);
      expect(refused.body.data).toEqual({
        code: 'validation_failed',
        errors: { question_id: ['is not a question of this game'] },
      });
    }
    const early = await submit(later!.questionId);
    expect(early.status).toBe(409);
    expect(codeOf(early)).toBe('not_current_question');
    const reload = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    expect(reload.body.data).toMatchObject({
      status: 'playing',
      total_correct: 0,
      question: { question_id: game.question!.question_id },
    });
  });

  it('refuses an option of another question on the last question too', async () => {
    const t = await createPlayableTournament(ctx, {}, 1);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const refused = await p.call(submitTournamentAnswer, {
      body: {
        game_id: game.game_id,
        question_id: game.question!.question_id,
        answer_id: 2_000_000_000,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      code: 'validation_failed',
      errors: { answer_id: ['is not an option of this question'] },
    });
    const reload = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    expect(reload.body.data.status).toBe('playing');
  });

  it('finishes the last answer with a cold question cache (as after a restart mid-attempt)', async () => {
    const t = await createPlayableTournament(ctx, {}, 2);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const first = game.question!;
    const second = (
      await p.call(submitTournamentAnswer, {
        body: {
          game_id: game.game_id,
          question_id: first.question_id,
          answer_id: null,
        },
      })
    ).body.data.question!;
    questionCacheOf(ctx).clear();
    const last = await p.call(submitTournamentAnswer, {
      body: {
        game_id: game.game_id,
        question_id: second.question_id,
        answer_id: await correctOptionOf(ctx, second.question_id),
      },
    });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ status: 'finished', is_correct: true });
  });

  it('a burst of the same answer counts once, on every question and the last', async () => {
    const t = await createPlayableTournament(ctx, {}, 3);
    const p = await subscribedPlayer(app, config);
    let state: TournamentGame = (await start(p, t.id)).body.data;
    for (let n = 0; n < 3; n++) {
      const q = state.question!;
      const body = {
        game_id: state.game_id,
        question_id: q.question_id,
        answer_id: await correctOptionOf(ctx, q.question_id),
      };
      const replies = await Promise.all(
        Array.from({ length: 8 }, () => p.call(submitTournamentAnswer, { body })),
      );
      const ok = replies.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      // After the last answer the attempt is over: the others find it finished.
      const refusal = n < 2 ? 'already_answered' : 'game_finished';
      expect(replies.filter((r) => r.status !== 200).map(codeOf)).toEqual(Array(7).fill(refusal));
      state = ok[0]!.body.data;
      expect(state.total_correct).toBe(n + 1);
    }
    expect(state.status).toBe('finished');
    const [g] = await ctx.db.select().from(games).where(eq(games.id, state.game_id));
    expect(g).toMatchObject({ totalCorrect: 3, currentPosition: 2, status: 'finished' });
    const [entry] = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, p.userId)));
    expect(entry!.bestScore).toBe(g!.points);
  });

  // After its first answer this process answers an attempt in one statement, from what it knows of
  // it (knownGamesOf); these are the ways that knowledge goes out of date.
  it('heeds an end moved by the operator after the attempt was answered in this process', async () => {
    const t = await createPlayableTournament(ctx, {}, 4);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const submit = (q: { question_id: number }) =>
      correctOptionOf(ctx, q.question_id).then((answerId) =>
        p.call(submitTournamentAnswer, {
          body: {
            game_id: game.game_id,
            question_id: q.question_id,
            answer_id: answerId,
          },
        }),
      );
    const first = await submit(game.question!);
    expect(first.body.data).toMatchObject({ is_correct: true, total_correct: 1 });
    expect(knownGamesOf(ctx).has(game.game_id)).toBe(true);
    // Ended a minute ago, well past the grace: the next answer must not count.
    await ctx.db
      .update(tournaments)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.id, t.id));
    const late = await submit(first.body.data.question!);
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ timed_out: true, total_correct: 1, status: 'finished' });
  });

  it('answers through an attempt another process moved, counting each answer once', async () => {
    const t = await createPlayableTournament(ctx, {}, 5);
    const p = await subscribedPlayer(app, config);
    let state: TournamentGame = (await start(p, t.id)).body.data;
    const answer = async (q: { question_id: number }) =>
      p.call(submitTournamentAnswer, {
        body: {
          game_id: state.game_id,
          question_id: q.question_id,
          answer_id: await correctOptionOf(ctx, q.question_id),
        },
      });
    const q1 = state.question!;
    state = (await answer(q1)).body.data;
    // What this process knows after question 1; then question 2 is answered "elsewhere".
    const behind = structuredClone(knownGamesOf(ctx).get(state.game_id)!);
    const q2 = state.question!;
    state = (await answer(q2)).body.data;
    expect(state.total_correct).toBe(2);

    // Question 2 again, as the out-of-date process sees it on screen: refused, not counted.
    knownGamesOf(ctx).set(state.game_id, behind);
    const again = await answer(q2);
    expect([again.status, codeOf(again)]).toEqual([409, 'already_answered']);
    // Question 3, which the out-of-date process does not expect: counted once.
    knownGamesOf(ctx).set(state.game_id, behind);
    const q3 = state.question!;
    const third = await answer(q3);
    expect(third.status).toBe(200);
    expect(third.body.data).toMatchObject({ is_correct: true, total_correct: 3 });
    const [g] = await ctx.db.select().from(games).where(eq(games.id, state.game_id));
    expect(g).toMatchObject({ totalCorrect: 3, currentPosition: 3, status: 'playing' });
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'an answer sent ahead, racing the answer before it, is counted or refused, never a 500',
    async () => {
      const t = await createPlayableTournament(ctx, {}, 4);
      const set = await ctx.db
        .select({ questionId: tournamentQuestions.questionId })
        .from(tournamentQuestions)
        .where(eq(tournamentQuestions.tournamentId, t.id))
        .orderBy(tournamentQuestions.position);
      const [first, second] = [set[0]!.questionId, set[1]!.questionId];
      const answer = (p: Player, gameId: number, questionId: number, answerId: number) =>
        p.call(submitTournamentAnswer, {
          body: {
            game_id: gameId,
            question_id: questionId,
            answer_id: answerId,
          },
        });
      const [right1, right2] = [
        await correctOptionOf(ctx, first),
        await correctOptionOf(ctx, second),
      ];
      const players = await Promise.all(
        Array.from({ length: 12 }, () => subscribedPlayer(app, config)),
      );
      await Promise.all(
        players.map(async (p) => {
          const game = (await start(p, t.id)).body.data;
          expect(game.question!.question_id).toBe(first);
          const [a, b] = await Promise.all([
            answer(p, game.game_id, first, right1),
            answer(p, game.game_id, second, right2),
          ]);
          expect(a.status).toBe(200);
          // Ahead of the move it is not on screen yet; after it, it counts like any answer.
          if (b.status !== 200)
            expect([b.status, codeOf(b)]).toEqual([409, 'not_current_question']);
          const [g] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
          const counted = b.status === 200 ? 2 : 1;
          expect(g).toMatchObject({ totalCorrect: counted, currentPosition: counted });
        }),
      );
    },
  );
});

describe('lifelines', () => {
  it('fifty-fifty hides two wrong options for coins, get-answer shows the right one for gems, once each', async () => {
    const t = await createPlayableTournament(ctx);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const q = game.question!;
    const correct = await correctOptionOf(ctx, q.question_id);
    const body = { game_id: game.game_id, question_id: q.question_id };

    const ff = await p.call(tournamentFiftyFifty, { body });
    expect(ff.status).toBe(200);
    expect(ff.body.data.hidden_option_ids).toHaveLength(2);
    expect(ff.body.data.hidden_option_ids).not.toContain(correct);
    expect(ff.body.data.wallet.coins).toBe(game.wallet.coins - config.rules.fiftyFiftyCoins);
    const ffAgain = await p.call(tournamentFiftyFifty, { body });
    expect(ffAgain.status).toBe(409);
    expect(codeOf(ffAgain)).toBe('lifeline_used');

    const ga = await p.call(tournamentGetAnswer, { body });
    expect(ga.status).toBe(200);
    expect(ga.body.data.correct_answer_id).toBe(correct);
    expect(ga.body.data.wallet.gems).toBe(game.wallet.gems - config.rules.getAnswerGems);
    expect((await p.call(tournamentGetAnswer, { body })).status).toBe(409);

    const reload = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    expect(reload.body.data).toMatchObject({
      hidden_option_ids: ff.body.data.hidden_option_ids,
      revealed_answer_id: correct,
      fifty_fifty_used: true,
      get_answer_used: true,
    });
    expect(reload.body.data.wallet).toEqual(await ledgerTotals(ctx.db, p.userId));
  });

  it('shows the wallet a lifeline left in the reply of the next answer', async () => {
    const t = await createPlayableTournament(ctx, {}, 4);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const submit = (state: TournamentGame) => answerOnScreen(p, state);
    // The first answer leaves this process knowing the attempt, wallet included (knownGamesOf).
    const first = await submit(game);
    expect(first.status).toBe(200);
    const ff = await p.call(tournamentFiftyFifty, {
      body: {
        game_id: game.game_id,
        question_id: first.body.data.question!.question_id,
      },
    });
    expect(ff.status).toBe(200);
    const second = await submit(first.body.data);
    expect(second.status).toBe(200);
    expect(second.body.data.wallet.coins).toBe(game.wallet.coins - config.rules.fiftyFiftyCoins);
    expect(second.body.data.wallet).toEqual(await ledgerTotals(ctx.db, p.userId));
  });

  it('refuses with Out of Coin / Out of Gem and charges nothing when the wallet is short', async () => {
    const t = await createPlayableTournament(ctx);
    const p = await subscribedPlayer(app, config);
    const game = (await start(p, t.id)).body.data;
    const body = { game_id: game.game_id, question_id: game.question!.question_id };
    await ctx.db.update(wallets).set({ coins: 10, gems: 0 }).where(eq(wallets.userId, p.userId));

    const ff = await p.call(tournamentFiftyFifty, { body });
    expect(ff.status).toBe(402);
    expect(codeOf(ff)).toBe('out_of_coin');
    expect(ff.body.message).toBe('Out of Coin');
    const ga = await p.call(tournamentGetAnswer, { body });
    expect(ga.status).toBe(402);
    expect(codeOf(ga)).toBe('out_of_gem');
    expect(ga.body.message).toBe('Out of Gem');

    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.userId, p.userId));
    expect(w).toMatchObject({ coins: 10, gems: 0 });
    const reload = await p.call(tournamentGame, { params: { game_id: game.game_id } });
    expect(reload.body.data).toMatchObject({ fifty_fifty_used: false, get_answer_used: false });
  });
});

describe('ranking', () => {
  it('orders by best score, ties to the earlier finish, pages without gaps', async () => {
    const t = await createPlayableTournament(ctx);
    const viewer = await signIn(app, config);
    const players = await Promise.all(Array.from({ length: 5 }, () => signIn(app, config)));
    const base = Date.now() - 600_000;
    const scores = [400, 500, 500, 300, 500];
    await ctx.db.insert(tournamentEntries).values(
      players.map((p, i) => ({
        tournamentId: t.id,
        userId: p.userId,
        attempts: 1,
        bestScore: scores[i]!,
        bestFinishedAt: new Date(base + (i === 4 ? 1000 : 10_000 * (5 - i))),
      })),
    );
    const page1 = await viewer.call(tournamentRanking, {
      body: {
        tournament_id: t.id,
        page: 1,
        per_page: 2,
      },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.data.page_count).toBe(3);
    const all: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await viewer.call(tournamentRanking, {
        body: {
          tournament_id: t.id,
          page,
          per_page: 2,
        },
      });
      all.push(...res.body.data.ranking.map((e) => e.user_id));
      res.body.data.ranking.forEach((e) => expect(e.friendship_status).toBe('none'));
    }
    // Scores 500 at +1s (player 4), +30s (player 2), +40s (player 1); then 400, 300.
    const expected = [4, 2, 1, 0, 3].map((i) => players[i]!.userId);
    expect(all).toEqual(expected);
    const mine = await players[1]!.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(mine.body.data.my_position).toBe(3);
    expect(mine.body.data.ranking.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('best attempt', () => {
  it('a worse second attempt leaves the score, the position and the finish time of the best', async () => {
    const t = await createPlayableTournament(ctx, { chances: 2, duration: 300 });
    const a = await subscribedPlayer(app, config);
    const b = await subscribedPlayer(app, config);
    const first = (await start(a, t.id)).body.data;
    const best = (await playThrough(a, first)).result!;
    expect(best).toMatchObject({ total_correct: 3, position: 1 });
    expect(best.score).toBeGreaterThan(300 + 290);
    expect(best.best_score).toBe(best.score);

    // b: all right but 200 s spent, about 400: below a's first attempt, above a's second.
    const theirs = (await start(b, t.id)).body.data;
    await startedAgo(theirs.game_id, 200_000);
    const middle = (await playThrough(b, theirs)).result!;
    expect(middle.score).toBeGreaterThan(300 + 90);
    expect(middle.score).toBeLessThanOrEqual(300 + 100);
    expect(middle.position).toBe(2);

    const second = (await start(a, t.id)).body.data;
    expect(second.game_id).not.toBe(first.game_id);
    const worse = (await playThrough(a, second, false)).result!;
    expect(worse.total_correct).toBe(0);
    expect(worse.score).toBeLessThanOrEqual(300);
    expect(worse).toMatchObject({ best_score: best.score, position: 1 });

    const details = await a.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(details.body.data).toMatchObject({ my_position: 1, my_points: best.score });
    expect(details.body.data.ranking.map((e) => [e.user_id, e.points])).toEqual([
      [a.userId, best.score],
      [b.userId, middle.score],
    ]);
    const [firstGame] = await ctx.db.select().from(games).where(eq(games.id, first.game_id));
    const [entry] = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, a.userId)));
    expect(entry).toMatchObject({ attempts: 2, bestScore: best.score });
    expect(entry!.bestFinishedAt).toEqual(firstGame!.finishedAt);
  });

  it('an equal second attempt keeps the first one as the best (the earlier on a tie)', async () => {
    const t = await createPlayableTournament(ctx, { chances: 2, duration: 60 });
    const p = await subscribedPlayer(app, config);
    // Each attempt answers once after its time: a timeout that finishes it with 0 points.
    const finishLate = async () => {
      const game = (await start(p, t.id)).body.data;
      await startedAgo(game.game_id, 70_000);
      const late = await answerOnScreen(p, game);
      expect(late.body.data).toMatchObject({ status: 'finished', timed_out: true });
      const [finished] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
      return finished!;
    };
    const first = await finishLate();
    const second = await finishLate();
    expect(second.id).not.toBe(first.id);
    expect(second.points).toBe(first.points);
    expect(second.finishedAt!.getTime()).toBeGreaterThan(first.finishedAt!.getTime());
    const [entry] = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, p.userId)));
    expect(entry).toMatchObject({ attempts: 2, bestScore: first.points });
    expect(entry!.bestFinishedAt).toEqual(first.finishedAt);
  });
});

describe('bad input', () => {
  it('answers 422 or 404, never 500', async () => {
    const p = await subscribedPlayer(app, config);
    const cases: Array<[Route, RawInput, number]> = [
      [tournamentDetails, { body: { tournament_id: 'abc' } }, 422],
      [tournamentDetails, { body: { tournament_id: 2_000_000_000 } }, 404],
      [startTournament, { body: { tournament_id: 2_000_000_000 } }, 404],
      [tournamentRanking, { body: { tournament_id: 1, page: 0 } }, 422],
      [tournamentRanking, { body: { tournament_id: 2_000_000_000 } }, 404],
      [runningTournaments, { query: { type: 'WEEKLY' } }, 422],
      [tournamentGame, { params: { game_id: 'abc' } }, 422],
      [tournamentGame, { params: { game_id: 2000000000 } }, 404],
      [
        submitTournamentAnswer,
        { body: { game_id: 2_000_000_000, question_id: 1, answer_id: 1 } },
        404,
      ],
      [tournamentFiftyFifty, { body: { game_id: 2_000_000_000, question_id: 1 } }, 404],
      [tournamentGetAnswer, { body: { game_id: 'x' } }, 422],
    ];
    for (const [route, input, status] of cases) {
      const res = await p.callRaw(route, input);
      expect(res.status, `${route} ${JSON.stringify(input)}`).toBe(status);
    }
    const running = await p.call(runningTournaments, { query: { type: 'MEGA' } });
    expect(running.status).toBe(200);
  });
});
