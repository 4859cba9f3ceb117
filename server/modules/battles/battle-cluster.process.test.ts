import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEV_OPERATOR_SECRET } from '../../config';
import { mintAccessToken } from '../auth';
import { type BattleClient, connectBattle } from '../../../tests/helpers/battle-client';
import { hasRedisServer, startRedisServer } from '../../../tests/helpers/redis-server';
import { type ServerProcess, startServerProcess } from '../../../tests/helpers/server-process';
import { freshTestDatabase } from '../../../tests/helpers/test-database';
import { budget } from '../../../tests/helpers/budget';

// Two server processes on one PostgreSQL and one Redis, as SERVER_PROCESSES or two replicas run:
// players on different processes meet and play to the end, and a battle whose process is killed
// goes on on the other one from the database's state, its stakes settled once.

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = !!serverUrl && hasRedisServer;

// Short questions and reveals, so a whole battle takes seconds; the rules are the same.
const RULES = JSON.stringify({
  battleQuestionSeconds: 3,
  answerGraceSeconds: 0.5,
  battleRevealSeconds: 0.2,
  battleMatchedSeconds: 0.2,
});

// After the test, last registered first: the servers and connections before the database they use.
const cleanup = (fn: () => Promise<unknown>) =>
  onTestFinished(async () => {
    await fn().catch(() => undefined);
  });

async function cluster() {
  const redis = await startRedisServer();
  cleanup(() => redis.kill());
  const databaseUrl = await freshTestDatabase(serverUrl!, 'quiz_arena_battles');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `battles-${process.pid}:`,
    GAME_RULES: RULES,
    BATTLE_SWEEP_MS: '200',
  };
  // One after the other: the first seeds the demo content.
  const one = await startServerProcess(env, { capture: true });
  cleanup(() => one.stop());
  const two = await startServerProcess(env, { capture: true });
  cleanup(() => two.stop());
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanup(() => db.end());
  return { one, two, db };
}

async function signIn(server: ServerProcess, msisdn: string) {
  const token = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn, name: `Player ${msisdn}` });
  const res = await fetch(`${server.baseURL}/api/check-token?token=${token}`);
  const body = (await res.json()) as { message: string; data: { token: string; user_id: number } };
  if (!res.ok) throw new Error(`check-token: ${res.status} ${body.message}`);
  return { token: body.data.token, userId: body.data.user_id };
}

const correctOf = async (db: pg.Client, questionId: number) =>
  (
    await db.query<{ id: number }>(
      'select id from question_options where question_id = $1 and is_correct',
      [questionId],
    )
  ).rows[0]!.id;

const msisdn = (n: number) => `01${String(process.pid % 100_000_000).padStart(8, '0')}${n}`;

/** Answers question `no` right, once it is on screen. */
async function answerRight(db: pg.Client, c: BattleClient, battleId: number, no: number) {
  const q = await c.next('battle:question', (x) => x.question_no === no, budget(15_000));
  const ack = await c.send('battle:answer', {
    battle_id: battleId,
    question_no: no,
    answer_id: await correctOf(db, q.question.question_id),
  });
  expect(ack.status_code).toBe(200);
}

async function ledgerOf(db: pg.Client, battleId: number) {
  const { rows } = await db.query<{ reason: string; delta: number }>(
    "select reason, delta from wallet_ledger where reference = 'battle:' || $1 order by reason, delta",
    [battleId],
  );
  return rows.map((r) => `${r.reason}:${r.delta}`);
}

async function balancesHold(db: pg.Client, ...userIds: number[]) {
  const { rows } = await db.query<{ coins: number; ledger: string }>(
    `select w.coins, (select coalesce(sum(delta), 0) from wallet_ledger l
       where l.user_id = w.user_id and l.currency = 'coin') as ledger
     from wallets w where w.user_id = any($1)`,
    [userIds],
  );
  for (const r of rows) expect(r.coins).toBe(Number(r.ledger));
}

describe.skipIf(!enabled)('battles on two processes with Redis', () => {
  it(
    'matches players connected to different processes, plays to the end, and a kill -9 of the battle’s process leaves it to the other, settled once',
    async () => {
      const { one, two, db } = await cluster();

      // A on process one, B on process two: they meet and play all 7 questions to the result.
      const a = await signIn(one, msisdn(1));
      const b = await signIn(two, msisdn(2));
      const ca = await connectBattle(one.baseURL, a.token);
      const cb = await connectBattle(two.baseURL, b.token);
      expect((await ca.send('queue:join', { stake: 200 })).status_code).toBe(200);
      expect((await cb.send('queue:join', { stake: 200 })).status_code).toBe(200);
      const { battle_id: first } = await ca.next('battle:matched', () => true, budget(15_000));
      expect(await cb.next('battle:matched', () => true, budget(15_000))).toMatchObject({
        battle_id: first,
        opponent: { user_id: a.userId },
      });
      for (let no = 1; no <= 7; no++) {
        await answerRight(db, ca, first, no);
        await cb.next('battle:opponent', (o) => o.question_no === no, budget(15_000));
        // B answers only on odd questions: A wins.
        if (no % 2 === 1) await answerRight(db, cb, first, no);
        else await cb.next('battle:question', (x) => x.question_no === no, budget(15_000));
        expect(
          (await ca.next('battle:reveal', (r) => r.question_no === no, budget(15_000))).answers[
            a.userId
          ],
        ).toMatchObject({ correct: true });
      }
      expect(await ca.next('battle:finished', () => true, budget(15_000))).toMatchObject({
        result: 'win',
        coins_delta: 200,
      });
      expect(await cb.next('battle:finished', () => true, budget(15_000))).toMatchObject({
        result: 'loss',
        coins_delta: -200,
      });
      expect(await ledgerOf(db, first)).toEqual([
        'battle_stake:-200',
        'battle_stake:-200',
        'battle_win:400',
      ]);

      // A second battle, both on process one, which runs it; process one is killed mid-battle.
      const c = await signIn(one, msisdn(3));
      const d = await signIn(one, msisdn(4));
      const cc = await connectBattle(one.baseURL, c.token);
      const cd = await connectBattle(one.baseURL, d.token);
      await cc.send('queue:join', { stake: 500 });
      await cd.send('queue:join', { stake: 500 });
      const { battle_id: second } = await cc.next('battle:matched', () => true, budget(15_000));
      await answerRight(db, cc, second, 1);
      await cc.next('battle:question', (x) => x.question_no === 2, budget(15_000));
      one.child.kill('SIGKILL');
      await new Promise((resolve) => one.child.once('exit', resolve));

      // Nobody is connected to process two: its sweep alone takes the battle over from the
      // database, closing question 2 when its time is up and serving question 3.
      await expect
        .poll(
          async () =>
            (
              await db.query<{ n: number }>('select question_no as n from battles where id = $1', [
                second,
              ])
            ).rows[0]!.n,
          { timeout: budget(20_000), interval: 200 },
        )
        .toBeGreaterThanOrEqual(3);

      // C comes back on process two and finds the battle where it stands; D never comes back.
      const back = await connectBattle(two.baseURL, c.token);
      const state = await back.next('battle:state', () => true, budget(15_000));
      expect(state).toMatchObject({ battle_id: second, status: 'running' });
      let next = state.question_no;
      if (state.question !== null) {
        const ack = await back.send('battle:answer', {
          battle_id: second,
          question_no: next,
          answer_id: await correctOf(db, state.question.question_id),
        });
        expect([200, 409]).toContain(ack.status_code);
      }
      for (next += 1; next <= 7; next++) await answerRight(db, back, second, next);
      expect(await back.next('battle:finished', () => true, budget(20_000))).toMatchObject({
        battle_id: second,
        result: 'win',
        coins_delta: 500,
      });
      const { rows } = await db.query<{ status: string; result: string }>(
        'select status, result from battles where id = $1',
        [second],
      );
      expect(rows[0]).toEqual({ status: 'finished', result: 'win' });
      // Settled once: two stakes in, one payout out, and every balance is its ledger's sum.
      expect(await ledgerOf(db, second)).toEqual([
        'battle_stake:-500',
        'battle_stake:-500',
        'battle_win:1000',
      ]);
      await balancesHold(db, a.userId, b.userId, c.userId, d.userId);

      // A process with players connected stops cleanly on SIGTERM.
      await two.stop();
      expect(two.child.exitCode).toBe(0);
      for (const client of [ca, cb, cc, cd, back]) client.close();
    },
    budget(240_000),
  );
});
