/**
 * The thread that owns PGlite (started by pglite-thread.ts): PostgreSQL's work, parsing and
 * typing the rows included, runs here, so the server's event loop keeps answering meanwhile.
 * Every message is handled as it arrives; PGlite's own locks order them, as on the main thread:
 * a statement outside a transaction waits until the open transaction ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  PGlite,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type {
  Reply,
  Request,
  Started,
  WireError,
  WorkerInit,
  WireQueryOptions,
} from './pglite-protocol';

const port = parentPort!;
const { dir } = workerData as WorkerInit;

function toWire(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  const out: WireError = { message: err.message, name: err.name };
  if (err.stack) out.stack = err.stack;
  // PostgreSQL's fields (code, detail, constraint, table, …); the query and its parameters too.
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

const keepText = (value: string) => value;

function queryOptions(wire: WireQueryOptions): QueryOptions {
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.textTypes) {
    const parsers: ParserOptions = {};
    for (const type of wire.textTypes) parsers[type] = keepText;
    options.parsers = parsers;
  }
  return options;
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends the callback PGlite runs the transaction in: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** PGlite's transaction(): settles once COMMIT or ROLLBACK has run. */
  done: Promise<void>;
}

let db: PGlite;
const open = new Map<number, OpenTransaction>();

async function begin(id: number): Promise<void> {
  let began!: (entry: Omit<OpenTransaction, 'done'>) => void;
  const ready = new Promise<Omit<OpenTransaction, 'done'>>((resolve) => (began = resolve));
  const done = db.transaction(async (tx) => {
    const commit = await new Promise<boolean>((finish) => began({ tx, finish }));
    if (!commit) await tx.rollback();
  });
  // BEGIN failing rejects `done` before the callback ever runs. A later rejection (COMMIT of an
  // aborted transaction) is the `end` message's to report: unhandled here, it would end the thread.
  const endedEarly = done.then(() => null);
  endedEarly.catch(() => undefined);
  const entry = await Promise.race([ready, endedEarly]);
  if (!entry) throw new Error('transaction ended before it began');
  open.set(id, { ...entry, done });
}

async function handle(req: Request): Promise<Results<unknown> | undefined> {
  switch (req.op) {
    case 'query': {
      const options = queryOptions(req.options);
      if (req.tx === null) return db.query(req.text, req.params, options);
      const entry = open.get(req.tx);
      if (!entry) throw new Error('Transaction is closed');
      return entry.tx.query(req.text, req.params, options);
    }
    case 'begin':
      await begin(req.tx);
      return undefined;
    case 'end': {
      const entry = open.get(req.tx);
      if (!entry) throw new Error('Transaction is closed');
      open.delete(req.tx);
      entry.finish(req.commit);
      await entry.done;
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (req: Request) => {
  handle(req).then(
    (result) => {
      port.postMessage({ id: req.id, ok: true, ...(result ? { result } : {}) } satisfies Reply);
      if (req.op === 'close') port.close();
    },
    (err: unknown) =>
      port.postMessage({ id: req.id, ok: false, error: toWire(err) } satisfies Reply),
  );
});

try {
  db = dir === null ? await PGlite.create() : await PGlite.create(dir);
  port.postMessage({ started: true } satisfies Started);
} catch (err) {
  port.postMessage({ started: false, error: toWire(err) } satisfies Started);
}
