import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Process-wide metrics: one event loop, one heap, and domain counters that services bump without
 * a context. Every app built in this process (tests build many) scrapes the same values.
 */
export const processRegistry = new Registry();

/** How often the event-loop delay is sampled: a stall longer than this is one sample its length. */
const LOOP_SAMPLE_MS = 20;

/**
 * The event loop's delay as a cumulative histogram. The defaults' nodejs_eventloop_lag_p50/p90/
 * p99/max_seconds cover only the time since the previous scrape (prom-client resets them on each),
 * so with two scrapers, or after a missed scrape, a stall is seen by one or by none; counts in
 * buckets add up across scrapes and replicas, and a stall of the loop (long JS, a GC pause) shows
 * as a sample above 50 ms.
 */
const eventLoopDelay = new Histogram({
  name: 'quiz_eventloop_delay_seconds',
  help: `How late a timer due every ${LOOP_SAMPLE_MS} ms ran: the time the event loop was held`,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});

function sampleLoopDelay(): void {
  let due = performance.now() + LOOP_SAMPLE_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    eventLoopDelay.observe(Math.max(0, now - due) / 1000);
    due = now + LOOP_SAMPLE_MS;
  }, LOOP_SAMPLE_MS);
  // The sampler alone must not keep a process alive that is otherwise done.
  timer.unref();
}

let defaultsOn = false;
/**
 * CPU, memory, GC and event-loop lag (nodejs_eventloop_lag_*, sampled every 10 ms), and the
 * event-loop delay histogram, started once per process.
 */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  sampleLoopDelay();
}

/**
 * Counted when written inside the caller's transaction: a transaction that later rolls back
 * still counts, which these rates tolerate (refusals, the usual rollbacks, throw before writing).
 */
export const walletMovements = new Counter({
  name: 'quiz_wallet_movements_total',
  help: 'Coin and gem movements written to the ledger, by currency and reason',
  labelNames: ['currency', 'reason', 'direction'] as const,
  registers: [processRegistry],
});

/** Every staff password check is one slow hash, against the account's or a decoy's. */
export const consolePasswordChecks = new Counter({
  name: 'quiz_console_password_checks_total',
  help: 'Staff password checks (each one slow hash, a real or a decoy one)',
  registers: [processRegistry],
});

export const gamesStarted = new Counter({
  name: 'quiz_games_started_total',
  help: 'Games started, by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

export const gamesFinished = new Counter({
  name: 'quiz_games_finished_total',
  help: 'Games finished (last question answered), by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});
