import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('keeps a connection idle for a minute, so the next burst does not wait on a new backend', async () => {
    // Only a `select 1`: the test server's own database will do.
    const database = await openDatabase({ url: serverUrl });
    // The pool's idle timer is set when a client is released: faked from before the first query.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await database.ping();
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.totalCount).toBe(1);
      vi.advanceTimersByTime(60_000);
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
