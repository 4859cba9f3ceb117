import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TournamentGame } from '@contract/tournaments';
import {
  notifications,
  tournamentEntries,
  tournamentFlags,
  tournaments,
  users,
} from '../../tables';
import { ensureDevAdmin } from '../console';
import { endTournaments } from '../tournaments/end';
import { type Player, subscribedPlayer } from '../../../tests/helpers/client';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { correctOptionOf, createPlayableTournament } from '../../../tests/helpers/factories';
import { listAudit } from '@contract/routes/console';
import {
  dismissFlag,
  disqualifyAttempt,
  getFairPlayAttempt,
  listFairPlayFlags,
  listPlayerAttempts,
} from '@contract/routes/console-fairplay';
import {
  finishedTournaments,
  startTournament,
  submitTournamentAnswer,
  tournamentRanking,
} from '@contract/routes/tournaments';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);
afterEach(() => vi.useRealTimers());

const QUESTIONS = 5;
// Served → answered, ms, per question: a script, a person, and a script sleeping a fixed delay.
const BOT = [200, 200, 200, 200, 200];
const HUMAN = [3100, 5700, 2400, 8200, 4000];
const STEADY = [2500, 2510, 2495, 2505, 2500];

/**
 * Plays one attempt, every answer correct, each `delays[i]` ms after its question was served on
 * the server's clock (moved by the test clock): returns the attempt's game id.
 */
async function playTimed(p: Player, tournamentId: number, delays: number[]): Promise<number> {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    const started = await p.call(startTournament, {
      body: {
        tournament_id: tournamentId,
      },
    });
    expect(started.status).toBe(200);
    let state: TournamentGame = started.body.data;
    for (const delay of delays) {
      const q = state.question!;
      now += delay;
      vi.setSystemTime(now);
      const res = await p.call(submitTournamentAnswer, {
        body: {
          game_id: state.game_id,
          question_id: q.question_id,
          answer_id: await correctOptionOf(ctx, q.question_id),
        },
      });
      expect(res.status).toBe(200);
      state = res.body.data;
    }
    expect(state.status).toBe('finished');
    return state.game_id;
  } finally {
    vi.useRealTimers();
  }
}

const flagOf = async (gameId: number) =>
  (await ctx.db.select().from(tournamentFlags).where(eq(tournamentFlags.gameId, gameId)))[0];

async function rankingOf(p: Player, tournamentId: number) {
  const res = await p.call(tournamentRanking, {
    body: {
      tournament_id: tournamentId,
      per_page: 100,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.ranking.map((e) => ({ user_id: e.user_id, position: e.position }));
}

// Signed in once: the slow password hash makes each sign-in cost seconds on a busy machine.
const admin = await signInDevAdmin(app);
const invited = await inviteStaff(admin, 'editor');
const editor = await signInStaff(app, invited.email, invited.password);

const winsOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await ctx.db
        .select({ id: users.id, win: users.tournamentWin })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((u) => [u.id, u.win]),
  );

async function endNow(tournamentId: number) {
  await ctx.db
    .update(tournaments)
    .set({ endTime: new Date(Date.now() - 1000) })
    .where(eq(tournaments.id, tournamentId));
}

// Each test plays whole attempts over HTTP: minutes, not seconds, on a loaded 2-core machine.
const SLOW = { timeout: 180_000 };

describe('fair play: flagging', SLOW, () => {
  it('flags answers faster than reading and near-constant ones, not a person’s', async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const [bot, human, steady] = [
      await subscribedPlayer(app, config),
      await subscribedPlayer(app, config),
      await subscribedPlayer(app, config),
    ];
    const botGame = await playTimed(bot, t.id, BOT);
    const humanGame = await playTimed(human, t.id, HUMAN);
    const steadyGame = await playTimed(steady, t.id, STEADY);

    expect(await flagOf(botGame)).toMatchObject({
      status: 'open',
      fastAnswers: 5,
      correctAnswers: 5,
      suspicion: 100,
    });
    expect(await flagOf(humanGame)).toBeUndefined();
    const steadyFlag = await flagOf(steadyGame);
    expect(steadyFlag).toMatchObject({ status: 'open', fastAnswers: 0, correctAnswers: 5 });
    expect(steadyFlag!.spreadMs).toBeLessThan(config.rules.fairPlaySteadyMs);

    const queue = await editor.call(listFairPlayFlags, { query: { per_page: 100 } });
    expect(queue.status).toBe(200);
    const mine = queue.body.data.flags.filter((f) => f.tournament_id === t.id);
    expect(mine.map((f) => f.game_id)).toEqual([botGame, steadyGame]);
    expect(mine[0]).toMatchObject({ user_id: bot.userId, status: 'open', frozen: false });

    const detail = await editor.call(getFairPlayAttempt, { params: { id: botGame } });
    expect(detail.status).toBe(200);
    expect(detail.body.data.median_attempts).toBe(2);
    expect(detail.body.data.timings).toHaveLength(QUESTIONS);
    for (const [i, timing] of detail.body.data.timings.entries()) {
      expect(timing).toMatchObject({ position: i + 1, answer_ms: 200, correct: true, fast: true });
      // The median of the person's and the steady script's times on the same question.
      expect(Math.abs(timing.median_ms! - (HUMAN[i]! + STEADY[i]!) / 2)).toBeLessThanOrEqual(0.5);
    }
    expect(detail.body.data.flag?.fast_answers).toBe(5);
  });
});

describe('fair play: review', SLOW, () => {
  it('disqualifying before the freeze takes the attempt out of the ranking, with its audit row', async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const [bot, human] = [await subscribedPlayer(app, config), await subscribedPlayer(app, config)];
    const botGame = await playTimed(bot, t.id, BOT);
    await playTimed(human, t.id, HUMAN);
    expect((await rankingOf(human, t.id)).map((r) => r.user_id)).toEqual([
      bot.userId,
      human.userId,
    ]);

    // Bad input on purpose: an input the route's types refuse.
    const noReason = await editor.callRaw(disqualifyAttempt, { params: { id: botGame }, body: {} });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body.data)).toContain('reason');
    expect((await flagOf(botGame))!.status).toBe('open');

    const done = await editor.call(disqualifyAttempt, {
      params: { id: botGame },
      body: { reason: 'Five answers in 200 ms each' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      game_id: botGame,
      action: 'disqualify',
      status: 'disqualified',
      frozen: false,
      ranked: false,
      best_score: 0,
      winner_user_id: null,
    });
    expect(await rankingOf(human, t.id)).toEqual([{ user_id: human.userId, position: 1 }]);

    const again = await editor.call(disqualifyAttempt, {
      params: { id: botGame },
      body: { reason: 'Once more' },
    });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'review_conflict' });

    const audit = await admin.call(listAudit, { query: { target: `attempt:${botGame}` } });
    expect(audit.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'fairplay.disqualify',
        staff_email: invited.email,
        reason: 'Five answers in 200 ms each',
        before: expect.objectContaining({ status: 'open', ranked: true }),
        after: expect.objectContaining({ status: 'disqualified', ranked: false }),
      }),
    ]);
    const closed = await editor.call(listFairPlayFlags, {
      query: { status: 'closed', per_page: 100 },
    });
    expect(closed.body.data.flags.find((f) => f.game_id === botGame)).toMatchObject({
      status: 'disqualified',
      reviewed_by: invited.email,
      review_reason: 'Five answers in 200 ms each',
    });
  });

  it("a player's other attempts are listed; disqualifying one keeps their best clean attempt", async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const bot = await subscribedPlayer(app, config);
    const clean = await playTimed(bot, t.id, HUMAN);
    const cheat = await playTimed(bot, t.id, BOT);

    const listed = await editor.call(listPlayerAttempts, { params: { id: bot.userId } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.attempts.map((a) => [a.game_id, a.flag_status])).toEqual([
      [cheat, 'open'],
      [clean, null],
    ]);
    const cleanScore = listed.body.data.attempts[1]!.score;

    const done = await editor.call(disqualifyAttempt, {
      params: { id: cheat },
      body: { reason: 'Bot-like timings' },
    });
    expect(done.body.data).toMatchObject({ ranked: true, best_score: cleanScore });
    expect(await rankingOf(bot, t.id)).toEqual([{ user_id: bot.userId, position: 1 }]);

    const missing = await editor.call(listPlayerAttempts, { params: { id: 999999999 } });
    expect(missing.status).toBe(404);
  });

  it('dismissing keeps the attempt and its standing; a dismissed flag cannot be dismissed twice', async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const bot = await subscribedPlayer(app, config);
    const game = await playTimed(bot, t.id, BOT);
    const before = await rankingOf(bot, t.id);

    const done = await editor.call(dismissFlag, {
      params: { id: game },
      body: { reason: 'Known fast reader, checked' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'dismissed', ranked: true });
    expect(await rankingOf(bot, t.id)).toEqual(before);
    const twice = await editor.call(dismissFlag, {
      params: { id: game },
      body: {
        reason: 'Again',
      },
    });
    expect(twice.status).toBe(409);
  });

  it('disqualifying after the freeze hands the win and the result notice to the next player', async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const [bot, human] = [await subscribedPlayer(app, config), await subscribedPlayer(app, config)];
    const botGame = await playTimed(bot, t.id, BOT);
    await playTimed(human, t.id, HUMAN);
    await endNow(t.id);
    await endTournaments(ctx);
    expect(await winsOf([bot.userId, human.userId])).toEqual({
      [bot.userId]: 1,
      [human.userId]: 0,
    });

    const done = await editor.call(disqualifyAttempt, {
      params: { id: botGame },
      body: { reason: 'Bot-like timings, found after the end' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      frozen: true,
      ranked: false,
      winner_user_id: human.userId,
    });
    expect(await winsOf([bot.userId, human.userId])).toEqual({
      [bot.userId]: 0,
      [human.userId]: 1,
    });
    const finished = await human.call(finishedTournaments, { query: { type: 'DAILY' } });
    const card = finished.body.data.tournaments.find((x) => x.id === t.id)!;
    expect(card.winners.map((w) => [w.user_id, w.position])).toEqual([[human.userId, 1]]);
    const notes = await ctx.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.broadcastKey, `tournament-result:${t.id}`));
    expect(notes).toEqual([{ userId: human.userId, data: expect.objectContaining({ rank: 1 }) }]);
  });

  it('refuses support, lets analysts read only, and refuses an attempt still being played', async () => {
    const t = await createPlayableTournament(ctx, {}, QUESTIONS);
    const bot = await subscribedPlayer(app, config);
    const game = await playTimed(bot, t.id, BOT);
    const [support, analyst] = await Promise.all(
      (['support', 'analyst'] as const).map(async (role) => {
        const m = await inviteStaff(admin, role);
        return signInStaff(app, m.email, m.password);
      }),
    );
    expect((await support!.call(listFairPlayFlags)).status).toBe(403);
    expect((await analyst!.call(getFairPlayAttempt, { params: { id: game } })).status).toBe(200);
    const refused = await analyst!.call(dismissFlag, {
      params: { id: game },
      body: {
        reason: 'Not mine to decide',
      },
    });
    expect(refused.status).toBe(403);
    expect((await flagOf(game))!.status).toBe('open');

    const other = await subscribedPlayer(app, config);
    const started = await other.call(startTournament, {
      body: {
        tournament_id: t.id,
      },
    });
    const playing = await admin.call(disqualifyAttempt, {
      params: { id: started.body.data.game_id },
      body: { reason: 'Too early' },
    });
    expect(playing.status).toBe(409);
    expect((await admin.call(getFairPlayAttempt, { params: { id: 999999999 } })).status).toBe(404);
    // Bad input on purpose: an input the route's types refuse.
    expect((await admin.callRaw(listFairPlayFlags, { query: { status: 'maybe' } })).status).toBe(
      422,
    );
  });
});

describe('fair play: disqualifying while the end job freezes the tournament', SLOW, () => {
  it('ends in one consistent outcome: the prize is counted exactly once, for the next player', async () => {
    for (let round = 0; round < 3; round++) {
      const t = await createPlayableTournament(ctx, {}, QUESTIONS);
      const [bot, human] = [
        await subscribedPlayer(app, config),
        await subscribedPlayer(app, config),
      ];
      const botGame = await playTimed(bot, t.id, BOT);
      await playTimed(human, t.id, HUMAN);
      await endNow(t.id);

      const [review] = await Promise.all([
        editor.call(disqualifyAttempt, {
          params: { id: botGame },
          body: { reason: `Race ${round}` },
        }),
        endTournaments(ctx),
      ]);
      expect(review.status).toBe(200);
      // A run that found the tournament locked by the review skipped it: the next one ends it.
      await endTournaments(ctx);

      const [frozen] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id));
      expect(frozen!.frozenAt).not.toBeNull();
      const entries = await ctx.db
        .select({ userId: tournamentEntries.userId, rank: tournamentEntries.finalRank })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, t.id));
      expect(entries.sort((a, b) => a.userId - b.userId)).toEqual(
        [
          { userId: bot.userId, rank: null },
          { userId: human.userId, rank: 1 },
        ].sort((a, b) => a.userId - b.userId),
      );
      expect(await winsOf([bot.userId, human.userId])).toEqual({
        [bot.userId]: 0,
        [human.userId]: 1,
      });
      const notes = await ctx.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.broadcastKey, `tournament-result:${t.id}`));
      expect(notes).toEqual([{ userId: human.userId }]);
    }
  });
});
