/**
 * The console's retention screen (issue 36) at a million players on PostgreSQL. On a migrated
 * database created for the run: who played when and each player's first day (a million first
 * days over 120 days, each player back on 1 to 5 later days), a million streaks and two million
 * daily reward claims, all from generate_series. Then, timed: the retention roll-ups' back-fill
 * of those days, two scheduled runs of the real roll-up job (the second must change nothing),
 * the per-player statement the endpoint sent before it read roll-ups (the baseline), and
 * GET /api/console/analytics/retention over HTTP for 12 weeks (p50/p95), with the load average
 * beside each figure (a shared machine's figures are only read with it).
 *   BENCH_ONLY=retention BENCH_DATABASE_URL=postgres://… npm run bench
 * BENCH_RETENTION_SCALE=0.1 generates a tenth.
 */
import os from 'node:os';
import pg from 'pg';
import type { Envelope } from '@contract/envelope';
import { closeContext, createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openDatabase, type Tx } from '../server/db/client';
import { localDate } from '../server/lib/time';
import { runRollup } from '../server/modules/analytics';
import {
  rollUpCohorts,
  rollUpRewards,
  rollUpStreaks,
} from '../server/modules/analytics/retention-rollup';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../server/modules/console';
import { withDatabase } from '../tests/helpers/global-setup';
import { startServerProcess } from '../tests/helpers/server-process';

const SCALE = Number(process.env.BENCH_RETENTION_SCALE ?? 1);
const PLAYERS = Math.round(1_000_000 * SCALE);
const DB_NAME = 'quiz_arena_bench_retention';
const TIME_ZONE = 'Asia/Dhaka';
const BASELINE_CALLS = 5;
const CALLS = 20;
const DAY_MS = 86_400_000;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const seconds = (ms: number) => +(ms / 1000).toFixed(1);
const load = () => os.loadavg().map((l) => +l.toFixed(2));

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0);
  return { calls: s.length, p50_ms: at(0.5), p95_ms: at(0.95), max_ms: at(1) };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * The statement GET …/retention sent before the cohort roll-up (one join of every new player of
 * the range to the days they played again): the baseline the roll-up is measured against.
 */
const baselineQuery = (from: string, to: string) => `with cohort as (
    select f.user_id, f.first_day,
      f.first_day - ((extract(isodow from f.first_day)::int + 1) % 7) as week
    from analytics_player_first_days f where f.first_day between '${from}' and '${to}'
  ), back as (
    select c.week, p.day - c.first_day as o from cohort c
    join analytics_player_days p on p.user_id = c.user_id
      and p.day between c.first_day + 1 and c.first_day + 30
      and p.day - c.first_day in (1, 7, 30)
  )
  select to_char(w.week, 'YYYY-MM-DD') as week, w.players,
    coalesce(b.d1, 0) as d1, coalesce(b.d7, 0) as d7, coalesce(b.d30, 0) as d30
  from (select week, count(*)::int as players from cohort group by week) w
  left join (select week, count(*) filter (where o = 1)::int as d1,
      count(*) filter (where o = 7)::int as d7, count(*) filter (where o = 30)::int as d30
    from back group by week) b on b.week = w.week
  order by w.week`;

/**
 * The players' days end 3 days before today, so the scheduled runs (yesterday and today, from
 * games, of which there are none here) rewrite no generated day but recount the 30 days of
 * cohorts before them as they do in production. Foreign keys are off (replica role): the
 * streaks and claims name players that are not generated as users.
 */
async function generate(client: pg.Client, today: string) {
  const last = shift(today, -3);
  const first = shift(last, -119);
  await client.query(`set session_replication_role = replica`);
  await client.query(`insert into analytics_player_first_days
    select g, date '${first}' + (g % 120) from generate_series(1, ${PLAYERS}) g`);
  await client.query(`insert into analytics_player_days
    select first_day, user_id from analytics_player_first_days
    union
    select f.first_day + o, f.user_id from analytics_player_first_days f,
      lateral (select unnest(array[1, 2, 7, 14, 30]) as o) x
    where (f.user_id * 7 + o) % 3 = 0 and f.first_day + o <= date '${last}'`);
  // A live streak or not: last days 0 to 5 days back, freezes 0 to 2, lengths 1 to 40.
  await client.query(`insert into player_progress (user_id, streak_days, best_streak, freezes,
      last_play_day)
    select g, 1 + g % 40, 1 + g % 40, g % 3, date '${today}' - (g % 6)
    from generate_series(1, ${PLAYERS}) g`);
  await client.query(`insert into daily_reward_claims (user_id, day, day_in_cycle, coins, gems)
    select g, date '${last}' - ((g * 7 + k) % 120), 1 + (g + k) % 7,
      (array[20, 30, 40, 50, 60, 80, 150])[1 + (g + k) % 7], case when (g + k) % 7 = 6 then 1 else 0 end
    from generate_series(1, ${PLAYERS}) g, generate_series(0, 1) k`);
  // As if the job had run ten minutes ago: its next run redoes yesterday and today only.
  await client.query(`insert into analytics_rollup_state (id, backfilled_from, last_run_at)
    values (1, date '${first}', now() - interval '10 minutes')`);
  await client.query(`set session_replication_role = origin`);
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ days: string; claims: string }>(
    `select (select count(*) from analytics_player_days) as days,
      (select count(*) from daily_reward_claims) as claims`,
  );
  return {
    first,
    last,
    player_day_rows: Number(rows[0]!.days),
    reward_claims: Number(rows[0]!.claims),
  };
}

async function signInConsole(baseURL: string) {
  const res = await fetch(`${baseURL}/api/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`console sign-in: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function retentionBench(serverUrl: string) {
  await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  await admin(serverUrl, `create database ${DB_NAME}`);
  const url = withDatabase(serverUrl, DB_NAME);
  const database = await openDatabase({ url });
  const serverEnv = { DATABASE_URL: url, OPERATOR_TIMEZONE: TIME_ZONE, SEED_DEMO_PLAYERS: '0' };
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    await closeContext(await createContext(loadConfig({ ...serverEnv, NODE_ENV: 'development' })));
    await client.connect();
    const today = localDate(new Date(), TIME_ZONE);
    const [generated, generateMs] = await timed(() => generate(client, today));
    console.log('retention: generated', generated, seconds(generateMs), 's');

    // The roll-ups of the generated days, as a first run (or the migration) makes them.
    const backfillLoad = load();
    const [, backfillMs] = await timed(() =>
      database.db.transaction(async (tx) => {
        await rollUpCohorts(tx, generated.first, generated.last, []);
        await rollUpRewards(tx, generated.first, generated.last);
        await rollUpStreaks(tx, today);
      }),
    );
    const checksum = async () =>
      (
        await client.query<{ sum: string }>(
          `select (select coalesce(sum(new_players + back_d1 + back_d7 + back_d30), 0)
              from analytics_daily_cohorts)
            + (select coalesce(sum(claims + coins), 0) from analytics_daily_rewards) as sum`,
        )
      ).rows[0]!.sum;
    const before = await checksum();
    const scheduled = [];
    for (let i = 0; i < 2; i++) {
      const runLoad = load();
      const [run, ms] = await timed(() => runRollup(database.db, TIME_ZONE));
      scheduled.push({ ...run, s: seconds(ms), load: runLoad });
    }
    if ((await checksum()) !== before) throw new Error('a scheduled run changed the roll-ups');
    // What the retention roll-ups add to a scheduled run (yesterday and today), each on its own.
    const yesterday = shift(today, -1);
    const parts: Record<string, number> = {};
    for (const [name, part] of [
      ['cohorts', (tx: Tx) => rollUpCohorts(tx, yesterday, today, [])],
      ['streaks', (tx: Tx) => rollUpStreaks(tx, today)],
      ['rewards', (tx: Tx) => rollUpRewards(tx, yesterday, today)],
    ] as const) {
      parts[`${name}_ms`] = Math.round((await timed(() => database.db.transaction(part)))[1]);
    }

    // Twelve weeks to the last generated day, as the screen's default range asks.
    const range = { from: shift(generated.last, -83), to: generated.last };
    const baselineLoad = load();
    const baseline: number[] = [];
    for (let i = 0; i < BASELINE_CALLS; i++) {
      baseline.push((await timed(() => client.query(baselineQuery(range.from, range.to))))[1]);
    }

    const server = await startServerProcess(serverEnv);
    let endpoint;
    try {
      const cookie = await signInConsole(server.baseURL);
      const path = `/api/console/analytics/retention?from=${range.from}&to=${range.to}`;
      // Two calls first, not counted: the server's first statements and its start-up roll-up.
      for (let i = 0; i < 2; i++) await fetch(server.baseURL + path, { headers: { cookie } });
      const endpointLoad = load();
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const [res, ms] = await timed(() => fetch(server.baseURL + path, { headers: { cookie } }));
        const body = (await res.json()) as Envelope<{ cohorts: Array<{ players: number }> }>;
        if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
        samples.push(ms);
      }
      endpoint = { ...percentiles(samples), load_before: endpointLoad, load_after: load() };
    } finally {
      await server.stop();
    }
    const result = {
      scale: SCALE,
      players: PLAYERS,
      ...generated,
      generate_s: seconds(generateMs),
      rollup_backfill: { s: seconds(backfillMs), load: backfillLoad },
      rollup_scheduled: scheduled,
      rollup_scheduled_retention_parts: parts,
      baseline_per_player_query: { ...percentiles(baseline), load: baselineLoad },
      endpoint_12_weeks: endpoint,
      under_1_s: endpoint.p95_ms < 1000,
    };
    console.log('retention', JSON.stringify(result, null, 2));
    return result;
  } finally {
    await client.end();
    await database.close();
    await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  }
}
