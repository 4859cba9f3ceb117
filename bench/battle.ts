/**
 * BENCH_ONLY=battle: live battles at scale on one server process. BENCH_BATTLES battles (1,000 by
 * default: 2,000 sockets) on PGlite, and on PostgreSQL with Redis when BENCH_DATABASE_URL /
 * TEST_DATABASE_URL and TEST_REDIS_URL are set. Every pair meets in the free queue and plays all
 * questions, each player answering 1 to 4 s after a question arrives, as people do.
 *
 * Reported: question fan-out (the question's server_time, the instant the server served it inside
 * its transaction, to the client's receipt: the database's commit, the emit and the socket, on one
 * clock as both run here), the match's latency (queue:join to battle:matched), server CPU per
 * accepted answer (everything the process did meanwhile, reveals and the rest included, over the
 * answers), memory per socket (the server's RSS and heap before and after the sockets connect),
 * and every error: refused acks, connect errors, disconnects, battles that did not finish.
 * BENCH_CPU_PROF=dir writes the server's V8 CPU profile there.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import {
  type Ack,
  BATTLE_NAMESPACE,
  BATTLE_SOCKET_PATH,
  type ServerEventName,
} from '@contract/battle-events';
import { startServerProcess } from '../tests/helpers/server-process';
import { inBatches, signInPlayer } from './api';
import { cpuSeconds } from './cpu';

const BATTLES = Number(process.env.BENCH_BATTLES ?? 1000);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1]! : null,
  };
};

/** The server's resident memory and, from /proc, nothing of this client's. */
function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

interface Player {
  socket: Socket;
  token: string;
  battleId: number | null;
  /** The last question this player received (0: none yet). */
  questionNo: number;
  finished: boolean;
}

/**
 * The server's event-loop delay histogram (quiz_eventloop_delay_seconds: how late a 20 ms timer
 * ran), as cumulative counts by bucket: between two readings, how often the loop was held long.
 */
async function loopDelays(base: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  try {
    const text = await (
      await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(PROBE_MS) })
    ).text();
    for (const m of text.matchAll(/^quiz_eventloop_delay_seconds_bucket\{le="([^"]+)"\} (\d+)/gm)) {
      out.set(m[1]!, Number(m[2]));
    }
  } catch {
    // a blocked server: the probes say so
  }
  return out;
}

/** Samples since `before` that ran more than 1 s late, and the worst bucket reached. */
function heldSince(before: Map<string, number>, after: Map<string, number>): string {
  const delta = (le: string) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const over1s = delta('+Inf') - delta('1');
  // The smallest bucket holding every sample: the worst delay was at most that.
  const worst = [...after.keys()].find((le) => delta(le) === delta('+Inf')) ?? '?';
  return `loop held >1 s ${over1s}x, worst bucket ${worst} s`;
}

/** How long a probe of the server waits: a blocked event loop answers nothing. */
const PROBE_MS = 3000;

/** One GET with a timeout, as `status in ms` or why it failed: what a stall looks like from outside. */
async function probe(url: string, token?: string): Promise<string> {
  const began = Date.now();
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(PROBE_MS),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    const body = await res.text();
    return `${res.status} in ${Date.now() - began} ms ${body.slice(0, 300)}`;
  } catch (err) {
    return `no answer in ${Date.now() - began} ms (${(err as Error).name})`;
  }
}

function connect(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base + BATTLE_NAMESPACE, {
      path: BATTLE_SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

// Acknowledgements asked for and not answered yet: one never answered is a stall of its own.
let acksPending = 0;
const send = (socket: Socket, event: string, payload: unknown) =>
  new Promise<Ack<unknown>>((resolve) => {
    acksPending++;
    socket.emit(event, payload, (ack: Ack<unknown>) => {
      acksPending--;
      resolve(ack);
    });
  });

async function run(label: string, env: Record<string, string>) {
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops.
  const profDir = process.env.BENCH_CPU_PROF;
  const server = await startServerProcess(
    {
      ...env,
      CHECK_TOKEN_RATE_LIMIT: '1000000',
      // A wake-up per process is the normal path; the sweep only covers a dead process's battles.
      BATTLE_SWEEP_MS: '5000',
    },
    profDir
      ? { args: ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'server/main.ts'] }
      : {},
  );
  const errors: Record<string, number> = {};
  const fail = (what: string) => {
    // The first of each kind is printed when it happens: a stall's first symptom has a time.
    if (errors[what] === undefined)
      console.log(`${label}: first ${what} at ${new Date().toISOString()}`);
    errors[what] = (errors[what] ?? 0) + 1;
  };
  acksPending = 0;
  try {
    const base = server.baseURL;
    const began = Date.now();
    const tokens = await inBatches(2 * BATTLES, 20, (i) => signInPlayer(base, '017', i));
    const signInS = (Date.now() - began) / 1000;
    console.log(`${label}: ${tokens.length} players signed in in ${signInS} s`);
    const rssBefore = rssKb(server.pid);
    const connectBegan = Date.now();
    const sockets = await inBatches(tokens.length, 50, (i) => connect(base, tokens[i]!));
    const connectS = (Date.now() - connectBegan) / 1000;
    console.log(`${label}: ${sockets.length} sockets connected in ${connectS} s`);
    // Let the handshakes' garbage go before the reading.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssKb(server.pid);

    const fanOut: number[] = [];
    const matchMs: number[] = [];
    let answers = 0;
    let disconnectsShown = 0;
    let dropped = 0;
    const players: Player[] = sockets.map((socket, i) => ({
      socket,
      token: tokens[i]!,
      battleId: null,
      questionNo: 0,
      finished: false,
    }));
    let finished = 0;
    const allDone = new Promise<void>((resolve) => {
      for (const p of players) {
        const { socket } = p;
        let lastPing = Date.now();
        let lastEvent = Date.now();
        socket.io.engine.on('ping', () => (lastPing = Date.now()));
        socket.onAny(() => (lastEvent = Date.now()));
        socket.on('disconnect', (reason) => {
          if (p.finished) return;
          fail(`disconnect: ${reason}`);
          // A dropped player hears no more (reconnection is off): waiting for them would only
          // add the 10-minute timeout to the run, which then looked like a server gone idle.
          if (finished + ++dropped === players.length) resolve();
          if (disconnectsShown++ < 5) {
            console.log(
              `  ${reason}: battle ${p.battleId} question ${p.questionNo}, last ping ` +
                `${Date.now() - lastPing} ms ago, last event ${Date.now() - lastEvent} ms ago`,
            );
          }
        });
        socket.on(
          'battle:question' satisfies ServerEventName,
          (q: {
            battle_id: number;
            question_no: number;
            server_time: string;
            question: { options: Array<{ id: number }> };
          }) => {
            fanOut.push(Date.now() - Date.parse(q.server_time));
            p.questionNo = q.question_no;
            const pick = q.question.options[Math.floor(Math.random() * q.question.options.length)]!;
            setTimeout(
              () =>
                void send(socket, 'battle:answer', {
                  battle_id: q.battle_id,
                  question_no: q.question_no,
                  answer_id: pick.id,
                }).then((ack) => {
                  if (ack.status_code === 200) answers++;
                  else fail(`answer ${ack.status_code}`);
                }),
              1000 + Math.random() * 3000,
            );
          },
        );
        socket.on('battle:finished' satisfies ServerEventName, () => {
          p.finished = true;
          if (++finished + dropped === players.length) resolve();
        });
      }
    });

    const cpuBefore = cpuSeconds([server.pid]);
    const playBegan = Date.now();
    // This client's own lateness: a question read late by a busy load client counts in fan-out.
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    // Progress every 10 s; after 20 s without any, what the server still answers (a blocked event
    // loop answers nothing, a stuck database answers /healthz but not /readyz) and one stuck
    // battle's snapshot, so a stall names its layer.
    let last = { questions: 0, answers: 0, finished: 0, at: Date.now() };
    let lastCpu = cpuBefore;
    let lastTick = Date.now();
    let lastDelays = await loopDelays(base);
    const progress = setInterval(() => {
      void (async () => {
        const delays = await loopDelays(base);
        const held = heldSince(lastDelays, delays);
        lastDelays = delays;
        const now = { questions: fanOut.length, answers, finished, at: Date.now() };
        const cpu = cpuSeconds([server.pid]);
        const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
        console.log(
          `${label}: ${Math.round((now.at - playBegan) / 1000)} s: ${now.questions} questions, ` +
            `${now.answers} answers, ${now.finished} finished, ${acksPending} acks pending, ` +
            `server CPU ${(((cpu - lastCpu) / (now.at - lastTick)) * 1000 * 100).toFixed(0)}%, ${held}, load ${load}`,
        );
        lastCpu = cpu;
        lastTick = now.at;
        const moved =
          now.questions !== last.questions ||
          now.answers !== last.answers ||
          now.finished !== last.finished;
        if (moved) last = now;
        else if (now.at - last.at >= 20_000 && finished < players.length) {
          const stuck = players.find((p) => !p.finished && p.battleId !== null);
          console.log(`${label}: no progress for ${Math.round((now.at - last.at) / 1000)} s`);
          console.log(`  /healthz: ${await probe(`${base}/healthz`)}`);
          console.log(`  /readyz: ${await probe(`${base}/readyz`)}`);
          if (stuck) {
            console.log(
              `  battle ${stuck.battleId} (this player saw question ${stuck.questionNo}, socket ${
                stuck.socket.connected ? 'connected' : 'closed'
              }): ${await probe(`${base}/api/v2.0/battles/${stuck.battleId}`, stuck.token)}`,
            );
          }
        }
      })();
    }, 10_000);
    progress.unref();
    // Pairs join one after the other, so each next two meet: the queue's own work is measured.
    await inBatches(players.length, 50, async (i) => {
      const p = players[i]!;
      const joined = Date.now();
      const matched = new Promise<void>((resolve) =>
        p.socket.once('battle:matched', (m: { battle_id: number }) => {
          p.battleId = m.battle_id;
          matchMs.push(Date.now() - joined);
          resolve();
        }),
      );
      const ack = await send(p.socket, 'queue:join', { stake: 0 });
      if (ack.status_code !== 200) fail(`queue:join ${ack.status_code}`);
      return matched;
    }).catch(() => fail('join'));
    console.log(`${label}: ${matchMs.length} players matched`);
    // Seven questions of 15 s at most, reveals and the matched screen: well inside 4 minutes
    // when the server keeps up; what has not finished by 10 counts as an error.
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), 600_000).unref(),
    );
    if ((await Promise.race([allDone, timeout])) === 'timeout') {
      errors.unfinished_players = players.length - finished;
    }
    clearInterval(progress);
    clientLoop.disable();
    const playS = (Date.now() - playBegan) / 1000;
    const cpu = cpuSeconds([server.pid]) - cpuBefore;
    for (const s of sockets) s.disconnect();
    const battles = new Set(players.map((p) => p.battleId).filter((b) => b !== null)).size;
    return {
      label,
      battles_requested: BATTLES,
      sockets: sockets.length,
      battles_matched: battles,
      players_finished: finished,
      errors,
      sign_in_s: +signInS.toFixed(1),
      connect_s: +connectS.toFixed(1),
      play_s: +playS.toFixed(1),
      question_fan_out_ms: summary(fanOut),
      match_ms: summary(matchMs),
      load_client_loop_delay_ms: {
        p50: +(clientLoop.percentile(50) / 1e6).toFixed(1),
        p99: +(clientLoop.percentile(99) / 1e6).toFixed(1),
        max: +(clientLoop.max / 1e6).toFixed(1),
      },
      answers_accepted: answers,
      acks_never_answered: acksPending,
      server_cpu_ms_per_answer: +((cpu * 1000) / Math.max(1, answers)).toFixed(2),
      server_cpu_share_of_one_core: +(cpu / playS).toFixed(2),
      memory_per_socket_kb: +((rssAfter - rssBefore) / sockets.length).toFixed(1),
      server_rss_mb: {
        before_sockets: Math.round(rssBefore / 1024),
        with_sockets: Math.round(rssAfter / 1024),
      },
      load_average_at_end: fs
        .readFileSync('/proc/loadavg', 'utf8')
        .split(' ')
        .slice(0, 3)
        .join(' '),
    };
  } finally {
    await server.stop();
  }
}

/** BENCH_BATTLE_ON=pglite or postgres runs one database only (both by default). */
const ON = (process.env.BENCH_BATTLE_ON ?? 'pglite,postgres').split(',');

export async function battleBench(pgUrl: string | undefined, redisUrl: string | undefined) {
  const out: Record<string, unknown> = {};
  if (ON.includes('pglite')) {
    out.pglite = await run('pglite', {});
    console.log(out.pglite);
  }
  if (!ON.includes('postgres')) return out;
  if (pgUrl && redisUrl) {
    out.postgres_redis = await run('postgres+redis', {
      DATABASE_URL: pgUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-battle-${process.pid}:`,
    });
    console.log(out.postgres_redis);
  } else {
    out.postgres_redis =
      'skipped: BENCH_DATABASE_URL / TEST_DATABASE_URL and TEST_REDIS_URL not set';
  }
  return out;
}
