import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { WalletAdjustmentReply } from '@contract/console-care';
import type { TournamentGame } from '@contract/tournaments';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import {
  questionOptions,
  questions,
  tournamentEntries,
  tournamentQuestions,
  walletApprovals,
  walletLedger,
  wallets,
} from '../../tables';
import { games } from '../engine/tables';
import { ensureDevAdmin } from '../console';
import { type Reply, request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { createTopic, createTournament } from '../../../tests/helpers/factories';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { adjustWallet, blockPlayer, unblockPlayer } from '@contract/routes/console-care';
import {
  startTournament,
  submitTournamentAnswer,
  tournamentRanking,
} from '@contract/routes/tournaments';

// The races need a server that runs transactions side by side: PGlite runs one at a time.
const onPostgres = process.env.TEST_DB === 'postgres';
// Staff sign-ins (a slow password hash each) and held locks: a busy machine needs longer.
vi.setConfig({ testTimeout: 120_000 });
const { app, ctx, config } = await useTestApp({
  CONSOLE_SUPPORT_MAX_COINS_PER_ACTION: '300',
  CONSOLE_SUPPORT_MAX_COINS_PER_DAY: '400',
});
await ensureDevAdmin(ctx);

/** Waits until `n` statements of this database wait on a lock: the racers really came to race. */
async function waitForWaiters(c: AppContext, n: number) {
  for (let i = 0; i < 400; i++) {
    const [row] = await queryRows<{ n: number }>(
      c.db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} requests came to wait`);
}

const coinsOf = async (userId: number) => {
  const [w] = await ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  return w!;
};

describe.skipIf(!onPostgres)('customer care races (PostgreSQL)', () => {
  it('two debits at once that together exceed the balance: exactly one succeeds', async () => {
    const admin = await signInDevAdmin(app);
    const p = await signIn(app, config);
    const debit = {
      params: { id: p.userId },
      body: { currency: 'coins', delta: -300, reason: 'Reverse a double grant' },
    } as const;
    let both!: Promise<Reply[]>;
    await ctx.db.transaction(async (tx) => {
      // Hold the wallet as a spend would: both adjustments arrive and queue behind it.
      await tx.select().from(wallets).where(eq(wallets.userId, p.userId)).for('update');
      both = Promise.all([admin.call(adjustWallet, debit), admin.call(adjustWallet, debit)]);
      await waitForWaiters(ctx, 2);
    });
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const w = await coinsOf(p.userId);
    expect(w.coins).toBe(200);
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual({ coins: w.coins, gems: w.gems });
  });

  it("two credits at once by one support member that together pass today's cap: exactly one succeeds", async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, invited.email, invited.password);
    const [a, b] = [await signIn(app, config), await signIn(app, config)];
    const credit = (id: number) =>
      support.call(adjustWallet, {
        params: { id },
        body: {
          currency: 'coins',
          delta: 250,
          reason: 'Outage refund',
        },
      });
    let both!: Promise<Reply[]>;
    await ctx.db.transaction(async (tx) => {
      // Two players' wallets: only the audit log's count under the staff lock can refuse one.
      await tx
        .select()
        .from(wallets)
        .where(sql`${wallets.userId} in (${a.userId}, ${b.userId})`)
        .for('update');
      both = Promise.all([credit(a.userId), credit(b.userId)]);
      await waitForWaiters(ctx, 2);
    });
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.data).toEqual({ code: 'adjustment_cap' });
    expect((await coinsOf(a.userId)).coins + (await coinsOf(b.userId)).coins).toBe(1250);
  });

  it("N approvals at once of one admin's credit above the cap: it is paid exactly once", async () => {
    const admin = await signInDevAdmin(app);
    const seconds = await Promise.all(
      [0, 1].map(async () => {
        const invited = await inviteStaff(admin, 'admin');
        return signInStaff(app, invited.email, invited.password);
      }),
    );
    const p = await signIn(app, config);
    const asked = await admin.send<WalletAdjustmentReply>(
      'POST',
      `/api/console/players/${p.userId}/wallet-adjustments`,
      { currency: 'coins', delta: 1000, reason: 'Grand prize' },
    );
    const id = asked.body.data.approval!.id;
    const racers = 6;
    let all!: Promise<Reply[]>;
    await ctx.db.transaction(async (tx) => {
      // Hold the request as a decision would: every approval arrives and queues behind it.
      await tx.select().from(walletApprovals).where(eq(walletApprovals.id, id)).for('update');
      all = Promise.all(
        Array.from({ length: racers }, (_, i) =>
          seconds[i % 2]!.send('POST', `/api/console/wallet-approvals/${id}/approve`, {
            reason: 'Checked the draw',
          }),
        ),
      );
      await waitForWaiters(ctx, racers);
    });
    const results = await all;
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(racers - 1).fill(409)]);
    const w = await coinsOf(p.userId);
    expect(w.coins).toBe(1500);
    const paid = await ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, p.userId), eq(walletLedger.reason, 'support_adjustment')));
    expect(paid.map((r) => r.delta)).toEqual([1000]);
    expect(await ledgerTotals(ctx.db, p.userId)).toEqual({ coins: w.coins, gems: w.gems });
  });

  it('a block racing the last answer of a running attempt: the player leaves the ranking', async () => {
    const admin = await signInDevAdmin(app);
    const topic = await createTopic(ctx, { questionCount: 1 });
    const t = await createTournament(ctx, { type: 'DAILY', questionCount: 1 });
    const [q] = await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.topicId, topic.id));
    await ctx.db
      .insert(tournamentQuestions)
      .values({ tournamentId: t.id, position: 0, questionId: q!.id });
    const [correct] = await ctx.db
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .where(and(eq(questionOptions.questionId, q!.id), eq(questionOptions.isCorrect, true)));

    const rival = await signIn(app, config);
    const p = await signIn(app, config);
    for (const who of [rival, p]) {
      expect(
        (await request(app, 'POST', '/dev/subscribe', { token: who.token, body: {} })).status,
      ).toBe(200);
    }
    const play = async (who: typeof p) => {
      const started = await who.call(startTournament, {
        body: {
          tournament_id: t.id,
        },
      });
      expect(started.status).toBe(200);
      return started.body.data;
    };
    const answer = (who: typeof p, game: TournamentGame) =>
      who.call(submitTournamentAnswer, {
        body: {
          game_id: game.game_id,
          question_id: game.question!.question_id,
          answer_id: correct!.id,
          remaining_time: 999,
        },
      });
    expect((await answer(rival, await play(rival))).status).toBe(200);
    const game = await play(p);

    let both!: Promise<[Reply, Reply]>;
    await ctx.db.transaction(async (tx) => {
      // Hold the attempt: the answer and the block both come to wait for it.
      await tx.select().from(games).where(eq(games.id, game.game_id)).for('update');
      both = Promise.all([
        answer(p, game),
        admin.call(blockPlayer, { params: { id: p.userId }, body: { reason: 'Cheating ring' } }),
      ]);
      await waitForWaiters(ctx, 2);
    });
    const [, blocked] = await both;
    expect(blocked.status).toBe(200);

    const [entry] = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, p.userId)));
    expect(entry).toMatchObject({ bestFinishedAt: null, bestScore: 0, attempts: t.chances });
    const [played] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
    expect(played!.status).toBe('finished');
    const ranking = await rival.call(tournamentRanking, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(ranking.body.data.ranking.map((r) => r.user_id)).toEqual([rival.userId]);

    // Unblocking restores sign-in, not the lost ranking: no chance is left to play it again.
    await admin.call(unblockPlayer, { params: { id: p.userId }, body: { reason: 'Appeal' } });
    const back = await signIn(app, config, { msisdn: p.msisdn });
    const again = await back.call(startTournament, { body: { tournament_id: t.id } });
    expect(again.body.data).toMatchObject({ code: 'no_quota' });
  });
});
