import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { pgliteIdle, pgliteLoads, reusedPglite } from './pglite-pool';

const categories = sql`select id, slug from categories order by id`;
const advisoryLocks = sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`;

/**
 * The PGlite test files share a worker's database one after another: each must start from what a
 * fresh copy of the migrated image holds, or one file's rows would change the next one's results.
 */
describe.runIf(process.env.TEST_DB === 'pglite')('a reused PGlite database', () => {
  it('starts the next file from the migrated state: no rows, sequences, locks or transaction left', async () => {
    const first = await reusedPglite();
    const migrations = await queryRows(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await first.db.execute(sql`insert into categories (slug, name) values ('a', 'A'), ('b', 'B')`);
    const [fresh] = await queryRows<{ id: number }>(first.db, categories);
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.db.execute(sql`begin`);
    await first.db.execute(sql`insert into categories (slug, name) values ('c', 'C')`);
    const loads = pgliteLoads();
    await first.close();

    const next = await reusedPglite();
    expect(pgliteLoads()).toBe(loads); // the same database, put back, not a new load
    expect(await queryRows(next.db, categories)).toEqual([]);
    expect(await queryRows(next.db, advisoryLocks)).toEqual([{ n: 0 }]);
    expect(await queryRows(next.db, sql`show statement_timeout`)).toEqual([
      { statement_timeout: '0' },
    ]);
    expect(
      await queryRows(next.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    ).toEqual(migrations);
    await next.db.execute(sql`insert into categories (slug, name) values ('a', 'A')`);
    expect(await queryRows(next.db, categories)).toEqual([{ id: fresh!.id, slug: 'a' }]);
    await next.close();
  });

  it('is not handed out again after a file changed the schema', async () => {
    const first = await reusedPglite();
    await first.db.execute(sql`create table scratch (id int)`);
    // Other files of this worker may have left databases idle: this one must not join them.
    const idle = pgliteIdle();
    await first.close();
    expect(pgliteIdle()).toBe(idle);
    const next = await reusedPglite();
    expect(await queryRows(next.db, sql`select to_regclass('scratch') as t`)).toEqual([
      { t: null },
    ]);
    await next.close();
  });
});
