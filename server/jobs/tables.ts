/**
 * The job queue's tables (server/jobs/queue.ts). Below the modules: a module enqueues through
 * the queue's functions, which alone write them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../db/columns';

/**
 * Scheduled work, above all work that moves money. A worker claims a due row FOR UPDATE SKIP
 * LOCKED and runs its handler in that same transaction, so the handler's writes and the job's
 * `done` commit together: with any number of processes a job's effects happen once. A handler
 * that calls a payment provider runs after a committed claim instead (run_at moved ahead as a
 * lease) and is idempotent on its own (server/jobs/queue.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    // One job per (name, key) ever: enqueueing a twin is a no-op.
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 10 })
      .$type<'queued' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_name_key').on(t.name, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    check('jobs_status', sql`${t.status} in ('queued', 'done', 'failed', 'cancelled')`),
  ],
);

/** One row per attempt: the run history (when, how long, which process, what went wrong). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    worker: text('worker').notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<'done' | 'failed'>().notNull(),
    error: text('error'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull(),
  },
  (t) => [index('job_runs_job_idx').on(t.jobId)],
);
