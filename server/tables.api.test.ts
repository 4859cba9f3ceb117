import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../tests/helpers/context';
import { queryRows } from './db/client';
import * as schema from './tables';

const { ctx } = await useTestApp();

describe('migrations', () => {
  it('leave exactly the tables the modules declare (no table nothing uses)', async () => {
    const declared = (Object.values(schema) as unknown[])
      .flatMap((v) => (is(v, PgTable) ? [getTableName(v)] : []))
      .sort();
    const rows = await queryRows<{ name: string }>(
      ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(declared);
    // job_runs was dropped unused in 0004; 0007 brings it back as the job queue's run history.
    expect(declared).toContain('job_runs');
  });
});
