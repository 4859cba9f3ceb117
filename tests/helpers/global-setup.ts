import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

// One template per checkout, so two clones (or worktrees) can run the suite on one server at once.
export const TEMPLATE_DB = `quiz_arena_test_template_${createHash('sha256')
  .update(process.cwd())
  .digest('hex')
  .slice(0, 8)}`;

/** With a PostgreSQL server: migrate a template database once; each test file clones it. */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return async () => undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const template = await openDatabase({ url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
  await template.migrate();
  await template.close();
  await admin.end();
  return async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await again.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
