import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { jobRuns, jobs } from './tables';

/**
 * A job queue in the application's own database (PGlite or PostgreSQL), for scheduled work that
 * must happen exactly once: challenge expiry, pack renewals, payment reconciliation.
 *
 * Why not pg-boss or graphile-worker: measured on Node 22 (bench/queue-compare.ts, figures in
 * docs/architecture.md), graphile-worker runs effects on a connection of their own (at least
 * once) and not on PGlite; pg-boss 12 enqueues in the caller's transaction and its
 * transactional worker is exactly-once on PostgreSQL, but not on PGlite, and it drained slower.
 * Here a worker claims a due job FOR UPDATE SKIP LOCKED and runs the handler inside that claiming
 * transaction: the handler's writes and the job's `done` commit together, so with any number of
 * processes a job's effects happen once. A failed attempt rolls its writes back (a savepoint),
 * is written to the run history and retried later with a growing delay, up to `maxAttempts`.
 *
 * Handlers run in a transaction that holds the job's row lock: keep them short. A handler that
 * calls outside the database (a payment provider) is registered with `registerOutside` instead:
 * it runs after the claim has committed, with no transaction or pooled connection held across
 * the call. Its claim is a lease (run_at moved `leaseMs` ahead, so no other worker finds the job
 * due), and it must be idempotent on its own: it opens its own short transactions that re-check
 * state under a row lock, because a crash or an expired lease runs it again and a failed
 * attempt's committed writes stay. An attempt lost that way counts as failed, so a job that kills
 * its worker stops after `maxAttempts`.
 */

export interface JobInfo {
  id: number;
  name: string;
  key: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** The queue's clock for this run (RunOptions.now in tests): use it instead of new Date(). */
  now: Date;
}

export type JobHandler<P> = (tx: Tx, payload: P, job: JobInfo) => Promise<void>;

/** A handler run outside any transaction (see `registerOutside`): it gets the database itself. */
export type OutsideJobHandler<P> = (db: Db, payload: P, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Singleton key: one job per (name, key) ever; a second enqueue is a no-op. */
  key: string;
  /** Not before this time (default now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/**
 * Adds a job; call it with the caller's transaction so the job exists exactly when the change
 * that needs it commits. Returns whether it was created (false: a job with this key exists).
 */
export async function enqueueJob(
  db: DbOrTx,
  name: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions,
): Promise<{ created: boolean }> {
  const rows = await db
    .insert(jobs)
    .values({
      name,
      key: opts.key,
      payload,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return { created: rows.length > 0 };
}

/**
 * Cancels a job that has not run yet (e.g. the challenge was answered before it expired). A job a
 * worker has claimed and is running right now is left alone (false): its claim holds the row, and
 * its handler may be waiting for a lock this caller holds (the challenge), so waiting here would
 * deadlock. Such a handler must re-check its state under that lock and find nothing left to do.
 * A leased job (`registerOutside`) holds no row lock while its handler runs, so it is cancelled.
 */
export async function cancelJob(db: DbOrTx, name: string, key: string): Promise<boolean> {
  const unclaimed = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'queued')))
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(inArray(jobs.id, unclaimed))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Delay before attempt n+1: 30 s, 1 min, 2 min, … capped at an hour. */
const backoffMs = (attempt: number) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1));

const errorText = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

type Registered =
  | { outside: false; handler: JobHandler<Record<string, unknown>> }
  | { outside: true; handler: OutsideJobHandler<Record<string, unknown>> };

type JobRow = typeof jobs.$inferSelect;

/**
 * How long an outside handler's claim keeps other workers off its job: far longer than any call
 * it makes may take, so that only a crashed worker's job is run again.
 */
const DEFAULT_LEASE_MS = 10 * 60_000;

export interface RunOptions {
  /** The queue's clock (tests move it forward); default now. */
  now?: Date;
  /** At most this many jobs in one call (default 100). */
  limit?: number;
  /** Once aborted, no further job is claimed; the one in progress finishes. */
  signal?: AbortSignal;
}

export class JobQueue {
  private readonly handlers = new Map<string, Registered>();
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    /** Told of every failed attempt (it is in job_runs too), e.g. to log it. */
    private readonly onFailure?: (job: JobInfo, error: string, gaveUp: boolean) => void,
    private readonly leaseMs = DEFAULT_LEASE_MS,
  ) {}

  /** Names the work a job of `name` does in this process, inside the job's claiming transaction. */
  register<P extends Record<string, unknown>>(name: string, handler: JobHandler<P>): this {
    this.handlers.set(name, {
      outside: false,
      handler: handler as JobHandler<Record<string, unknown>>,
    });
    return this;
  }

  /**
   * Names work that calls outside the database (a payment provider): it runs after its claim has
   * committed, so no transaction, row lock or pooled connection is held across that call. The
   * handler must be idempotent (see the top of this file): it may run again after a crash.
   */
  registerOutside<P extends Record<string, unknown>>(
    name: string,
    handler: OutsideJobHandler<P>,
  ): this {
    this.handlers.set(name, {
      outside: true,
      handler: handler as OutsideJobHandler<Record<string, unknown>>,
    });
    return this;
  }

  /** Runs due jobs one by one until none is due (or `limit`); returns how many attempts ran. */
  async runDue(opts: RunOptions = {}): Promise<number> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const limit = opts.limit ?? 100;
    let ran = 0;
    while (ran < limit && !opts.signal?.aborted) {
      const now = opts.now ?? new Date();
      const claimed = await this.db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now), inArray(jobs.name, names)))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return null;
        const registered = this.handlers.get(job.name);
        if (!registered) return null;
        const info: JobInfo = {
          id: job.id,
          name: job.name,
          key: job.key,
          attempt: job.attempts + 1,
          maxAttempts: job.maxAttempts,
          now,
        };
        if (registered.outside) {
          // A job whose last attempt was lost for good counts as run: its outcome is recorded.
          if (await this.lostAttempt(tx, job, { ...info, attempt: job.attempts })) {
            return 'ran' as const;
          }
          // The lease: not due for anyone else until it runs out; the attempt counts from now.
          await tx
            .update(jobs)
            .set({ attempts: info.attempt, runAt: new Date(now.getTime() + this.leaseMs) })
            .where(eq(jobs.id, job.id));
          return { job, info, handler: registered.handler };
        }
        const startedAt = new Date();
        let error: string | null = null;
        try {
          // A savepoint: a failing handler's writes go, the claim and its history row stay.
          await tx.transaction((sp) => registered.handler(sp, job.payload, info));
        } catch (err) {
          error = errorText(err);
        }
        await this.record(tx, job, info, startedAt, error, null);
        return 'ran' as const;
      });
      if (!claimed) return ran;
      if (claimed !== 'ran') {
        const { job, info, handler } = claimed;
        const startedAt = new Date();
        let error: string | null = null;
        try {
          await handler(this.db, job.payload, info);
        } catch (err) {
          error = errorText(err);
        }
        await this.db.transaction((tx) =>
          this.record(tx, job, info, startedAt, error, info.attempt),
        );
      }
      ran++;
    }
    return ran;
  }

  /**
   * Closes a leased job's previous attempt if its worker died with it (a crash, OOM, kill -9):
   * claimed (attempts counted) but never recorded, so the job was found again only because its
   * lease ran out. That attempt is written as failed and told to onFailure like any other; if it
   * was the last allowed, the job fails now instead of killing worker after worker. Each attempt
   * is checked by its number rather than by counting runs: attempts lost before this check
   * existed have no run row, and would make every later attempt look lost. `lost` is the previous
   * attempt's info. Returns whether the job was failed for good.
   */
  private async lostAttempt(tx: Tx, job: JobRow, lost: JobInfo): Promise<boolean> {
    if (lost.attempt === 0) return false;
    const [run] = await tx
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.jobId, job.id), eq(jobRuns.attempt, lost.attempt)))
      .limit(1);
    if (run) return false;
    const error = 'worker lost: lease ran out';
    const gaveUp = lost.attempt >= job.maxAttempts;
    const finishedAt = new Date();
    if (gaveUp) {
      await tx
        .update(jobs)
        .set({ status: 'failed', lastError: error, finishedAt })
        .where(eq(jobs.id, job.id));
    }
    // Written by the worker that found the attempt lost: which worker had claimed it is not kept.
    await tx.insert(jobRuns).values({
      jobId: job.id,
      attempt: lost.attempt,
      worker: this.worker,
      outcome: 'failed',
      error,
      // The claim moved run_at a lease ahead of when it began.
      startedAt: new Date(job.runAt.getTime() - this.leaseMs),
      finishedAt,
    });
    this.onFailure?.(lost, error, gaveUp);
    return gaveUp;
  }

  /**
   * Writes an attempt's outcome: done, queued again after a backoff, or failed for good. An
   * outside handler's job (`leasedAttempts` set) changes only while it is still queued with the
   * attempts of its claim: a worker that took it over after the lease ran out owns it now, and
   * its claim has already written this attempt as lost (`lostAttempt`), so this late outcome is
   * not written and onFailure is not told (its gaveUp would be wrong too). The same goes for a
   * job cancelled while its handler ran.
   */
  private async record(
    tx: Tx,
    job: JobRow,
    info: JobInfo,
    startedAt: Date,
    error: string | null,
    leasedAttempts: number | null,
  ): Promise<void> {
    const { attempt, now } = info;
    const finishedAt = new Date();
    const gaveUp = error !== null && attempt >= job.maxAttempts;
    // An outside handler's call may outlast the backoff (a slow provider): its retry waits from
    // when it finished, not from the claim, or it would be due again at once. Measured as the
    // time the handler took on the queue's clock, so a test's injected `now` still holds.
    const retryFrom =
      leasedAttempts === null
        ? now
        : new Date(now.getTime() + (finishedAt.getTime() - startedAt.getTime()));
    const updated = await tx
      .update(jobs)
      .set(
        error === null
          ? { status: 'done', attempts: attempt, finishedAt, lastError: null }
          : {
              status: gaveUp ? 'failed' : 'queued',
              attempts: attempt,
              lastError: error,
              runAt: new Date(retryFrom.getTime() + backoffMs(attempt)),
              finishedAt: gaveUp ? finishedAt : null,
            },
      )
      .where(
        leasedAttempts === null
          ? eq(jobs.id, job.id)
          : and(eq(jobs.id, job.id), eq(jobs.status, 'queued'), eq(jobs.attempts, leasedAttempts)),
      )
      .returning({ id: jobs.id });
    if (updated.length === 0) return;
    await tx.insert(jobRuns).values({
      jobId: job.id,
      attempt,
      worker: this.worker,
      outcome: error === null ? 'done' : 'failed',
      error,
      startedAt,
      finishedAt,
    });
    if (error !== null) this.onFailure?.(info, error, gaveUp);
  }

  /**
   * Polls every `everyMs` in this process. `stop()` ends the polling and waits for the job in
   * flight, so shutdown never cuts a job's transaction in half; the rest of its batch is left
   * queued, or shutdown would wait for up to a batch of provider calls and a forced exit could
   * still kill one mid-lease (delaying that job by the lease).
   */
  start(opts: { everyMs: number; onError: (err: unknown) => void }) {
    let running: Promise<unknown> | null = null;
    const stopped = new AbortController();
    const tick = () => {
      // One batch at a time in a process; other processes are kept apart by SKIP LOCKED.
      if (stopped.signal.aborted || running) return;
      running = this.runDue({ signal: stopped.signal })
        .catch(opts.onError)
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, opts.everyMs);
    timer.unref();
    tick();
    return {
      stop: async () => {
        stopped.abort();
        clearInterval(timer);
        await running;
      },
    };
  }
}
