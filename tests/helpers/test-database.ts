import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * A database of its own on the test server, copied from the migrated template, for a server
 * process under test; dropped when the test that asked for it ends (onTestFinished: an afterAll
 * registered inside a running test never runs, and left these databases behind).
 */
export async function freshTestDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  onTestFinished(async () => {
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  });
  return withDatabase(serverUrl, name);
}
