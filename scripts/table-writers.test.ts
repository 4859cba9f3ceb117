import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as allTables from '../server/tables';
import { tableOwners, tableWriters, writerOf, writesIn } from './table-writers';

const serverDir = path.join(import.meta.dirname, '..', 'server');

describe('table writers', () => {
  it('finds no table written from outside the module that owns it', () => {
    const { violations, writers } = tableWriters(serverDir);
    expect(violations).toEqual([]);
    // The check did look: the owners' own writes are found.
    expect([...(writers.get('users') ?? [])]).toContain('modules/users');
    expect([...(writers.get('wallets') ?? [])]).toEqual(['modules/wallet']);
  });

  it('knows the owner of every table', () => {
    const declared = (Object.values(allTables) as unknown[])
      .flatMap((v) => (is(v, PgTable) ? [getTableName(v)] : []))
      .sort();
    const owners = tableOwners(serverDir);
    expect(owners.map((o) => o.table).sort()).toEqual(declared);
    expect(owners.find((o) => o.table === 'wallets')?.owner).toBe('modules/wallet');
    expect(owners.find((o) => o.table === 'jobs')?.owner).toBe('jobs');
  });

  it('names the writer of a file by its folder', () => {
    expect(writerOf('modules/challenges/settlement.ts')).toBe('modules/challenges');
    expect(writerOf('seed/players.ts')).toBe('seed');
    expect(writerOf('app.ts')).toBe('server');
  });

  it('counts drizzle writes, raw SQL writes and row locks, and skips comments', () => {
    const source = `
      await tx.insert(wallets).values({ userId });
      await tx
        .update(users)
        .set({ points: 1 });
      await tx.delete( sessions ).where(x);
      // await tx.update(payments) in a comment is not a write
      /* nor is this: tx.insert(packs) */
      await tx.select().from(wallets).where(eq(wallets.userId, id)).for('update');
      await tx.execute(sql\`select 1 from wallets where user_id = \${id} for update\`);
      await tx.execute(sql\`update users u set win = u.win + 1 where u.id = \${id}\`);
      await tx.execute(sql\`insert into \${notifications} (user_id) values (1)\`);
      await tx.execute(sql\`delete from used_access_tokens where expires_at < now()\`);
      await tx.execute(sql\`select 1 from tournament_entries e
        where exists (select 1 from games g where g.id = 1) for update of e\`);
      // "Update the ranking" in prose is no statement.
    `;
    expect(writesIn(source).map((w) => `${w.how} ${w.target} @${w.line}`)).toEqual([
      'insert wallets @2',
      'update users @4',
      'delete sessions @6',
      'lock wallets @9',
      'lock wallets @10',
      'update users @11',
      'insert notifications @12',
      'delete used_access_tokens @13',
      'lock tournament_entries @15',
    ]);
  });

  it('follows a table through a namespace import or an alias', () => {
    const source = `
      import * as userTables from '../users/tables';
      import { wallets as w, packs } from '../wallet/tables';
      await ctx.db.update(userTables.users).set({ name });
      await tx.insert(w).values({ userId });
      await tx.select().from(userTables.sessions).where(x).for('no key update');
      await tx.execute(sql\`delete from \${packs} where id = 1\`);
    `;
    expect(writesIn(source).map((w) => `${w.how} ${w.target}`)).toEqual([
      'update users',
      'insert wallets',
      'lock sessions',
      'delete packs',
    ]);
  });
});
