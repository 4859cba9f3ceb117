/**
 * The console's analytics at a million players and twenty million games on PostgreSQL (issue 23:
 * a dashboard answers in under 1 s). On a database created for the run: generated players,
 * games over the last year, tournaments with their entries, subscriptions and payments; the
 * roll-up's first run (the back-fill) and a scheduled run, timed; then the summary, report and
 * retention endpoints over HTTP from this process to a server process, p50/p95 of several calls each.
 *   BENCH_ONLY=analytics BENCH_DATABASE_URL=postgres://… npm run bench
 * BENCH_ANALYTICS_SCALE=0.1 generates a tenth (100,000 players, 2,000,000 games).
 */
import pg from 'pg';
import type { Envelope } from '@contract/envelope';
import { closeContext, createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runRollup } from '../server/modules/analytics';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../server/modules/console';
import { withDatabase } from '../tests/helpers/global-setup';
import { startServerProcess } from '../tests/helpers/server-process';

const SCALE = Number(process.env.BENCH_ANALYTICS_SCALE ?? 1);
const PLAYERS = Math.round(1_000_000 * SCALE);
const GAMES = Math.round(20_000_000 * SCALE);
const SUBSCRIPTIONS = Math.round(300_000 * SCALE);
const DAYS = 365;
const CALLS = 10;
const DB_NAME = 'quiz_arena_bench_analytics';
const TIME_ZONE = 'Asia/Dhaka';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const seconds = (ms: number) => +(ms / 1000).toFixed(1);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

/**
 * INSERT … SELECT from generate_series, with the games' secondary indexes dropped during the load
 * and built again after it (as a bulk load would), and foreign keys and triggers off (replica
 * role) since every key is generated in range.
 */
async function generate(client: pg.Client) {
  const steps: Record<string, number> = {};
  const step = async (name: string, statement: string) => {
    const [, ms] = await timed(() => client.query(statement));
    steps[name] = seconds(ms);
  };
  await client.query(`set session_replication_role = replica`);
  await step(
    'players',
    `insert into users (msisdn, name)
      select '09' || lpad(g::text, 9, '0'), 'Player ' || g from generate_series(1, ${PLAYERS}) g`,
  );
  await client.query(`insert into packs (slug, title, price_minor, currency, validity_days,
      auto_renew, provider) values
    ('bench-daily', 'Bench daily', 1000, 'LKR', 1, true, 'operator'),
    ('bench-weekly', 'Bench weekly', 5000, 'LKR', 7, true, 'operator'),
    ('bench-monthly', 'Bench monthly', 15000, 'LKR', 30, true, 'paysenz'),
    ('bench-bundle', 'Bench bundle', 3000, 'LKR', 7, false, 'ghoori')`);
  await step(
    'tournaments',
    `insert into tournaments (type, name, start_time, end_time, duration, question_count, chances)
      select 'DAILY', 'Bench ' || g, now() - (g || ' days')::interval - interval '2 hours',
        now() - (g || ' days')::interval, 300, 10, 3
      from generate_series(1, ${DAYS}) g`,
  );
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'games'
      and indexname <> 'games_pkey'`,
  );
  for (const i of indexes) await client.query(`drop index ${i.indexname}`);
  // A player's games cluster on a few users at random; a tenth are tournament games, a tenth
  // challenges; started over the last year at any time of day.
  await step(
    'games',
    `insert into games (user_id, kind, question_count, status, points, started_at, finished_at)
      select 1 + (hashint4(g) & 2147483647) % ${PLAYERS},
        case g % 10 when 0 then 'tournament' when 1 then 'challenge' else 'topic' end,
        10, 'finished', g % 100, t, t + interval '3 minutes'
      from generate_series(1, ${GAMES}) g,
        lateral (select now() - random() * interval '${DAYS} days' as t) s`,
  );
  const [, indexMs] = await timed(async () => {
    for (const i of indexes) await client.query(i.indexdef);
  });
  steps.games_indexes = seconds(indexMs);
  await step(
    'tournament_entries',
    `insert into tournament_entries (tournament_id, user_id, attempts, best_score)
      select t.id, 1 + (t.id * 7919 + g) % ${PLAYERS}, 1, g % 100
      from tournaments t, generate_series(1, ${Math.max(1, Math.round(GAMES / 10 / DAYS / 2))}) g`,
  );
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, pack_id, status, auto_renew, started_at, expires_at,
        ended_at, unsubscribed_at)
      select 1 + (g::bigint * 7919) % ${PLAYERS}, p.id,
        case when lapsed then 'lapsed' else 'active' end, p.auto_renew and not unsub,
        s, s + p.validity_days * (1 + renewals) * interval '1 day',
        case when lapsed then s + p.validity_days * (1 + renewals) * interval '1 day' end,
        case when unsub then s + interval '1 hour' end
      from generate_series(1, ${SUBSCRIPTIONS}) g
      cross join lateral (select now() - random() * interval '${DAYS} days' as s,
        g % 5 = 0 as lapsed, g % 7 = 0 as unsub, g % 4 as renewals) r
      join packs p on p.slug = (array['bench-daily', 'bench-weekly', 'bench-monthly',
        'bench-bundle'])[1 + g % 4]`,
  );
  // A purchase per subscription and a renewal per period after the first; one in twenty declined.
  await step(
    'payments',
    `insert into payments (user_id, pack_id, subscription_id, provider, purpose, amount_minor,
        currency, status, created_at, settled_at)
      select s.user_id, s.pack_id, s.id, p.provider,
        case when k = 0 then 'purchase' else 'renewal' end, p.price_minor, p.currency,
        case when (s.id + k) % 20 = 0 then 'failed' else 'succeeded' end, at, at
      from subscriptions s join packs p on p.id = s.pack_id,
        generate_series(0, 4) k,
        lateral (select s.started_at + k * p.validity_days * interval '1 day' as at) a
      where at < s.expires_at and at < now()`,
  );
  await client.query(`set session_replication_role = origin`);
  await step('analyze', 'analyze');
  const { rows } = await client.query<{ games: string; payments: string; entries: string }>(
    `select (select count(*) from games) as games, (select count(*) from payments) as payments,
      (select count(*) from tournament_entries) as entries`,
  );
  return {
    seconds: steps,
    rows: {
      players: PLAYERS,
      games: Number(rows[0]!.games),
      subscriptions: SUBSCRIPTIONS,
      payments: Number(rows[0]!.payments),
      tournament_entries: Number(rows[0]!.entries),
    },
  };
}

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(1);
  return { p50_ms: at(0.5), p95_ms: at(0.95), max_ms: at(1) };
}

/** The endpoints as the console calls them: a staff session cookie, over HTTP. */
async function endpointLatency(baseURL: string) {
  const signIn = await fetch(`${baseURL}/api/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`console sign-in: ${signIn.status}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const out: Record<string, ReturnType<typeof percentiles>> = {};
  for (const days of [30, 90, 365]) {
    const range = `from=${day(-days + 1)}&to=${day(0)}`;
    const urls = {
      [`summary_${days}d`]: `/api/console/analytics/summary?${range}`,
      [`report_${days}d_day`]: `/api/console/analytics/report?${range}&grain=day`,
      [`report_${days}d_week`]: `/api/console/analytics/report?${range}&grain=week`,
      [`report_${days}d_month`]: `/api/console/analytics/report?${range}&grain=month`,
      [`retention_${days}d`]: `/api/console/analytics/retention?${range}`,
    };
    for (const [name, url] of Object.entries(urls)) {
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const [res, ms] = await timed(() => fetch(baseURL + url, { headers: { cookie } }));
        const body = (await res.json()) as Envelope<unknown>;
        if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`);
        samples.push(ms);
      }
      out[name] = percentiles(samples);
    }
  }
  return out;
}

export async function analyticsBench(serverUrl: string) {
  await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  await admin(serverUrl, `create database ${DB_NAME}`);
  const url = withDatabase(serverUrl, DB_NAME);
  const database = await openDatabase({ url });
  const serverEnv = { DATABASE_URL: url, OPERATOR_TIMEZONE: TIME_ZONE, SEED_DEMO_PLAYERS: '0' };
  try {
    await database.migrate();
    // Seeded and the day's tournaments scheduled as the server's start does, before the million
    // players exist: else that start would tell each of them about the new tournaments.
    await closeContext(await createContext(loadConfig({ ...serverEnv, NODE_ENV: 'development' })));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const [generated, generateMs] = await timed(() => generate(client)).finally(() => client.end());
    console.log('analytics: generated', generated);
    const [backfill, backfillMs] = await timed(() => runRollup(database.db, TIME_ZONE));
    console.log('analytics: back-fill', backfill, seconds(backfillMs), 's');
    const [scheduled, scheduledMs] = await timed(() => runRollup(database.db, TIME_ZONE));
    console.log('analytics: scheduled run', scheduled, seconds(scheduledMs), 's');
    const server = await startServerProcess(serverEnv);
    let latency;
    try {
      latency = await endpointLatency(server.baseURL);
    } finally {
      await server.stop();
    }
    const worst = Math.max(...Object.values(latency).map((l) => l.p95_ms));
    const result = {
      scale: SCALE,
      ...generated,
      generate_s: seconds(generateMs),
      rollup_backfill: { ...backfill, s: seconds(backfillMs) },
      rollup_scheduled: { ...scheduled, s: seconds(scheduledMs) },
      endpoints: latency,
      under_1_s: worst < 1000,
    };
    console.log('analytics', JSON.stringify(result, null, 2));
    return result;
  } finally {
    await database.close();
    await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  }
}
