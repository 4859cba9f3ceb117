import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../server/db/data-dir-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-import-'));
  dirs.push(dir);
  return dir;
};

/** npm run content:import -- <file> on PGlite in `dataDir`: its exit code and all it printed. */
function runImport(file: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-content.ts', file], {
    // Without demo players: seeding them is most of a first import's time.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_PLAYERS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run content:import', () => {
  it('refuses a bad file naming the place of the mistake, before opening the database', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'bad.json');
    const question = { q: 'Q?', options: [{ value: 'a' }, { value: 'b' }] };
    const topic = { slug: 'rivers', name: 'Rivers', questions: [question] };
    fs.writeFileSync(file, JSON.stringify([{ slug: 'geo', name: 'Geo', topics: [topic] }]));

    const { code, output } = await runImport(file, dataDir);
    expect(code).toBe(1);
    expect(output).toContain(
      '[0].topics[0].questions[0].options: exactly one option must be correct',
    );
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('explains, without a stack trace, that the server holds the PGlite data dir', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, () => undefined);
    try {
      const { code, output } = await runImport('scripts/content-example.json', dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`in use by process ${process.pid}`);
      expect(output).toContain('Stop the server');
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      await release();
    }
  }, 60_000);

  it('imports the example file into a new database and prints what it added', async () => {
    const { code, output } = await runImport('scripts/content-example.json', tempDir());
    expect(code).toBe(0);
    expect(JSON.parse(output.slice(output.indexOf('{')))).toMatchObject({
      topics_created: 1,
      questions_added: 3,
    });
  }, 120_000);
});
