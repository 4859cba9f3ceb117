/**
 * npm run bench: size of what a phone downloads first, and answer-submit latency under N
 * concurrent players on the embedded database and (when a server URL is given) on PostgreSQL.
 *   BENCH_PLAYERS=200 BENCH_GAMES=10 BENCH_DATABASE_URL=postgres://… npm run bench
 * BENCH_ONLY=web|submit|tournament|tournament-submit|paired|user-read|pglite-loop|content-import|analytics|battle|retention runs one
 * part (tournament: ranking at a million entries, bench/tournament.ts; tournament-submit: answers under load,
 * bench/tournament-submit.ts; paired: that answer's server CPU beside another checkout's (BENCH_OTHER),
 * measured at the same time, bench/paired.ts; user-read: GET /api/v2.0/user under load, bench/user-read.ts; these
 * four need PostgreSQL, the ranking also uses TEST_REDIS_URL; web: the first screen's bytes over
 * the network and Lighthouse mobile, bench/web.ts, where BENCH_LIGHTHOUSE=0 skips Lighthouse;
 * pglite-loop: /healthz and a read while players play on PGlite, bench/pglite-loop.ts;
 * content-import: 5,000 questions through the console's CSV/XLSX import on PostgreSQL,
 * bench/content-import.ts; analytics: the console's roll-up and dashboard endpoints at a million
 * players and twenty million games on PostgreSQL, bench/analytics.ts; battle: BENCH_BATTLES live battles
 * (1,000: 2,000 sockets) on one process, PGlite and PostgreSQL with Redis (TEST_REDIS_URL), bench/battle.ts;
 * retention: the console's retention screen and its roll-ups at a million players, bench/retention.ts).
 * Results print as a table and go to bench/results/latest.json (ignored by git).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import type { GameState } from '@contract/gameplay';
import type { TopicsReply } from '@contract/topics';
import { ensureWebBuilt } from '../scripts/build-web';
import { withDatabase } from '../tests/helpers/global-setup';
import { startServerProcess } from '../tests/helpers/server-process';
import { analyticsBench } from './analytics';
import { battleBench } from './battle';
import { retentionBench } from './retention';
import { contentImportBench } from './content-import';
import { pairedBench } from './paired';
import { pgliteLoopBench } from './pglite-loop';
import { tournamentRankingBench } from './tournament';
import { tournamentSubmitBench } from './tournament-submit';
import { userReadBench } from './user-read';
import { webBench } from './web';
import { call, inBatches, signInPlayer } from './api';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const GAMES = Number(process.env.BENCH_GAMES ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// Paced phase: answers per second across all players (200 players answering every 2 s = 100/s).
const RATE = Number(process.env.BENCH_RATE ?? 100);
const ONLY = process.env.BENCH_ONLY;
const runs = (part: string) => !ONLY || ONLY === part;
const results: Record<string, unknown> = {};

function webSize() {
  const dist = path.resolve('dist/web');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const gz = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const js = refs.filter((r) => r.endsWith('.js'));
  const css = refs.filter((r) => r.endsWith('.css'));
  const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    initial_js_files: js.length,
    initial_js_gzip_kb: +(js.reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1),
    initial_css_gzip_kb: +(css.reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1),
    all_js_gzip_kb: +(allJs.reduce((s, f) => s + gz(`/assets/${f}`), 0) / 1024).toFixed(1),
  };
}

async function submitLatency(label: string, env: Record<string, string>) {
  const server = await startServerProcess({
    ...env,
    CHECK_TOKEN_RATE_LIMIT: '1000000',
    GAME_WRITE_RATE_LIMIT: '1000000',
  });
  try {
    const base = server.baseURL;
    const { topics } = await call<TopicsReply>(base, '/api/public/top-topics');
    const topicId = topics[0]!.id;
    const tokens = await inBatches(PLAYERS, 20, async (i) => {
      return signInPlayer(base, '018', i);
    });
    // One unanswered first question per game: each measured request is a real first answer.
    const pending = (
      await inBatches(PLAYERS * GAMES, 20, async (i) => {
        const token = tokens[i % PLAYERS]!;
        const game = await call<GameState>(base, '/api/v2.0/gameplay/start', token, {
          topic_id: topicId,
        });
        return { token, game };
      })
    ).reverse();

    const fire = (amount: number, overallRate?: number, connections = PLAYERS) =>
      autocannon({
        url: base,
        connections,
        amount,
        ...(overallRate ? { overallRate } : {}),
        requests: [
          {
            method: 'POST',
            path: '/api/v2.0/gameplay/submit',
            setupRequest: (req) => {
              const next = pending.pop();
              if (!next) return req;
              const { token, game } = next;
              return {
                ...req,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: JSON.stringify({
                  game_id: game.game_id,
                  question_id: game.question.question_id,
                  answer_id: game.question.options[0]!.id,
                  remaining_time: 15,
                }),
              };
            },
          },
        ],
      });
    const summary = (run: autocannon.Result) => ({
      submits: run.requests.total,
      non_2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      latency_ms: {
        p50: run.latency.p50,
        p90: run.latency.p90,
        p99: run.latency.p99,
        max: run.latency.max,
      },
      requests_per_s: run.requests.average,
    });
    // One player alone (the latency a player feels on an idle server), then the rest: half at
    // the players' pace (autocannon sends each second's share in a burst), half as fast as the
    // server takes them (saturation: the latency there is mostly queueing).
    const onePlayer = summary(await fire(200, undefined, 1));
    const half = Math.floor(pending.length / 2);
    const paced = summary(await fire(half, RATE));
    const saturated = summary(await fire(pending.length));
    results[label] = {
      players: PLAYERS,
      paced_rate: RATE,
      one_player: onePlayer,
      paced,
      saturated,
      server_ready_ms: server.readyMs,
    };
  } finally {
    await server.stop();
  }
}

async function freshPostgres(url: string, name = 'quiz_arena_bench'): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return withDatabase(url, name);
}

if (runs('web') || runs('submit')) await ensureWebBuilt();
if (runs('web')) {
  results.web_size = webSize();
  console.log('web size', results.web_size);
  // Files estimate what could be sent; this counts what the browser received, and Lighthouse.
  results.first_screen = await webBench();
}
if (runs('submit')) {
  await submitLatency('submit_pglite', {});
  console.log('pglite', results.submit_pglite);
  if (PG_URL) {
    await submitLatency('submit_postgres', { DATABASE_URL: await freshPostgres(PG_URL) });
    console.log('postgres', results.submit_postgres);
  }
}
if (runs('tournament')) {
  if (PG_URL) {
    results.tournament_ranking = await tournamentRankingBench(PG_URL, process.env.TEST_REDIS_URL);
  } else {
    results.tournament_ranking = 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
  }
}
if (runs('tournament-submit')) {
  results.tournament_submit = PG_URL
    ? await tournamentSubmitBench(PG_URL)
    : 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
}
if (ONLY === 'paired') {
  const other = process.env.BENCH_OTHER;
  results.paired =
    PG_URL && other
      ? await pairedBench(PG_URL, other)
      : 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL and BENCH_OTHER must be set';
}
if (runs('user-read')) {
  results.user_read = PG_URL
    ? await userReadBench(PG_URL)
    : 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
}
if (runs('pglite-loop')) results.pglite_loop = await pgliteLoopBench();
if (runs('content-import')) {
  results.content_import = PG_URL
    ? await contentImportBench(PG_URL)
    : 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
}
if (runs('retention')) {
  results.retention = PG_URL ? await retentionBench(PG_URL) : 'skipped: no BENCH_DATABASE_URL';
}
if (runs('analytics')) {
  results.analytics = PG_URL
    ? await analyticsBench(PG_URL)
    : 'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL not set';
}
if (runs('battle')) {
  results.battle = await battleBench(
    PG_URL ? await freshPostgres(PG_URL, 'quiz_arena_bench_battle') : undefined,
    process.env.TEST_REDIS_URL,
  );
}
fs.mkdirSync('bench/results', { recursive: true });
const latest = 'bench/results/latest.json';
// One part run alone keeps the other parts' last figures beside it.
const earlier: Record<string, unknown> =
  ONLY && fs.existsSync(latest) ? JSON.parse(fs.readFileSync(latest, 'utf8')) : {};
fs.writeFileSync(latest, JSON.stringify({ ...earlier, ...results }, null, 2));
type Phase = {
  latency_ms: Record<string, number>;
  requests_per_s: number;
  non_2xx: number;
  errors: number;
  submits: number;
};
const phases = ['one_player', 'paced', 'saturated'] as const;
if (runs('submit'))
  console.table(
    Object.entries(results)
      .filter(([k]) => k.startsWith('submit_'))
      .flatMap(([k, v]) =>
        phases.map((phase) => {
          const r = (v as Record<(typeof phases)[number], Phase>)[phase];
          return {
            run: `${k} ${phase}`,
            submits: r.submits,
            failed: r.non_2xx + r.errors,
            p50_ms: r.latency_ms.p50,
            p99_ms: r.latency_ms.p99,
            req_s: r.requests_per_s,
          };
        }),
      ),
  );
const ranking = results.tournament_ranking;
if (ranking && typeof ranking === 'object') {
  type Timing = { reps: number; p50_ms: number; p99_ms: number };
  const r = ranking as Record<string, Record<string, Timing> | unknown>;
  console.table(
    (['postgres', 'redis'] as const).flatMap((backend) => {
      const m = r[backend];
      if (!m || typeof m !== 'object') return [];
      return Object.entries(m as Record<string, Timing>).map(([what, t]) => ({
        run: `${backend} ${what}`,
        reps: t.reps,
        p50_ms: t.p50_ms,
        p99_ms: t.p99_ms,
      }));
    }),
  );
}
