/**
 * PGlite in a worker thread. PGlite is PostgreSQL compiled to WebAssembly: every statement runs
 * synchronously on the thread that owns it, so on the server's own thread each one stopped every
 * other request (with 30 players playing, /healthz waited 360 ms at p50; 2.4 ms with this). Here
 * a worker owns it and the main thread holds a client with the two methods drizzle's PGlite
 * driver calls, query and transaction, each sent to the worker as a message.
 *
 * Rows come back by structured clone, which keeps what PGlite's parsers made of them (Date,
 * number, bigint, JSON values, Uint8Array). PGlite's own package has a worker mode, but for
 * browsers only: it needs navigator.locks for its leader election (Node 22 has none) and still
 * parses every row on the calling thread. Worker or event loop: measured in docs/architecture.md.
 */
import { Worker } from 'node:worker_threads';
import type { ParserOptions, Results, RowMode } from '@electric-sql/pglite';
import { workerEntry } from './worker-entry';
import type { Reply, Request, Started, WireError, WireQueryOptions } from './pglite-protocol';

export interface ThreadQueryOptions {
  rowMode?: RowMode;
  paramTypes?: number[];
  /** Only parsers that keep PostgreSQL's text as it is can cross the thread (drizzle's do). */
  parsers?: ParserOptions;
}

export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

// Distributive, so each kind of request keeps its own fields once `id` is left out.
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Unsent = WithoutId<Request>;

function fromWire(wire: WireError): Error {
  const { message, name, stack, ...fields } = wire;
  const err = new Error(message);
  err.name = name;
  if (stack) err.stack = stack;
  return Object.assign(err, fields);
}

/** Drizzle passes identity parsers for the types it maps itself: those travel as type ids. */
function toWire(options: ThreadQueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) {
    wire.textTypes = Object.entries(options.parsers).map(([type, parse]) => {
      const sample = '2001-02-03 04:05:06+00';
      if (parse(sample) !== sample)
        throw new Error(`parser of type ${type} cannot run in a worker`);
      return Number(type);
    });
  }
  return wire;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  #nextId = 1;
  #nextTx = 1;
  /** Why the worker cannot answer any more (it exited or was closed). */
  #gone: Error | null = null;
  readonly #exited: Promise<void>;

  private constructor(worker: Worker, onLost?: (err: Error) => void) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (msg: Reply | Started) => {
      if (!('id' in msg)) return;
      const call = this.#pending.get(msg.id);
      this.#pending.delete(msg.id);
      call?.resolve(msg);
    });
    const stop = (why: Error) => {
      // Not closed by us: the database is gone while the server runs on.
      if (!this.#gone) onLost?.(why);
      this.#gone ??= why;
      for (const call of this.#pending.values()) call.reject(this.#gone);
      this.#pending.clear();
    };
    worker.on('error', (err) => stop(new Error(`PGlite worker failed: ${err.message}`)));
    worker.on('exit', (code) => stop(new Error(`PGlite worker exited (${code})`)));
  }

  /** Starts the worker, which opens PGlite in `dir` (null: in memory), and waits until it has. */
  static async start(dir: string | null, onLost?: (err: Error) => void): Promise<PgliteThread> {
    const worker = new Worker(
      workerEntry(import.meta.url, './pglite-worker.ts', './pglite-worker.js'),
      { workerData: { dir } },
    );
    const started = await new Promise<Started>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code})`)));
    });
    if (!started.started) {
      await worker.terminate();
      throw fromWire(started.error);
    }
    return new PgliteThread(worker, onLost);
  }

  async #call(req: Unsent): Promise<Reply & { ok: true }> {
    if (this.#gone) throw this.#gone;
    const id = this.#nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...req, id } as Request);
    });
    if (!reply.ok) throw fromWire(reply.error);
    return reply;
  }

  async #query<T>(
    tx: number | null,
    text: string,
    params: unknown[] | undefined,
    options: ThreadQueryOptions | undefined,
  ): Promise<Results<T>> {
    const { result } = await this.#call({
      op: 'query',
      tx,
      text,
      params: params ?? [],
      options: toWire(options),
    });
    return result as Results<T>;
  }

  query<T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, text, params, options);
  }

  /**
   * An interactive transaction, as PGlite's own: BEGIN in the worker, then each statement of the
   * callback sent as it comes, COMMIT when it returns and ROLLBACK when it throws. Statements
   * outside it wait in the worker until it ends.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTx++;
    await this.#call({ op: 'begin', tx: id });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: <R>(text: string, params?: unknown[], options?: ThreadQueryOptions) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#query<R>(id, text, params, options);
      },
      rollback: async () => {
        if (closed) throw new Error('Transaction is closed');
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) await end(false).catch(() => undefined);
      throw err;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Closes PGlite (its files flushed) and ends the worker. */
  async close(): Promise<void> {
    if (!this.#gone) {
      await this.#call({ op: 'close' }).catch(() => undefined);
      this.#gone = new Error('PGlite is closed');
    }
    await this.#exited;
  }
}
