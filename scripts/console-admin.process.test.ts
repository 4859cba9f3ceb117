import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { auditLog, staff } from '../server/tables';
import { hashPassword, verifyPassword } from '../server/modules/console/passwords';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-console-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** npm run console:admin -- <email> on PGlite in dataDir: its exit code and all it printed. */
function runConsoleAdmin(email: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/console-admin.ts', email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run console:admin', () => {
  // Three tsx processes, each hashing with scrypt: slower than the default on a busy 2-core machine.
  it(
    'creates the first admin, then resets it with a new one-time password, both audited',
    { timeout: PROCESS_TEST_BUDGET },
    async () => {
      const usage = await runConsoleAdmin('not-an-email');
      expect(usage.code).toBe(2);
      expect(usage.output).toMatch(/usage: npm run console:admin -- EMAIL/);

      const first = await runConsoleAdmin('Boss@Example.org');
      expect(first.code, first.output).toBe(0);
      const password = first.output.trim().split('\n').at(-1)!;
      expect(password).toMatch(/^[\w-]{20}$/);
      const again = await runConsoleAdmin('boss@example.org');
      expect(again.code, again.output).toBe(0);
      const second = again.output.trim().split('\n').at(-1)!;
      expect(second).not.toBe(password);

      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(staff);
        expect(row).toMatchObject({ email: 'boss@example.org', role: 'admin', disabled: false });
        expect(await verifyPassword(second, row!.passwordHash)).toBe(true);
        expect(await verifyPassword(password, row!.passwordHash)).toBe(false);
        const actions = (await database.db.select().from(auditLog).orderBy(auditLog.id)).map(
          (a) => a.action,
        );
        expect(actions).toEqual(['staff.create', 'staff.reset_admin']);
      } finally {
        await database.close();
      }
    },
  );

  it(
    'resets an existing editor in the role it has: it makes only a new account an admin',
    { timeout: PROCESS_TEST_BUDGET },
    async () => {
      const email = 'editor@example.org';
      let database = await openDatabase({ dataDir });
      try {
        await database.migrate();
        await database.db.insert(staff).values({
          email,
          role: 'editor',
          passwordHash: await hashPassword('an editor who forgot it', 10),
          disabled: true,
        });
      } finally {
        await database.close();
      }
      const reset = await runConsoleAdmin(email);
      expect(reset.code, reset.output).toBe(0);
      expect(reset.output).toMatch(/^Reset editor editor@example\.org/);
      const password = reset.output.trim().split('\n').at(-1)!;

      database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(staff).where(eq(staff.email, email));
        expect(row).toMatchObject({
          role: 'editor',
          disabled: false,
          passwordChangeRequired: true,
        });
        expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
        const [entry] = await database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, `staff:${row!.id}`));
        expect(entry).toMatchObject({
          action: 'staff.reset_admin',
          before: { role: 'editor', disabled: true },
          after: { role: 'editor', disabled: false },
        });
      } finally {
        await database.close();
      }
    },
  );
});
