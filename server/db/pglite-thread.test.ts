import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows } from './client';
import type { Request } from './pglite-protocol';
import { statement } from './statement';

// A table of every kind of value the app stores, declared here so drizzle maps it too.
const things = pgTable('thread_things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  big: bigint('big', { mode: 'number' }).notNull(),
  data: jsonb('data').$type<{ tags: string[]; n: number }>().notNull(),
});
const createThings = sql`create table thread_things (
  id serial primary key, name text not null unique, at timestamptz not null,
  count integer not null, big bigint not null, data jsonb not null)`;

const at = new Date('2026-03-04T05:06:07.891Z');
const row = { name: 'a', at, count: 7, big: 9_007_199_254_740, data: { tags: ['x'], n: 1.5 } };

const readAll = statement<{ name: string; at: Date; count: number; data: unknown; none: null }>(
  'thread_read_all',
  `select name, at, count, data, null as none from thread_things where name = $1`,
);

let worker: Database;
let direct: Database;
beforeAll(async () => {
  worker = await openDatabase({ dataDir: null, pgliteWorker: true });
  direct = await openDatabase({ dataDir: null, pgliteWorker: false });
  for (const d of [worker, direct]) {
    await d.migrate();
    await d.db.execute(createThings);
    await d.db.insert(things).values(row);
  }
});
afterAll(async () => {
  await worker?.close();
  await direct?.close();
});

describe('PGlite in a worker thread', () => {
  it('gives the rows the direct driver gives: Dates, numbers and JSON values', async () => {
    const viaDrizzle = await worker.db.select().from(things).where(eq(things.name, 'a'));
    expect(viaDrizzle).toEqual(await direct.db.select().from(things).where(eq(things.name, 'a')));
    expect(viaDrizzle[0]).toMatchObject(row);
    expect(viaDrizzle[0]!.at).toBeInstanceOf(Date);

    const viaRun = await worker.run(readAll, ['a']);
    expect(viaRun).toEqual(await direct.run(readAll, ['a']));
    expect(viaRun[0]!.at).toEqual(at);
    expect(viaRun[0]!.data).toEqual(row.data);

    const raw = sql`select ${at}::timestamptz as at, 2::bigint as big, 1.25::numeric as dec`;
    expect(await queryRows(worker.db, raw)).toEqual(await queryRows(direct.db, raw));
  });

  it('runs an interactive transaction; statements outside it wait until it ends', async () => {
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const sentOutside = () =>
      posted.mock.calls.some(([req]) => {
        const r = req as Request;
        return r.op === 'query' && r.tx === null && r.text.includes('thread_things');
      });
    let outside: Promise<unknown[]> | null = null;
    let outsideDone = false;
    try {
      const inside = await worker.db.transaction(async (tx) => {
        await tx.insert(things).values({ ...row, name: 'b' });
        // Sent while the transaction is open (a drizzle query runs only once awaited, hence
        // execute): it must not run before COMMIT.
        outside = worker.db.select().from(things).where(eq(things.name, 'b')).execute();
        void outside.then(() => (outsideDone = true));
        await vi.waitUntil(sentOutside);
        const rows = await tx.select().from(things).where(eq(things.name, 'b'));
        // Its reply would have come first had it run before this statement of the transaction.
        expect(outsideDone).toBe(false);
        return rows;
      });
      expect(inside).toHaveLength(1);
      expect(await outside!).toHaveLength(1);
    } finally {
      posted.mockRestore();
    }
  });

  it('rolls back when the callback throws, and a savepoint alone when a nested one does', async () => {
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(things).values({ ...row, name: 'c' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await worker.db.transaction(async (tx) => {
      await tx.insert(things).values({ ...row, name: 'd' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ ...row, name: 'e' });
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const names = await worker.db.select({ name: things.name }).from(things);
    expect(names.map((n) => n.name).sort()).toEqual(['a', 'b', 'd']);
  });

  it("keeps PostgreSQL's error fields (code, constraint) for the services that test them", async () => {
    const err: unknown = await worker.db
      .insert(things)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).cause).toMatchObject({
      code: '23505',
      constraint: 'thread_things_name_key',
    });
    // The connection is still usable after a failed statement and a failed transaction.
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // A failed statement caught inside: COMMIT rolls back, and says so, as PGlite itself does.
    const swallowed = (d: Database) =>
      d.db.transaction(async (tx) => {
        await tx.insert(things).values({ ...row, name: 'f' });
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      });
    await expect(swallowed(worker)).rejects.toThrow(/rolled back/i);
    await expect(swallowed(direct)).rejects.toThrow(/rolled back/i);
    expect(await worker.run(readAll, ['f'])).toEqual([]);
    expect(await worker.run(readAll, ['a'])).toHaveLength(1);
  });

  it('keeps its data after close, and answers nothing once closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-thread-'));
    try {
      const first = await openDatabase({ dataDir, pgliteWorker: true });
      await first.migrate();
      await first.db.execute(createThings);
      await first.db.insert(things).values(row);
      await first.close();
      await expect(first.run(readAll, ['a'])).rejects.toThrow();

      const again = await openDatabase({ dataDir, pgliteWorker: true });
      try {
        expect(await again.run(readAll, ['a'])).toEqual([
          { name: 'a', at, count: 7, data: row.data, none: null },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
