import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * Process-wide metrics: one event loop, one heap, and domain counters that services bump without
 * a context. Every app built in this process (tests build many) scrapes the same values.
 */
export const processRegistry = new Registry();

let defaultsOn = false;
/** CPU, memory, GC and event-loop lag (nodejs_eventloop_lag_*), started once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
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
