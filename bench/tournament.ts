/**
 * Tournament ranking at a million entrants: "my rank" (a player in the middle) and "page 500"
 * (20 a page) timed through the ranking service itself, on PostgreSQL and on a Redis sorted set
 * rebuilt from it. Seeds a throwaway database with two insert … select generate_series statements.
 *   BENCH_ONLY=tournament BENCH_ENTRIES=1000000 TEST_DATABASE_URL=… TEST_REDIS_URL=… npm run bench
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type AppContext, createInProcessState } from '../server/context';
import { openDatabase } from '../server/db/client';
import { openRedis } from '../server/lib/redis';
import {
  dropRanking,
  myStanding,
  rankedCount,
  rankedPage,
  rankingPage,
  rebuildRanking,
} from '../server/modules/tournaments/ranking';
import { withDatabase } from '../tests/helpers/global-setup';
import { systemClock } from '../server/lib/clock';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const PER_PAGE = 20;
const PAGE = 500;
const REPS = Number(process.env.BENCH_RANK_REPS ?? 500);
// A slow query is still measured, but no longer than this per figure.
const BUDGET_MS = Number(process.env.BENCH_RANK_BUDGET_MS ?? 15_000);
const DB_NAME = 'quiz_arena_bench_tournament';

interface Timing {
  reps: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

async function timeIt(fn: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await fn(); // warm caches and the pool
  const samples: number[] = [];
  const until = performance.now() + BUDGET_MS;
  while (samples.length < REPS && performance.now() < until) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => +samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return {
    reps: samples.length,
    p50_ms: +at(0.5).toFixed(3),
    p99_ms: +at(0.99).toFixed(3),
    max_ms: +samples[samples.length - 1]!.toFixed(3),
  };
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Records the statements the app sends through the pool while fn runs (for EXPLAIN). */
async function captureQueries(fn: () => Promise<unknown>) {
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      seen.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}

/** EXPLAIN ANALYZE of a captured statement, its parameters inlined as literals (a custom plan). */
async function explain(c: pg.Client, q: { text: string; values: unknown[] }): Promise<string> {
  let text = q.text;
  for (let i = q.values.length; i >= 1; i--) {
    const v = q.values[i - 1];
    const literal = v instanceof Date ? v.toISOString() : String(v);
    text = text.split(`$${i}`).join(c.escapeLiteral(literal));
  }
  const { rows } = await c.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${text}`,
  );
  return [q.text.replace(/\s+/g, ' '), ...rows.map((r) => r['QUERY PLAN'])].join('\n');
}

export async function tournamentRankingBench(
  serverUrl: string,
  redisUrl: string | undefined,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { entries: ENTRIES, page: PAGE, per_page: PER_PAGE };
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
  });
  const url = withDatabase(serverUrl, DB_NAME);
  const database = await openDatabase({ url, poolSize: 10 });
  const prefix = `bench:${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({ NODE_ENV: 'test', REDIS_KEY_PREFIX: prefix });
  const redis = redisUrl ? await openRedis(redisUrl) : null;
  const pgCtx: AppContext = {
    config,
    database,
    db: database.db,
    redis: null,
    clock: systemClock,
    ...createInProcessState(),
  };
  try {
    await database.migrate();
    const seedStart = performance.now();
    const t = await admin(url, async (c) => {
      await c.query(
        `insert into users (msisdn, name)
         select '09' || lpad(g::text, 9, '0'), 'Player ' || g from generate_series(1, $1::int) g`,
        [ENTRIES],
      );
      const { rows } = await c.query<{ id: number; start_time: Date; frozen_at: Date | null }>(
        `insert into tournaments (type, name, start_time, end_time, duration, question_count, chances)
         values ('DAILY', 'Bench', date_trunc('milliseconds', now()) - interval '1 hour',
                 now() + interval '1 day', 300, 10, 3)
         returning id, start_time, frozen_at`,
      );
      const row = rows[0]!;
      // A million single-row bucket upserts from the trigger take minutes: seed the buckets in
      // one pass instead, as migration 0006 backfills them.
      await c.query(
        'alter table tournament_entries disable trigger tournament_entries_score_counts',
      );
      // Times in milliseconds, as the app writes them (JS Dates): the service compares exact ties
      // with millisecond ISO strings. Scores 0..1300 (13 questions' worth) spread over the hour:
      // many ties on score, few on time.
      await c.query(
        `insert into tournament_entries (tournament_id, user_id, attempts, best_score, best_finished_at)
         select $1, u.id, 1, ((u.id::bigint * 7919) % 1301)::int,
                $2::timestamptz + ((u.id::bigint * 104729) % 3600000) * interval '1 millisecond'
         from users u`,
        [row.id, row.start_time],
      );
      await c.query(
        'alter table tournament_entries enable trigger tournament_entries_score_counts',
      );
      await c.query(
        `insert into tournament_score_counts (tournament_id, best_score, players)
         select tournament_id, best_score, count(*)::int from tournament_entries
         where tournament_id = $1 and best_finished_at is not null group by tournament_id, best_score`,
        [row.id],
      );
      // What autovacuum would have done on a live table: statistics and the visibility map that
      // index-only scans need.
      await c.query('vacuum analyze users');
      await c.query('vacuum analyze tournament_entries');
      await c.query('vacuum analyze tournament_score_counts');
      return { id: row.id, startTime: row.start_time, frozenAt: row.frozen_at };
    });
    out.seed_s = +((performance.now() - seedStart) / 1000).toFixed(1);
    console.log(`seeded ${ENTRIES} entries in ${out.seed_s} s`);

    const middle = await admin(url, async (c) => {
      const { rows } = await c.query<{ user_id: number }>(
        `select user_id from tournament_entries where tournament_id = $1 and best_finished_at is not null
         order by best_score desc, best_finished_at asc, user_id desc offset $2 limit 1`,
        [t.id, Math.floor(ENTRIES / 2)],
      );
      return rows[0]!.user_id;
    });
    const offset = (PAGE - 1) * PER_PAGE;

    const standing = await myStanding(pgCtx, t, middle);
    out.middle_player = { user_id: middle, position: standing?.position };

    // EXPLAIN the statements "my rank" sends, exactly as the app sends them.
    const sent = await captureQueries(() => myStanding(pgCtx, t, middle));
    const plans = await admin(url, async (c) => {
      const result: string[] = [];
      for (const q of sent) result.push(await explain(c, q));
      return result;
    });
    out.my_rank_explain = plans;
    console.log(`EXPLAIN of "my rank" on PostgreSQL:\n${plans.join('\n\n')}`);
    const pageSent = await captureQueries(() => rankedPage(pgCtx, t, offset, PER_PAGE));
    const pagePlan = await admin(url, (c) => explain(c, pageSent[0]!));
    out.page_explain = pagePlan;
    console.log(`EXPLAIN of "page ${PAGE}" on PostgreSQL:\n${pagePlan}`);

    const measure = async (ctx: AppContext) => ({
      my_rank: await timeIt(() => myStanding(ctx, t, middle)),
      page_500_ranked: await timeIt(() => rankedPage(ctx, t, offset, PER_PAGE)),
      // What the ranking route returns: the page plus profiles and friendship status.
      page_500_with_profiles: await timeIt(() => rankingPage(ctx, t, middle, offset, PER_PAGE)),
      // The route also counts the ranked entrants for page_count.
      ranked_count: await timeIt(() => rankedCount(ctx, t)),
    });
    out.postgres = await measure(pgCtx);
    console.log('postgres', out.postgres);

    if (redis) {
      const redisCtx: AppContext = { ...pgCtx, redis };
      try {
        const r0 = performance.now();
        await rebuildRanking(redisCtx, t);
        out.redis_rebuild_s = +((performance.now() - r0) / 1000).toFixed(1);
        const same = await myStanding(redisCtx, t, middle);
        out.redis_position = same?.position;
        out.redis_same_position = same?.position === standing?.position;
        out.redis = await measure(redisCtx);
        console.log(`redis (rebuilt in ${out.redis_rebuild_s} s)`, out.redis);
      } finally {
        await dropRanking(redisCtx, t.id);
      }
    } else {
      out.redis = 'skipped: TEST_REDIS_URL not set';
    }
  } finally {
    redis?.disconnect();
    await database.close();
    await admin(serverUrl, (c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
  return out;
}
