import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TournamentGame } from '@contract/tournaments';
import { request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createPlayableTournament } from '../../../tests/helpers/factories';
import { sessionCacheOf } from '../auth/session-store';
import { startTournament, submitTournamentAnswer } from '@contract/routes/tournaments';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Transactions sent to PostgreSQL while `fn` runs, as pg_stat_database counts them: a statement
 * outside BEGIN … COMMIT is one, a BEGIN … COMMIT is one. Read on the driver's side, as the
 * database's own counters are flushed too late for a test to wait on them.
 */
async function transactionsOf(fn: () => Promise<void>): Promise<number> {
  let transactions = 0;
  let open = false;
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    const word = text.trim().split(/\s/)[0]!.toLowerCase();
    if (word === 'begin') {
      open = true;
      transactions++;
    } else if (word === 'commit' || word === 'rollback') open = false;
    else if (!open) transactions++;
    return Reflect.apply(query, this, args) as ReturnType<typeof query>;
  } as typeof query);
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return transactions;
}

// What issue 21 item 10 asks of a tournament answer: at most two transactions, the last one too.
describe.skipIf(!onPostgres)('the cost of a tournament answer on PostgreSQL', async () => {
  const { app, ctx, config } = await useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('takes two transactions on the first question, one on the others and the last, session included', async () => {
    const count = 4;
    const t = await createPlayableTournament(ctx, {}, count);
    // Sessions are kept in memory once this process hears logouts (auth/session-notices.ts).
    while (!sessionCacheOf(ctx).notices.listening) await new Promise((r) => setTimeout(r, 10));
    const play = async (counted: boolean) => {
      const p = await signIn(app, config);
      const subscribe = await request(app, 'POST', '/dev/subscribe', { token: p.token, body: {} });
      expect(subscribe.status).toBe(200);
      const started = await p.call(startTournament, {
        body: {
          tournament_id: t.id,
        },
      });
      let state: TournamentGame = started.body.data;
      const costs: number[] = [];
      while (state.status === 'playing' && state.question) {
        const q = state.question;
        const submit = async () => {
          const res = await p.call(submitTournamentAnswer, {
            body: {
              game_id: state.game_id,
              question_id: q.question_id,
              answer_id: q.options[0]!.id,
            },
          });
          expect(res.status).toBe(200);
          state = res.body.data;
        };
        if (counted) costs.push(await transactionsOf(submit));
        else await submit();
      }
      return { state, costs };
    };
    // The first player brings the questions into this process's cache, as a day of play has.
    await play(false);
    const { state, costs } = await play(true);
    expect(state.status).toBe('finished');
    expect(state.result).not.toBeNull();
    // The first answer's read brings the attempt's plan into this process (knownGamesOf); the
    // others are one compare-and-set move each; the last, known to be the last, goes straight to
    // the transaction that finishes the attempt under its locks.
    expect(costs).toEqual([2, 1, 1, 1]);
  });
});
