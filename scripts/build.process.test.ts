import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../tests/helpers/server-process';
import { dockerStages, execForm } from './deploy-files';
import { budget, PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const root = path.resolve(import.meta.dirname, '..');
const production = {
  NODE_ENV: 'production',
  OPERATOR_TOKEN_SECRET: 'a-production-secret-for-tests',
  MICROSITE_URL: 'https://microsite.example.com',
};

function npmRunBuild(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// One sequence: the build is shared by the steps after it (a web build is reused when fresh).
describe('npm run build, then npm start in production', () => {
  it(
    'builds concurrently without clobbering, and the compiled server serves',
    async () => {
      // Two builds at once, as two replicas starting together would: both succeed, one result.
      const runs = await Promise.all([npmRunBuild(), npmRunBuild()]);
      for (const run of runs) expect(run.code, run.output).toBe(0);
      expect(fs.existsSync(path.join(root, 'dist/web/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'dist/server/main.js'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'dist/server/pglite-worker.js'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'dist/server/content-import-worker.js'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'dist/server/migrations/meta/_journal.json'))).toBe(
        true,
      );
      expect(fs.existsSync(path.join(root, 'dist/server/content/demo/science.json'))).toBe(true);
      expect(fs.readdirSync(path.join(root, 'dist')).filter((f) => f.startsWith('.'))).toEqual([]);

      const server = await startServerProcess(production, { args: ['scripts/start.mjs'] });
      try {
        const ready = await fetch(`${server.baseURL}/readyz`);
        expect(ready.status).toBe(200);
        const page = await fetch(`${server.baseURL}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        // The first start seeded the demo content from the copy in dist/server.
        const top = await fetch(`${server.baseURL}/api/public/top-topics`, {
          headers: { 'accept-language': 'my' },
        });
        const { data } = (await top.json()) as { data: { topics: { name: string }[] } };
        expect(data.topics).toHaveLength(8);
        for (const t of data.topics) expect(t.name).toMatch(/[\u1000-\u109f]/);
        // The image's HEALTHCHECK command, run as Docker would, against this server.
        const runtime = dockerStages().find((st) => st.name === 'runtime')!;
        const [node, ...args] = execForm(runtime.lines.find((l) => l.startsWith('HEALTHCHECK'))!);
        expect(node).toBe('node');
        const check = spawnSync(process.execPath, args, {
          env: { ...process.env, PORT: new URL(server.baseURL).port },
          timeout: PROCESS_TEST_BUDGET,
        });
        expect(check.status).toBe(0);
      } finally {
        await server.stop();
      }
    },
    budget(240_000),
  );

  it('refuses to start in production without a web build, saying what to run', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-noweb-'));
    try {
      const run = spawnSync(process.execPath, [path.join(root, 'dist/server/main.js')], {
        cwd: elsewhere,
        env: { ...process.env, ...production, DATA_DIR: elsewhere, PORT: '0' },
        encoding: 'utf8',
        timeout: PROCESS_TEST_BUDGET,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('No web build');
      expect(run.stderr).toContain('npm run build');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
