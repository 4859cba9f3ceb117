/**
 * Is the server still responsive while players play on the embedded database? A real server
 * process on PGlite (no DATABASE_URL); N signed-in players play topic games back to back (start,
 * answer, next, … and a new game when one ends) while one more signed-in client probes `/healthz`
 * and `GET /api/v2.0/user` one after the other, and this records how long the probes wait.
 *   BENCH_ONLY=pglite-loop BENCH_LOOP_PLAYERS=30 BENCH_SECONDS=20 npm run bench
 * BENCH_LOOP_ENV='{"PGLITE_WORKER":"1"}' adds environment for the server (e.g. to compare modes);
 * BENCH_CPU_PROF=dir writes the server's CPU profile there (node --cpu-prof).
 */
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import type { TopicsReply } from '@contract/topics';
import { startServerProcess } from '../tests/helpers/server-process';
import { call, signInPlayer } from './api';

const PLAYERS = Number(process.env.BENCH_LOOP_PLAYERS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_SECONDS = 5;
// Between two probe rounds: a monitor polling, not a second load.
const PROBE_GAP_MS = 20;

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1);
  return { n: s.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: +(s.at(-1) ?? 0).toFixed(1) };
}

/** `fn` again and again until `until`, a short gap between two calls: its latencies. */
async function poll(until: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  while (performance.now() < until) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return percentiles(samples);
}

/** /healthz (no database) and GET /user (one read) polled side by side: their latencies. */
async function probe(base: string, token: string, until: number) {
  const [healthz, userRead] = await Promise.all([
    poll(until, async () => {
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/healthz: ${res.status}`);
    }),
    poll(until, () => call(base, '/api/v2.0/user', token)),
  ]);
  return { healthz, user_read: userRead };
}

/** One player playing topic games back to back until `until`. */
async function play(base: string, token: string, topicId: number, until: number) {
  let answers = 0;
  let requests = 0;
  let errors = 0;
  const latency: number[] = [];
  const req = async <T>(url: string, body: unknown) => {
    const t0 = performance.now();
    const out = await call<T>(base, url, token, body);
    latency.push(performance.now() - t0);
    requests++;
    return out;
  };
  const start = () => req<GameState>('/api/v2.0/gameplay/start', { topic_id: topicId });
  let game = await start();
  while (performance.now() < until) {
    try {
      const q = game.question;
      await req<SubmitAnswerReply>('/api/v2.0/gameplay/submit', {
        game_id: game.game_id,
        question_id: q.question_id,
        answer_id: q.options[0]!.id,
        remaining_time: 10,
      });
      answers++;
      if (performance.now() >= until) break;
      game = await req<GameState>('/api/v2.0/gameplay/next', { game_id: game.game_id });
      // The last question answered: Next answers with the finished game.
      if (game.status === 'finished' || game.answer) game = await start();
    } catch (err) {
      errors++;
      if (errors === 1) console.error(String(err));
      game = await start();
    }
  }
  return { answers, requests, errors, latency };
}

export async function pgliteLoopBench(): Promise<Record<string, unknown>> {
  const extraEnv = JSON.parse(process.env.BENCH_LOOP_ENV ?? '{}') as Record<string, string>;
  const profDir = process.env.BENCH_CPU_PROF;
  const server = await startServerProcess(
    { CHECK_TOKEN_RATE_LIMIT: '1000000', GAME_WRITE_RATE_LIMIT: '1000000', ...extraEnv },
    profDir
      ? { args: ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'server/main.ts'] }
      : {},
  );
  try {
    const base = server.baseURL;
    const { topics } = await call<TopicsReply>(base, '/api/public/top-topics');
    const topicId = topics[0]!.id;
    const tokens: string[] = [];
    // One more than the players: the probe's own account.
    for (let i = 0; i <= PLAYERS; i++) {
      tokens.push(await signInPlayer(base, '015', i));
    }
    const probeToken = tokens.pop()!;
    // Warm: the session cached, the routes' code compiled.
    await call(base, '/api/v2.0/user', probeToken);
    await play(base, tokens[0]!, topicId, performance.now() + 1000);

    const idle = await probe(base, probeToken, performance.now() + IDLE_SECONDS * 1000);
    console.log('idle server', idle);

    const start = performance.now();
    const until = start + SECONDS * 1000;
    const [underLoad, ...players] = await Promise.all([
      probe(base, probeToken, until),
      ...tokens.map((t) => play(base, t, topicId, until)),
    ]);
    const seconds = (performance.now() - start) / 1000;
    const answers = players.reduce((s, p) => s + p.answers, 0);
    const requests = players.reduce((s, p) => s + p.requests, 0);
    const errors = players.reduce((s, p) => s + p.errors, 0);
    const result = {
      players: PLAYERS,
      seconds: SECONDS,
      server_env: extraEnv,
      idle,
      under_load: underLoad,
      answers_per_s: +(answers / seconds).toFixed(1),
      game_requests_per_s: +(requests / seconds).toFixed(1),
      game_errors: errors,
      game_request: percentiles(players.flatMap((p) => p.latency)),
    };
    console.log('under load', result);
    return result;
  } finally {
    await server.stop();
  }
}
