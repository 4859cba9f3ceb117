import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CONTENT_IMPORT_COLUMNS } from '@contract/console-content';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/dir-lock';
import { farCellXlsx } from '../tests/helpers/hostile-sheets';
import { topics } from '../server/tables';
import { PROCESS_TEST_BUDGET } from '../tests/helpers/budget';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-import-'));
  dirs.push(dir);
  return dir;
};

/**
 * npm run content:import -- <file> on PGlite in `dataDir`: its exit code and all it printed. It
 * runs the compiled command of the run (global-setup.ts; the image's import-content.js), which
 * skips tsx's loader; `viaTsx` runs the TypeScript through tsx as the npm script does.
 */
function runImport(file: string, dataDir: string, { flags = [] as string[], viaTsx = false } = {}) {
  const entry = viaTsx
    ? ['--import', 'tsx', 'scripts/import-content.ts']
    : [path.join(inject('serverBundle'), 'import-content.js')];
  const child = spawn(process.execPath, [...entry, ...flags, file], {
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

/** Whether the topic is published, read from the data dir once the command has ended. */
async function publishedOf(dataDir: string, slug: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(topics).where(eq(topics.slug, slug));
    return row?.published;
  } finally {
    await database.close();
  }
}

describe('npm run content:import', () => {
  it(
    'refuses a bad file naming the place of the mistake, before opening the database',
    async () => {
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
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'explains, without a stack trace, that the server holds the PGlite data dir',
    async () => {
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
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'imports the example file into a new database as a draft, and prints what it added and where to publish it',
    async () => {
      const dataDir = tempDir();
      const { code, output } = await runImport('scripts/content-example.json', dataDir, {
        viaTsx: true,
      });
      expect(code).toBe(0);
      const summary = JSON.parse(output.slice(output.indexOf('{'))) as {
        draft_topics: { id: number; slug: string }[];
      };
      expect(summary).toMatchObject({ topics_created: 1, questions_added: 3, players_notified: 0 });
      const [draft] = summary.draft_topics;
      expect(output).toContain('1 new topic(s) written as drafts that players do not see yet');
      expect(output).toContain(`/console/content/topics/${draft!.id}`);
      expect(await publishedOf(dataDir, draft!.slug)).toBe(false);
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'refuses an unknown flag with its usage',
    async () => {
      const { code, output } = await runImport('scripts/content-example.json', tempDir(), {
        flags: ['--draft'],
      });
      expect(code).toBe(2);
      expect(output).toContain('usage: npm run content:import -- [--publish]');
    },
    PROCESS_TEST_BUDGET,
  );

  /** A CSV in the console's template columns: a topic of two questions, one typed in Zawgyi. */
  const csv = (dir: string, correct: string) => {
    const row = (q: string, qMm: string) => ({
      category_slug: 'rivers',
      category_en: 'Rivers',
      category_mm: 'မြစ်များ',
      topic_slug: 'long-rivers',
      topic_en: 'Long rivers',
      difficulty: '1',
      question_en: q,
      question_mm: qMm,
      option_1_en: 'Nile',
      option_2_en: 'Amazon',
      correct,
    });
    const rows = [
      row('Longest river?', 'အရှည်ဆုံး မြစ်'),
      // myanmar-tools' sample Zawgyi.
      row('Oldest river?', 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း'),
    ];
    const file = path.join(dir, 'rivers.csv');
    const cells = rows.map((r) => CONTENT_IMPORT_COLUMNS.map((c) => r[c as keyof typeof r] ?? ''));
    fs.writeFileSync(file, stringify([[...CONTENT_IMPORT_COLUMNS], ...cells]));
    return file;
  };

  it(
    'refuses a bad CSV whole, listing each row and column at fault, before the database',
    async () => {
      const dataDir = tempDir();
      const { code, output } = await runImport(csv(dataDir, '3'), dataDir);
      expect(code).toBe(1);
      expect(output).toContain('rivers.csv was not imported, nothing was written');
      expect(output).toContain('row 2: correct: points at option 3, which is empty');
      expect(output).toContain('row 3: correct: points at option 3, which is empty');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'refuses an XLSX past the limits unread, as the console does, before the database',
    async () => {
      const dataDir = tempDir();
      const file = path.join(dataDir, 'far.xlsx');
      fs.writeFileSync(file, await farCellXlsx('XFD1048576'));
      const { code, output } = await runImport(file, dataDir);
      expect(code).toBe(1);
      expect(output).toContain(
        'far.xlsx was not imported, nothing was written: the workbook reaches row 1,048,576',
      );
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    PROCESS_TEST_BUDGET,
  );

  it(
    'imports a CSV with --publish, converting its Zawgyi, and adds nothing the second time',
    async () => {
      const dataDir = tempDir();
      const file = csv(dataDir, '1');
      const first = await runImport(file, dataDir, { flags: ['--publish'] });
      expect(first.code).toBe(0);
      expect(first.output).toContain('row 3: question_mm: converted from Zawgyi');
      expect(first.output).not.toContain('drafts');
      expect(JSON.parse(first.output.slice(first.output.indexOf('{')))).toMatchObject({
        topics_created: 1,
        draft_topics: [],
        questions_added: 2,
        zawgyi_converted: 1,
      });
      expect(await publishedOf(dataDir, 'long-rivers')).toBe(true);
      const again = await runImport(file, dataDir);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.output.slice(again.output.indexOf('{')))).toMatchObject({
        topics_created: 0,
        questions_added: 0,
      });
    },
    PROCESS_TEST_BUDGET,
  );
});
