/**
 * Tournament answer submit under load, against a real server process on PostgreSQL: every player
 * signs in, subscribes (development route), starts an attempt, then answers every 5 s (paced);
 * then a closed loop where a share of the players answer back to back (saturated throughput).
 *   BENCH_ONLY=tournament-submit BENCH_TOURNAMENT_PLAYERS=1000 BENCH_SECONDS=60 npm run bench
 */
import pg from 'pg';
import type { Envelope } from '@contract/envelope';
import type { TournamentGame, TournamentSubmitReply } from '@contract/tournaments';
import { DEV_OPERATOR_SECRET } from '../server/config';
import { mintAccessToken } from '../server/modules/auth/mint';
import { withDatabase } from '../tests/helpers/global-setup';
import { startServerProcess } from '../tests/helpers/server-process';

const PLAYERS = Number(process.env.BENCH_TOURNAMENT_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PACE_MS = 5000;
const SATURATED_SECONDS = Number(process.env.BENCH_SATURATED_SECONDS ?? 10);
const SATURATED_PLAYERS = Number(process.env.BENCH_SATURATED_PLAYERS ?? 100);
const DB_NAME = 'quiz_arena_bench_tsubmit';

async function call<T>(base: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json.data;
}

async function inBatches<T>(count: number, width: number, fn: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    const n = Math.min(width, count - i);
    out.push(...(await Promise.all(Array.from({ length: n }, (_, j) => fn(i + j)))));
  }
  return out;
}

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

export async function tournamentSubmitBench(serverUrl: string): Promise<Record<string, unknown>> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = withDatabase(serverUrl, DB_NAME);
  const server = await startServerProcess({
    DATABASE_URL: url,
    CHECK_TOKEN_RATE_LIMIT: '1000000',
    GAME_WRITE_RATE_LIMIT: '1000000',
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const base = server.baseURL;
    // One running tournament over the seeded questions, with chances enough for the closed loop.
    const { rows } = await db.query<{ id: number; n: number }>(
      `with t as (
         insert into tournaments (type, name, start_time, end_time, duration, question_count, chances)
         values ('DAILY', 'Bench', now() - interval '1 minute', now() + interval '1 day', 3600,
                 (select least(20, count(*)) from questions), 100000)
         returning id, question_count),
       q as (
         insert into tournament_questions (tournament_id, position, question_id)
         select t.id, (row_number() over (order by qs.id) - 1)::smallint, qs.id
         from t, (select id from questions order by id limit 20) qs
         returning 1)
       select t.id, t.question_count as n, (select count(*) from q) from t`,
    );
    const tournamentId = rows[0]!.id;
    const setupStart = performance.now();
    const players: Player[] = await inBatches(PLAYERS, 20, async (i) => {
      const access = await mintAccessToken(DEV_OPERATOR_SECRET, {
        msisdn: `017${String(i).padStart(8, '0')}`,
      });
      const { token } = await call<{ token: string }>(base, `/api/check-token?token=${access}`);
      await call(base, '/dev/subscribe', token, {});
      const game = await call<TournamentGame>(base, '/api/v2.0/tournament/start', token, {
        tournament_id: tournamentId,
      });
      return { token, game };
    });
    const setup_s = +((performance.now() - setupStart) / 1000).toFixed(1);
    console.log(`${PLAYERS} players signed in, subscribed and started in ${setup_s} s`);

    const reasons: Record<string, number> = {};
    const failed = (why: string) => {
      reasons[why] = (reasons[why] ?? 0) + 1;
      return false;
    };
    const answer = async (p: Player, samples: number[]): Promise<boolean> => {
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
      if (p.game.status === 'finished' || !p.game.question) {
        p.game = await call<TournamentGame>(base, '/api/v2.0/tournament/start', p.token, {
          tournament_id: tournamentId,
        });
      }
      return true;
    };

    // Paced: each player answers every 5 s, the players spread evenly over the 5 s.
    const paced: number[] = [];
    let pacedErrors = 0;
    const pacedStart = performance.now();
    const end = pacedStart + SECONDS * 1000;
    await Promise.all(
      players.map(async (p, i) => {
        let next = pacedStart + (i / players.length) * PACE_MS;
        for (;;) {
          const wait = next - performance.now();
          if (next >= end) return;
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (!(await answer(p, paced))) pacedErrors++;
          next += PACE_MS;
        }
      }),
    );
    const pacedResult = {
      players: PLAYERS,
      seconds: SECONDS,
      offered_per_s: +(PLAYERS / (PACE_MS / 1000)).toFixed(1),
      ...stats(paced, pacedErrors, performance.now() - pacedStart),
    };
    console.log('tournament submit, paced', pacedResult);

    // Saturated: a share of the players answer back to back for a while.
    const saturated: number[] = [];
    let saturatedErrors = 0;
    const satStart = performance.now();
    const satEnd = satStart + SATURATED_SECONDS * 1000;
    await Promise.all(
      players.slice(0, SATURATED_PLAYERS).map(async (p) => {
        while (performance.now() < satEnd) {
          if (!(await answer(p, saturated))) saturatedErrors++;
        }
      }),
    );
    const saturatedResult = {
      connections: SATURATED_PLAYERS,
      seconds: SATURATED_SECONDS,
      ...stats(saturated, saturatedErrors, performance.now() - satStart),
    };
    console.log('tournament submit, saturated', saturatedResult);
    return {
      setup_s,
      paced: pacedResult,
      saturated: saturatedResult,
      error_reasons: reasons,
      postgres_alone_baseline: 'not measured (time)',
    };
  } finally {
    await db.end();
    await server.stop();
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${DB_NAME} with (force)`);
    await again.end();
  }
}
