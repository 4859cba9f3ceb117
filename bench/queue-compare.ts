/**
 * Our job queue (server/jobs/queue.ts) against pg-boss 12 and graphile-worker 0.18, on PGlite and
 * on PostgreSQL, for what the queue is for: a job enqueued inside the caller's transaction (it
 * exists exactly when the caller's change commits) whose effects happen exactly once, even when a
 * handler fails after writing. Issue 34 asked for it again on Node 22; docs/architecture.md has
 * the figures. The two libraries are not dependencies: install them beside the project first,
 *   (mkdir -p node_modules/.cache/queue-bench && cd $_ && echo '{}' > package.json &&
 *    npm install pg-boss@12 graphile-worker@0.18)
 *   BENCH_DATABASE_URL=postgres://…/db npx tsx bench/queue-compare.ts
 * Each run makes and drops the database `quiz_arena_bench_queue` on that server. BENCH_QUEUE_JOBS
 * (default 300) jobs each; every tenth job's handler throws once after writing its effect.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { enqueueJob, JobQueue } from '../server/jobs/queue';
import { withDatabase } from '../tests/helpers/global-setup';

type Db = PgDatabase<PgQueryResultHKT>;
const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 300);
const DB_NAME = 'quiz_arena_bench_queue';
const root = path.resolve(import.meta.dirname, '..');
const deps = path.join(root, 'node_modules/.cache/queue-bench/node_modules');
const migrationsFolder = path.join(root, 'server/db/migrations');
const failsOnce = (i: number) => i % 10 === 0;
/** The rows of a statement, on either driver (both answer with `rows`). */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// The libraries' own types are not installed with the project: the few calls used, typed here.
interface Sql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
interface PgBossJob {
  id: string;
  data: { i: number };
  retryCount?: number;
}
interface PgBoss {
  on(event: 'error', fn: (err: unknown) => void): void;
  start(): Promise<unknown>;
  stop(opts?: { graceful?: boolean; timeout?: number }): Promise<void>;
  createQueue(name: string, opts?: Record<string, unknown>): Promise<void>;
  send(name: string, data: object, opts?: { db?: Sql }): Promise<string | null>;
  fetch(name: string, opts?: Record<string, unknown>): Promise<PgBossJob[]>;
  complete(name: string, id: string, data?: object | null, opts?: { db?: Sql }): Promise<unknown>;
  fail(name: string, id: string, data?: object | null, opts?: { db?: Sql }): Promise<unknown>;
  work(
    name: string,
    opts: Record<string, unknown>,
    fn: (jobs: PgBossJob[], tx: Sql) => Promise<void>,
  ): Promise<string>;
}
interface PgBossModule {
  PgBoss: new (opts: Record<string, unknown>) => PgBoss;
  fromDrizzle(tx: unknown, tag: typeof sql): Sql;
  fromPglite(pglite: PGlite): Sql;
}
interface GraphileRunner {
  stop(): Promise<void>;
}
interface GraphileModule {
  Logger: new (factory: () => () => void) => unknown;
  run(opts: Record<string, unknown>): Promise<GraphileRunner>;
  runMigrations(opts: Record<string, unknown>): Promise<void>;
}
interface GraphileHelpers {
  job: { attempts: number };
  withPgClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

// Both packages' entry is dist/index.js (their package.json main).
const load = async <T>(pkg: string): Promise<T> =>
  (await import(pathToFileURL(path.join(deps, pkg, 'dist/index.js')).href)) as T;

interface Target {
  kind: 'pglite' | 'postgres';
  db: Db;
  pglite?: PGlite;
  url?: string;
  close(): Promise<void>;
}

async function openTarget(kind: Target['kind'], serverUrl: string | undefined): Promise<Target> {
  const setup = async (db: Db) => {
    await db.execute(sql`create table bench_orders (i int primary key)`);
    // No unique key on purpose: a second run of a job's effect shows as a second row.
    await db.execute(sql`create table bench_effects (i int not null)`);
  };
  if (kind === 'pglite') {
    const pglite = await PGlite.create();
    const db = drizzlePglite(pglite) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await setup(db);
    return { kind, db, pglite, close: () => pglite.close() };
  }
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const url = withDatabase(serverUrl!, DB_NAME);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  await setup(db);
  return {
    kind,
    db,
    url,
    close: async () => {
      await pool.end();
      await admin(`drop database if exists ${DB_NAME} with (force)`);
    },
  };
}

/** Enqueues JOBS jobs, each in the transaction that writes its order; one more is rolled back. */
async function enqueueAll(db: Db, enqueue: (tx: Db, i: number) => Promise<unknown>) {
  const start = performance.now();
  for (let i = 1; i <= JOBS; i++) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_orders values (${i})`);
      await enqueue(tx as unknown as Db, i);
    });
  }
  const ms = performance.now() - start;
  // The caller's change rolls back: its job must go with it.
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into bench_orders values (${-1})`);
      await enqueue(tx as unknown as Db, -1);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  return { enqueue_per_s: Math.round((JOBS * 1000) / ms) };
}

async function effects(db: Db) {
  const rows = await rowsOf<{ rows: number; distinct: number; rolled_back: number }>(
    db,
    sql`select count(*)::int as rows, count(distinct i)::int as distinct,
          count(*) filter (where i = -1)::int as rolled_back from bench_effects`,
  );
  return rows[0]!;
}

async function waitFor(check: () => Promise<boolean>, ms = 120_000) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const verdict = async (db: Db, drainMs: number) => {
  const e = await effects(db);
  return {
    drain_per_s: Math.round((JOBS * 1000) / drainMs),
    effects: e.rows,
    duplicated: e.rows - e.distinct,
    rolled_back_job_ran: e.rolled_back > 0,
    exactly_once: e.rows === JOBS && e.distinct === JOBS && e.rolled_back === 0,
  };
};

async function ours(t: Target) {
  const enq = await enqueueAll(t.db, (tx, i) =>
    enqueueJob(tx, 'bench', { i }, { key: String(i), maxAttempts: 5 }),
  );
  const tried = new Set<number>();
  const handler = async (tx: Db, payload: { i: number }) => {
    await tx.execute(sql`insert into bench_effects values (${payload.i})`);
    if (failsOnce(payload.i) && !tried.has(payload.i)) {
      tried.add(payload.i);
      throw new Error('fails once, after writing');
    }
  };
  // Two workers, as two processes would run them (on PGlite they take turns on one connection).
  const queues = [0, 1].map(() =>
    new JobQueue(t.db as never).register<{ i: number }>('bench', (tx, p) =>
      handler(tx as unknown as Db, p),
    ),
  );
  const start = performance.now();
  // The retry waits a backoff: the queue's clock is moved past it, as its tests do.
  const later = new Date(Date.now() + 3_600_000);
  await Promise.all(queues.map((q) => q.runDue({ limit: 10_000 })));
  await Promise.all(queues.map((q) => q.runDue({ limit: 10_000, now: later })));
  return { ...enq, ...(await verdict(t.db, performance.now() - start)) };
}

async function pgBoss(t: Target) {
  const lib = await load<PgBossModule>('pg-boss');
  const boss = new lib.PgBoss(
    t.kind === 'pglite'
      ? { db: lib.fromPglite(t.pglite!), backend: 'pglite', schema: 'pgboss', supervise: false }
      : { connectionString: t.url, schema: 'pgboss', max: 4 },
  );
  boss.on('error', (err) => console.error('pg-boss', err));
  await boss.start();
  await boss.createQueue('bench', { retryLimit: 5, retryDelay: 0 });
  const enq = await enqueueAll(t.db, (tx, i) =>
    boss.send('bench', { i }, { db: lib.fromDrizzle(tx, sql) }),
  );
  const tried = new Set<number>();
  const start = performance.now();
  let mode: string;
  if (t.kind === 'postgres') {
    // pg-boss 12's transactional worker: the handler's writes commit with the job's completion.
    mode = 'work({ transactional: true })';
    for (let w = 0; w < 2; w++) {
      await boss.work(
        'bench',
        // A batch of 10 commits together (one failure retries all ten, still once each): with
        // batchSize 1 each worker waits its polling interval (0.5 s at least) between jobs.
        { transactional: true, batchSize: 10, pollingIntervalSeconds: 0.5 },
        async (jobs, tx) => {
          for (const job of jobs) {
            await tx.executeSql('insert into bench_effects values ($1)', [job.data.i]);
            if (failsOnce(job.data.i) && !tried.has(job.data.i)) {
              tried.add(job.data.i);
              throw new Error('fails once, after writing');
            }
          }
        },
      );
    }
  } else {
    // Its PGlite adapter cannot open a transaction for a worker (no beginTransaction): fetch,
    // then the effect and complete() in one transaction of the application's own.
    mode = 'fetch + complete({ db: tx })';
    for (;;) {
      const [job] = await boss.fetch('bench', { batchSize: 1 });
      if (!job) {
        const due = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pgboss.job where name = 'bench' and state < 'completed'`,
        );
        if (due[0]!.n === 0) break;
        continue;
      }
      try {
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`insert into bench_effects values (${job.data.i})`);
          if (failsOnce(job.data.i) && !tried.has(job.data.i)) {
            tried.add(job.data.i);
            throw new Error('fails once, after writing');
          }
          await boss.complete('bench', job.id, null, { db: lib.fromDrizzle(tx, sql) });
        });
      } catch {
        await boss.fail('bench', job.id);
      }
    }
  }
  await waitFor(async () => (await effects(t.db)).distinct >= JOBS);
  const ms = performance.now() - start;
  await boss.stop({ graceful: true, timeout: 5000 });
  return { mode, ...enq, ...(await verdict(t.db, ms)) };
}

async function graphile(t: Target) {
  if (t.kind === 'pglite')
    return {
      runs: false,
      why: 'needs a node-postgres pool or connection string (LISTEN, sessions)',
    };
  const lib = await load<GraphileModule>('graphile-worker');
  await lib.runMigrations({ connectionString: t.url });
  const enq = await enqueueAll(t.db, (tx, i) =>
    tx.execute(sql`select graphile_worker.add_job('bench', json_build_object('i', ${i}::int))`),
  );
  const start = performance.now();
  const runner = await lib.run({
    connectionString: t.url,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 200,
    logger: new lib.Logger(() => () => undefined),
    taskList: {
      // A task gets a pool connection of its own: its writes commit apart from the job's end.
      bench: async (payload: { i: number }, helpers: GraphileHelpers) => {
        await helpers.withPgClient((c) =>
          c.query('insert into bench_effects values ($1)', [payload.i]),
        );
        if (failsOnce(payload.i) && helpers.job.attempts <= 1)
          throw new Error('fails once, after writing');
      },
    },
  });
  // Its first retry waits exp(1) s: wait for the failed jobs' second runs too.
  await waitFor(async () => {
    const left = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from graphile_worker.jobs`,
    );
    return left[0]!.n === 0;
  });
  const ms = performance.now() - start;
  await runner.stop();
  return { mode: 'task + helpers.withPgClient', ...enq, ...(await verdict(t.db, ms)) };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds: Target['kind'][] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];
const results: Record<string, unknown> = { node: process.version, jobs: JOBS };
for (const kind of kinds) {
  for (const [name, bench] of [
    ['ours', ours],
    ['pg-boss', pgBoss],
    ['graphile-worker', graphile],
  ] as const) {
    const target = await openTarget(kind, serverUrl);
    try {
      results[`${kind} ${name}`] = await bench(target);
    } catch (err) {
      results[`${kind} ${name}`] = { error: String(err).slice(0, 300) };
    } finally {
      await target.close();
    }
    console.log(kind, name, results[`${kind} ${name}`]);
  }
}
console.log(JSON.stringify(results, null, 2));
