/** Messages between the main thread (pglite-thread.ts) and the thread owning PGlite (pglite-worker.ts). */
import type { Results, RowMode } from '@electric-sql/pglite';

export interface WorkerInit {
  /** PGlite's directory, or null for a database in memory. */
  dir: string | null;
}

/** The query options that can cross a thread: functions cannot, so parsers travel as type ids. */
export interface WireQueryOptions {
  rowMode?: RowMode;
  paramTypes?: number[];
  /** Type ids whose values stay as PostgreSQL's text (drizzle maps dates and intervals itself). */
  textTypes?: number[];
}

export type Request =
  | {
      op: 'query';
      id: number;
      /** The transaction it belongs to, or null for a statement on its own. */
      tx: number | null;
      text: string;
      params: unknown[];
      options: WireQueryOptions;
    }
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

/** An error as plain data: its message, name and PostgreSQL's fields (code, detail, constraint…). */
export type WireError = { message: string; name: string; stack?: string } & Record<
  string,
  string | number | undefined
>;

export type Reply =
  { id: number; ok: true; result?: Results<unknown> } | { id: number; ok: false; error: WireError };

export type Started = { started: true } | { started: false; error: WireError };
