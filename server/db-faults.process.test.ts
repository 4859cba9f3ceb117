import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_SECRET } from './config';
import { mintAccessToken } from './modules/auth/mint';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';
import { uniqueMsisdn } from '../tests/helpers/client';
import { TEMPLATE_DB, withDatabase } from '../tests/helpers/global-setup';
import { type ServerProcess, startServerProcess } from '../tests/helpers/server-process';
import { startTcpProxy } from '../tests/helpers/tcp-proxy';

const serverUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; status_code: number; data: unknown } | null;
}

/** One HTTP exchange; a network error (reset, refused) is recorded as status 0. */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  try {
    const res = await fetch(`${server.baseURL}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    const parsed = text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : null;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
  } catch {
    return { status: 0, retryAfter: null, body: null } satisfies Answer;
  }
}

/** A reply the app may give while its database drops: a normal one, a refusal, or a 503 envelope. */
const acceptable = (a: Answer) =>
  (a.status >= 200 && a.status < 500 && a.body !== null) ||
  (a.status === 503 && a.retryAfter !== null && a.body?.success === false);

async function cloneDatabase(admin: pg.Client) {
  const name = `quiz_arena_faults_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  return name;
}

async function signIn(server: ServerProcess) {
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn: uniqueMsisdn() });
  const res = await call(server, 'GET', `/api/check-token?token=${access}`);
  const data = res.body?.data as { token: string; user_id: number };
  return { token: data.token, userId: data.user_id };
}

interface GameState {
  game_id: number;
  question: { question_id: number; options: { id: number }[] };
}

/** Plays topic games (start, answer, try again after a miss, next) while `going()`. */
async function play(
  server: ServerProcess,
  token: string,
  topicId: number,
  going: () => boolean,
  answers: Answer[],
) {
  const send = async (method: string, url: string, body?: unknown) => {
    const a = await call(server, method, url, token, body);
    answers.push(a);
    return a;
  };
  while (going()) {
    const started = await send('POST', '/api/v2.0/gameplay/start', { topic_id: topicId });
    if (started.status !== 200) continue;
    let game = started.body!.data as GameState;
    for (let q = 0; q < 3 && going(); q++) {
      const pick = () => game.question.options[Math.floor(Math.random() * 4)]!.id;
      const answer = { game_id: game.game_id, question_id: game.question.question_id };
      const sent = await send('POST', '/api/v2.0/gameplay/submit', {
        ...answer,
        answer_id: pick(),
      });
      if (sent.status !== 200) break;
      const outcome = sent.body!.data as { is_correct: boolean; can_try_again: boolean };
      if (!outcome.is_correct && outcome.can_try_again) {
        const retry = await send('POST', '/api/v2.0/gameplay/try-again', answer);
        if (retry.status !== 200) break;
        await send('POST', '/api/v2.0/gameplay/submit', { ...answer, answer_id: pick() });
      }
      const next = await send('POST', '/api/v2.0/gameplay/next', { game_id: game.game_id });
      if (next.status !== 200) break;
      game = next.body!.data as GameState;
    }
  }
}

/** Waits for /readyz to answer 200 again (the test's budget bounds the wait). */
async function waitUntilReady(server: ServerProcess) {
  while ((await call(server, 'GET', '/readyz')).status !== 200) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!serverUrl)('PostgreSQL faults (server process)', () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await admin.end();
  });

  it(
    'keeps serving when its connections are terminated under load; balance = ledger for every player',
    async () => {
      await admin.connect();
      const dbName = await cloneDatabase(admin);
      cleanups.push(() => admin.query(`drop database if exists ${dbName} with (force)`));
      const server = await startServerProcess(
        { DATABASE_URL: withDatabase(serverUrl!, dbName) },
        { capture: true },
      );
      cleanups.push(() => server.stop());

      const db = new pg.Client({ connectionString: withDatabase(serverUrl!, dbName) });
      await db.connect();
      cleanups.push(() => db.end());
      const { rows: own } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const { rows: topicRows } = await db.query<{ topic_id: number }>(
        'select topic_id from questions group by topic_id having count(*) >= 10 order by topic_id limit 1',
      );
      const topicId = topicRows[0]!.topic_id;
      const players = await Promise.all(Array.from({ length: 6 }, () => signIn(server)));

      // Players play while their server's connections are cut, until both have happened enough:
      // four rounds of cuts that found connections, and 20 answered requests (on a busy machine
      // that takes longer, not fewer).
      const answers: Answer[] = [];
      let going = true;
      const load = Promise.all(
        players.map((p) => play(server, p.token, topicId, () => going, answers)),
      );
      let terminated = 0;
      let rounds = 0;
      while (rounds < 4 || answers.filter((a) => a.status === 200).length <= 20) {
        await new Promise((r) => setTimeout(r, 700));
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = $1 and pid not in (pg_backend_pid(), $2)`,
          [dbName, own[0]!.pid],
        );
        terminated += rows[0]!.n;
        if (rows[0]!.n > 0) rounds += 1;
      }
      going = false;
      await load;

      expect(terminated).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
      expect(answers.filter((a) => !acceptable(a)).map((a) => a.status)).toEqual([]);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(20);
      await waitUntilReady(server);
      for (const p of players) {
        expect((await call(server, 'GET', '/api/v2.0/user', p.token)).status).toBe(200);
      }

      const { rows: wallets } = await db.query<{
        user_id: number;
        coins: number;
        gems: number;
        coin_sum: number;
        gem_sum: number;
      }>(
        `select w.user_id, w.coins, w.gems,
              coalesce(sum(l.delta) filter (where l.currency = 'coin'), 0)::int as coin_sum,
              coalesce(sum(l.delta) filter (where l.currency = 'gem'), 0)::int as gem_sum
         from wallets w left join wallet_ledger l on l.user_id = w.user_id
        where w.user_id = any($1) group by w.user_id`,
        [players.map((p) => p.userId)],
      );
      expect(wallets).toHaveLength(players.length);
      for (const w of wallets) expect([w.coins, w.gems]).toEqual([w.coin_sum, w.gem_sum]);
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'answers 503 with Retry-After while the database is away, reports it in /readyz, and recovers',
    async () => {
      const dbName = await cloneDatabase(admin);
      cleanups.push(() => admin.query(`drop database if exists ${dbName} with (force)`));
      const target = new URL(serverUrl!);
      const proxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(withDatabase(serverUrl!, dbName));
      viaProxy.host = `127.0.0.1:${proxy.port()}`;
      const server = await startServerProcess(
        { DATABASE_URL: viaProxy.toString() },
        { capture: true },
      );
      cleanups.push(() => server.stop());
      const player = await signIn(server);

      // A restart: every connection drops and nothing answers for a while.
      await proxy.down();
      const during = await call(server, 'GET', '/api/v2.0/user', player.token);
      expect(during).toMatchObject({ status: 503, body: { success: false, status_code: 503 } });
      expect(Number(during.retryAfter)).toBeGreaterThan(0);
      const ready = await call(server, 'GET', '/readyz');
      expect(ready).toMatchObject({
        status: 503,
        body: { data: { code: 'service_unavailable', database: 'down' } },
      });
      expect(server.child.exitCode).toBeNull();

      await proxy.up();
      await waitUntilReady(server);
      expect((await call(server, 'GET', '/api/v2.0/user', player.token)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    },
    PROCESS_TEST_BUDGET,
  );
});
