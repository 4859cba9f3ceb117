/**
 * Tournament answer submit under load, against a real server process on PostgreSQL: every player
 * signs in, subscribes (development route), starts an attempt, then answers every 5 s (paced);
 * then a closed loop of connections answering back to back, attempt after attempt (saturated).
 *   BENCH_ONLY=tournament-submit BENCH_TOURNAMENT_PLAYERS=1000 BENCH_SECONDS=60 npm run bench
 * BENCH_SECONDS=0 skips the paced run; BENCH_CPU_PROF=dir profiles every server process.
 */
import pg from 'pg';
import type { Envelope } from '@contract/envelope';
import type { TournamentGame, TournamentSubmitReply } from '@contract/tournaments';
import { readAttempt } from '../server/modules/tournaments/quick-answer';
import { withCpu } from './cpu';
import { watchLoopDelay } from './loop-delay';
import { withDatabase } from '../tests/helpers/global-setup';
import { type ServerProcess, startServerProcess } from '../tests/helpers/server-process';
import { call, inBatches, signInPlayer } from './api';

const PLAYERS = Number(process.env.BENCH_TOURNAMENT_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PACE_MS = 5000;
const SATURATED_SECONDS = Number(process.env.BENCH_SATURATED_SECONDS ?? 10);
const SATURATED_PLAYERS = Number(process.env.BENCH_SATURATED_PLAYERS ?? 100);
// BENCH_DB_NAME: engineers sharing one PostgreSQL server each run on their own database.
const DB_NAME = process.env.BENCH_DB_NAME ?? 'quiz_arena_bench_tsubmit';

function stats(samples: number[], errors: number, ms: number) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1);
  return {
    submits: s.length,
    errors,
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: +(s[s.length - 1] ?? 0).toFixed(1),
    submits_per_s: +(s.length / (ms / 1000)).toFixed(1),
  };
}

interface Player {
  token: string;
  game: TournamentGame;
}

/** Sessions this database has accepted, this one included (PostgreSQL 14+). */
async function sessionsOpened(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select sessions as n from pg_stat_database where datname = current_database()`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Paced, then saturated answers from these players against these server processes (round robin). */
async function load(
  bases: string[],
  players: Player[],
  tournamentId: number,
  opts: { paced: boolean; pids: number[]; databaseUrl: string },
) {
  const reasons: Record<string, number> = {};
  const failed = (why: string) => {
    reasons[why] = (reasons[why] ?? 0) + 1;
    return false;
  };
  const baseOf = (i: number) => bases[i % bases.length]!;
  const startNext = async (p: Player, i: number) => {
    p.game = await call<TournamentGame>(baseOf(i), '/api/v2.0/tournament/start', p.token, {
      tournament_id: tournamentId,
    });
  };
  // Players whose attempt ended (in an earlier run) start their next one, untimed.
  const freshAttempts = () =>
    inBatches(players.length, 20, async (i) => {
      const p = players[i]!;
      if (p.game.status === 'finished' || !p.game.question) await startNext(p, i);
    });
  const answer = async (
    p: Player,
    i: number,
    samples: number[],
    restart: boolean,
  ): Promise<boolean> => {
    const base = baseOf(i);
    const q = p.game.question;
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/v2.0/tournament/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({
          game_id: p.game.game_id,
          question_id: q!.question_id,
          answer_id: q!.options[0]!.id,
        }),
      });
      const json = (await res.json()) as Envelope<TournamentSubmitReply>;
      samples.push(performance.now() - t0);
      if (!res.ok) return failed(`${res.status} ${json.message}`);
      p.game = json.data;
    } catch (err) {
      return failed(String(err));
    }
    // A finished attempt: the next one (not timed) so the player keeps answering.
    if (restart && (p.game.status === 'finished' || !p.game.question)) await startNext(p, i);
    return true;
  };

  let pacedResult: Record<string, unknown> | null = null;
  if (opts.paced) {
    await freshAttempts();
    // Paced: each player answers every 5 s, the players spread evenly over the 5 s.
    const paced: number[] = [];
    let pacedErrors = 0;
    const loop = watchLoopDelay(bases[0]!);
    const sessionsBefore = await sessionsOpened(opts.databaseUrl);
    const pacedStart = performance.now();
    const end = pacedStart + SECONDS * 1000;
    await Promise.all(
      players.map(async (p, i) => {
        let next = pacedStart + (i / players.length) * PACE_MS;
        for (;;) {
          const wait = next - performance.now();
          if (next >= end) return;
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (!(await answer(p, i, paced, true))) pacedErrors++;
          next += PACE_MS;
        }
      }),
    );
    pacedResult = {
      players: players.length,
      seconds: SECONDS,
      offered_per_s: +(players.length / (PACE_MS / 1000)).toFixed(1),
      ...stats(paced, pacedErrors, performance.now() - pacedStart),
      event_loop_delay: await loop.stop(),
      // Connections the database accepted meanwhile: a pool that closes idle clients opens new
      // ones under the next burst (a backend to start, its caches and statements to fill).
      connections_opened: (await sessionsOpened(opts.databaseUrl)) - sessionsBefore - 1,
    };
  }

  // Saturated: SATURATED_PLAYERS connections answer back to back, each taking one player's
  // attempt to its end and then the next player's, so that only submits are timed (a new
  // attempt is started for every player beforehand, not in the window).
  await freshAttempts();
  const saturated: number[] = [];
  let saturatedErrors = 0;
  const saturatedResult = await withCpu(
    { serverPids: opts.pids, databaseUrl: opts.databaseUrl },
    (r) => r.submits,
    async () => {
      const satStart = performance.now();
      const satEnd = satStart + SATURATED_SECONDS * 1000;
      let nextPlayer = 0;
      await Promise.all(
        Array.from({ length: SATURATED_PLAYERS }, async (_, w) => {
          while (performance.now() < satEnd) {
            const p = players[nextPlayer++];
            if (!p) return;
            while (performance.now() < satEnd && p.game.status === 'playing' && p.game.question) {
              if (!(await answer(p, w, saturated, false))) {
                saturatedErrors++;
                break;
              }
            }
          }
        }),
      );
      return {
        connections: SATURATED_PLAYERS,
        seconds: SATURATED_SECONDS,
        ...stats(saturated, saturatedErrors, performance.now() - satStart),
      };
    },
  );
  return { paced: pacedResult, saturated: saturatedResult, error_reasons: reasons };
}

/**
 * PostgreSQL alone: the statements a common submit sends, by name as the server sends them, run
 * directly through node-postgres by as many clients as the saturated load, on a pool as large as
 * the server's. Each client reads its own attempt once (the engine's read, which a process makes
 * on the first answer it sees of an attempt), then answers the question on screen again and again
 * with the one-statement move of a known attempt. At the last question it puts the attempt back
 * on the first (not timed, but its CPU and transaction are counted), so every move writes the same
 * rows as the server's.
 */
const BACK_TO_FIRST = {
  name: 'bench_back_to_first',
  text: `update games set current_position = 0, total_correct = 0 where id = $1`,
};

async function postgresAlone(url: string, games: { gameId: number; userId: number }[]) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const run = async (s: { name: string; text: string }, values: unknown[]) =>
    (await pool.query<Record<string, unknown>>({ name: s.name, text: s.text, values })).rows;
  const samples: number[] = [];
  const start = performance.now();
  const end = start + SATURATED_SECONDS * 1000;
  const result = await withCpu(
    { serverPids: [], databaseUrl: url },
    (r) => r.submits,
    async () => {
      await Promise.all(
        games.slice(0, SATURATED_PLAYERS).map(async ({ gameId, userId }) => {
          const [read] = await run(readAttempt.statement, [gameId, userId]);
          const count = Number(read!['g.questionCount']);
          const endTime = read!['t.endTime'];
          let at = Number(read!['g.currentPosition']);
          while (performance.now() < end) {
            if (at >= count - 1) {
              await run(BACK_TO_FIRST, [gameId]);
              at = 0;
            }
            const t0 = performance.now();
            const known = [gameId, userId, 0, at, new Date(), null, false, 0, 10, endTime];
            const [moved] = await run(readAttempt.move, known);
            if (!moved) throw new Error(`game ${gameId} did not move`);
            at++;
            samples.push(performance.now() - t0);
          }
        }),
      );
      return {
        connections: SATURATED_PLAYERS,
        pool: 20,
        seconds: SATURATED_SECONDS,
        ...stats(samples, 0, performance.now() - start),
      };
    },
  );
  await pool.end();
  return result;
}

/** One running tournament over 20 seeded questions, with chances enough for any closed loop. */
export async function createBenchTournament(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `with t as (
       insert into tournaments (type, name, start_time, end_time, duration, question_count, chances)
       values ('DAILY', 'Bench', now() - interval '1 minute', now() + interval '1 day', 3600,
               (select least(20, count(*)) from questions), 100000)
       returning id),
     q as (
       insert into tournament_questions (tournament_id, position, question_id)
       select t.id, (row_number() over (order by qs.id) - 1)::smallint, qs.id
       from t, (select id from questions order by id limit 20) qs
       returning 1)
     select t.id, (select count(*) from q) from t`,
  );
  return rows[0]!.id;
}

export async function tournamentSubmitBench(serverUrl: string): Promise<Record<string, unknown>> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = withDatabase(serverUrl, DB_NAME);
  const limits = { CHECK_TOKEN_RATE_LIMIT: '1000000', GAME_WRITE_RATE_LIMIT: '1000000' };
  // BENCH_CPU_PROF=dir: the first server process writes a V8 CPU profile there when it stops.
  const profDir = process.env.BENCH_CPU_PROF;
  // Every server process writes its own profile (named by pid) when it stops.
  // BENCH_NODE_ARGS: more flags for the server's node, e.g. --trace-gc.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const profiled =
    prof.length + nodeArgs.length > 0
      ? { args: [...prof, ...nodeArgs, '--import', 'tsx', 'server/main.ts'] }
      : {};
  const server = await startServerProcess({ DATABASE_URL: url, ...limits }, profiled);
  const extra: ServerProcess[] = [];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const base = server.baseURL;
    const tournamentId = await createBenchTournament(db);
    const setupStart = performance.now();
    // The last SATURATED_PLAYERS are PostgreSQL alone's: their attempts the load never answers.
    const everyone: Player[] = await inBatches(PLAYERS + SATURATED_PLAYERS, 20, async (i) => {
      const token = await signInPlayer(base, '017', i);
      await call(base, '/dev/subscribe', token, {});
      const game = await call<TournamentGame>(base, '/api/v2.0/tournament/start', token, {
        tournament_id: tournamentId,
      });
      return { token, game };
    });
    const players = everyone.slice(0, PLAYERS);
    const reserved = everyone.slice(PLAYERS).map((p) => p.game.game_id);
    const setup_s = +((performance.now() - setupStart) / 1000).toFixed(1);
    console.log(`${PLAYERS} players signed in, subscribed and started in ${setup_s} s`);

    const one = await load([base], players, tournamentId, {
      paced: true,
      pids: [server.pid],
      databaseUrl: url,
    });
    console.log('one process, PostgreSQL', one);

    // The same statements straight to PostgreSQL, on attempts no server load touches.
    const { rows: spare } = await db.query<{ gameId: number; userId: number }>(
      `select id as "gameId", user_id as "userId" from games where id = any($1::int[])`,
      [reserved],
    );
    const alone = await postgresAlone(url, spare);
    console.log('PostgreSQL alone, same statements', alone);
    const ratio = +(Number(one.saturated.submits_per_s) / alone.submits_per_s).toFixed(2);
    // What a core buys with the server in the path and without it, the load client left out.
    const cpu = one.saturated.cpu_ms_per_request;
    const cpuRatio = +(
      (alone.cpu_ms_per_request.load_client + alone.cpu_ms_per_request.postgres) /
      (cpu.server + cpu.postgres)
    ).toFixed(2);

    let two: Record<string, unknown> = { skipped: 'TEST_REDIS_URL not set' };
    const redisUrl = process.env.TEST_REDIS_URL;
    if (redisUrl) {
      // Several processes share sessions and limits through Redis: two processes, one database.
      const shared = {
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: 'bench:',
        ...limits,
      };
      extra.push(
        await startServerProcess(shared, profiled),
        await startServerProcess(shared, profiled),
      );
      console.log(`Redis runs: server pids ${extra.map((x) => x.pid).join(', ')}`);
      const bases = extra.map((s) => s.baseURL);
      const oneRedis = await load(bases.slice(0, 1), players, tournamentId, {
        paced: false,
        pids: [extra[0]!.pid],
        databaseUrl: url,
      });
      console.log('one process, PostgreSQL and Redis', oneRedis);
      const both = await load(bases, players, tournamentId, {
        paced: true,
        pids: extra.map((x) => x.pid),
        databaseUrl: url,
      });
      console.log('two processes, PostgreSQL and Redis', both);
      two = {
        one_process_saturated: oneRedis.saturated,
        two_processes: both,
        growth: +(
          Number(both.saturated.submits_per_s) / Number(oneRedis.saturated.submits_per_s)
        ).toFixed(2),
      };
    }
    return {
      setup_s,
      one_process: one,
      postgres_alone: alone,
      server_over_postgres_alone: ratio,
      server_over_postgres_alone_per_cpu: cpuRatio,
      two_processes: two,
    };
  } finally {
    await db.end();
    await server.stop();
    for (const s of extra) await s.stop();
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${DB_NAME} with (force)`);
    await again.end();
  }
}
