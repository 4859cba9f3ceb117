import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir, spawnServer, startServerProcess } from '../tests/helpers/server-process';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

describe('one PGlite data dir, one process', () => {
  const dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-lock-')));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'refuses a second process naming the first, and takes over after the first is killed -9',
    async () => {
      const first = await startServerProcess({}, { dataDir });
      try {
        const second = await spawnServer({}, { dataDir, capture: true });
        const gaveUp = setTimeout(() => second.child.kill('SIGKILL'), PROCESS_TEST_BUDGET / 2);
        await second.exited;
        clearTimeout(gaveUp);
        expect(second.child.exitCode).toBe(1);
        expect(second.output()).toContain(`in use by process ${first.pid}`);
        expect((await fetch(`${first.baseURL}/readyz`)).status).toBe(200);
      } finally {
        first.child.kill('SIGKILL');
        await new Promise((r) => first.child.once('exit', r));
      }

      const third = await startServerProcess({}, { dataDir });
      try {
        expect((await fetch(`${third.baseURL}/readyz`)).status).toBe(200);
      } finally {
        await third.stop();
      }
      // A clean stop releases the lock at once.
      const fourth = await startServerProcess({}, { dataDir });
      await fourth.stop();
    },
    PROCESS_TEST_BUDGET,
  );
});
