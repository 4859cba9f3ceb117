import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './dir-lock';
import { PgliteThread } from './pglite-thread';
import type { Statement } from './statement';

/**
 * The common face of both drivers: services never know which one they run on. No schema is
 * given to drizzle: the tables are the modules' (tables.ts in each), nothing uses relational
 * queries, and db/ imports no module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one statement on its own (its own implicit transaction), straight on the driver. */
  run<Row>(st: Statement<Row>, values: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: notices on a channel (LISTEN), on a connection of their own outside the pool.
   * `live(false)` when that connection is lost (notices may have been missed), `live(true)` once
   * it listens again; it reconnects until closed.
   */
  listen?(channel: string, on: NoticeHandlers): Listener;
}

interface NoticeHandlers {
  notice(payload: string): void;
  live(listening: boolean): void;
}

export interface Listener {
  close(): Promise<void>;
}

// A lost listener tries again this often: until it listens, its users take the slow safe path.
const RELISTEN_MS = 1000;
/** Names the listening connections in pg_stat_activity (operators, and the tests that cut them). */
export const LISTENER_APPLICATION_NAME = 'quiz-arena-listener';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite in dataDir (or in memory when dataDir is null). */
  url?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  /** PGlite only: run it in a worker thread instead of on the event loop (off by default). */
  pgliteWorker?: boolean;
  /**
   * PGlite in memory only: start from this dump of a data dir (`dumpDataDir`) instead of an empty
   * cluster. Tests start from one migrated copy; initdb and the migrations cost seconds each time.
   */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 20);
  return openPglite(opts.dataDir ?? null, opts.pgliteWorker ?? false, opts.loadDataDir);
}

async function openPglite(
  dataDir: string | null,
  inWorker: boolean,
  loadDataDir?: Blob,
): Promise<Database> {
  let dir: string | null = null;
  let unlock = async () => undefined as void;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = await lockDataDir(dataDir, (err) => {
      // Another process took the data dir over: writing on would corrupt it.
      console.error(`Lost the lock on DATA_DIR ${dataDir}: ${err.message}`);
      process.exit(1);
    });
  }
  let client: PGlite | PgliteThread;
  try {
    if (inWorker)
      client = await PgliteThread.start(dir, (err) => {
        if (!dataDir) return;
        // Every request would fail from now on: end, so that the supervisor starts afresh.
        console.error(`The embedded database stopped: ${err.message}`);
        process.exit(1);
      });
    else if (dir) client = await PGlite.create(dir);
    else client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    await unlock();
    throw err;
  }
  return pgliteDatabase(client, async () => {
    await client.close();
    await unlock();
  });
}

/**
 * The Database face of an open PGlite. `release` runs on close, after the work queued before it;
 * the tests' reused databases (tests/helpers/pglite-pool.ts) pass one that keeps PGlite open.
 */
export function pgliteDatabase(
  client: PGlite | PgliteThread,
  release: () => Promise<void>,
): Database {
  // The thread's client has the part of PGlite's interface that drizzle's driver calls; its
  // statements cross a message port, so the event loop turns between them already.
  const pglite = client as PGlite;
  const turns = client instanceof PGlite ? takingTurns(client) : null;
  const shared = turns?.client ?? pglite;
  const db = drizzlePglite(shared as PGlite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    run: async <Row>(st: Statement<Row>, values: unknown[]) =>
      (await shared.query<Row>(st.text, values)).rows,
    // PGlite is one connection in one process: nobody else can migrate at the same time.
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    ping: async () => {
      await shared.query('select 1');
    },
    // Work queued before the close runs first (a disconnect's, during shutdown).
    close: () => (turns ? turns.last(release) : release()),
  };
}

/**
 * PGlite on the event loop, used in turns: each transaction, or statement on its own, starts on a
 * turn of the event loop of its own (setImmediate), first come first served. PGlite runs every
 * statement synchronously, and its mutex hands the connection to the next waiter in a microtask,
 * so work that fell due together (answers read in one poll, wake-ups, a sweep's ticks) ran back to
 * back as one task: no timer fired and no socket was read until all of it was done. With 100
 * battle sockets on a loaded machine that held the loop past Socket.IO's ping deadline
 * (pingInterval + pingTimeout, 13 s): players dropped with "ping timeout" mid-battle while the
 * server still sent them events (issue 35's 50-battle stall). A statement inside a transaction
 * runs on the transaction, without waiting a turn.
 */
function takingTurns(pglite: PGlite) {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = previous.then(() => nextTurn()).then(work);
    previous = mine.catch(() => undefined);
    return mine;
  };
  const client: Pick<PGlite, 'query' | 'transaction'> = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      inTurn(() => pglite.query<T>(text, params, options)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
      inTurn(() => pglite.transaction(fn)),
  };
  return { client, last: inTurn };
}

/** How long a pooled connection may sit idle before it is closed. */
const IDLE_MS = 5 * 60_000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // pg-pool closes a client idle for 10 s by default, so a paced load opened connections again
  // under each burst (5 in a minute of the tournament bench): a backend to start, its catalog
  // caches to fill and every named statement to prepare again, while answers waited on it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: IDLE_MS });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  pool.on('connect', (client) => {
    // A checked-out client whose backend is terminated between two queries emits `error` too;
    // unheard, that event would end the process. The query in flight (if any) fails on its own
    // and the pool drops the broken client when it is released.
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    run: async <Row>(st: Statement<Row>, values: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ name: st.name, text: st.text, values })).rows,
    migrate: async () => {
      // Several processes may start together: the advisory lock lets one migrate at a time.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, on) => listenOn(url, channel, on),
  };
}

function listenOn(url: string, channel: string, on: NoticeHandlers): Listener {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
    });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      on.live(false);
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) on.notice(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      if (!lost && !closed) on.live(true);
    } catch {
      onLost();
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      on.live(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer { rows }). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
