import { eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import {
  CONTENT_IMPORT_COLUMNS,
  type ContentImportColumn,
  type ContentImportReply,
} from '@contract/console-content';
import { CONTENT_IMPORT_MAX_BYTES } from '@contract/console-import';
import type { ErrorData } from '@contract/errors';
import { ensureDevAdmin } from '../console';
import { questions, topics } from '../topics/tables';
import { farCellXlsx, zipBombXlsx } from '../../../tests/helpers/hostile-sheets';
import { useTestApp } from '../../../tests/helpers/context';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { listAudit } from '@contract/routes/console';
import { importContent, templateCsv, templateXlsx } from '@contract/routes/console-import';
import { pathOf } from '../../../tests/helpers/call';
import { searchOf } from '@contract/endpoint';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

type Row = Partial<Record<ContentImportColumn, string>>;
let seq = 0;
const unique = () => `${process.env.VITEST_POOL_ID ?? 0}-${++seq}-${Date.now().toString(36)}`;

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

const topicRows = () => {
  const id = unique();
  const base: Row = {
    category_slug: `lakes-${id}`,
    category_en: 'Lakes',
    category_mm: 'ကန်များ',
    topic_slug: `big-lakes-${id}`,
    topic_en: `Big lakes ${id}`,
    topic_mm: 'ကြီးမားသော ကန်များ',
    difficulty: '1',
    option_1_en: 'Baikal',
    option_1_mm: 'ဘိုင်ကယ်',
    option_2_en: 'Superior',
    option_2_mm: 'ဆူပီးရီးယား',
    correct: '1',
  };
  return {
    slug: base.topic_slug!,
    row: (q: string, more: Row = {}): Row => ({
      ...base,
      question_en: q,
      question_mm: `${q} မေးခွန်း`,
      ...more,
    }),
  };
};

const csv = (rows: Row[]) =>
  Buffer.from(
    stringify([
      [...CONTENT_IMPORT_COLUMNS],
      ...rows.map((r) => CONTENT_IMPORT_COLUMNS.map((c) => r[c] ?? '')),
    ]),
  );
async function xlsx(rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRow([...CONTENT_IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(CONTENT_IMPORT_COLUMNS.map((c) => r[c] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part, built by hand so the bytes are exactly ours. */
function multipart(bytes: Buffer, filename: string, field = 'file') {
  const boundary = '----quizarenaimport9fK2mQ';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  staff: Staff,
  bytes: Buffer,
  opts: { name?: string; dryRun?: boolean | string; field?: string } = {},
) {
  const { payload, headers } = multipart(bytes, opts.name ?? 'questions.csv', opts.field);
  const res = await app.inject({
    method: 'POST',
    url:
      pathOf(importContent) +
      searchOf({
        dry_run: typeof opts.dryRun === 'string' ? opts.dryRun : opts.dryRun ? '1' : undefined,
      }),
    headers: { ...headers, cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; data: ContentImportReply & ErrorData }>(),
  };
}

// Signed in once for the file: each sign-in hashes a password, which is slow on purpose.
const admin = await signInDevAdmin(app);
const signInAs = async (role: 'editor' | 'support' | 'analyst') => {
  const invited = await inviteStaff(admin, role);
  return signInStaff(app, invited.email, invited.password);
};
const [editor, support, analyst] = await Promise.all([
  signInAs('editor'),
  signInAs('support'),
  signInAs('analyst'),
]);
const topicBySlug = async (slug: string) =>
  (await ctx.db.select().from(topics).where(eq(topics.slug, slug)))[0];
const stored = async (slug: string) => {
  const topic = await topicBySlug(slug);
  if (!topic) return [];
  return ctx.db
    .select({ q: questions.questionValue, qMm: questions.questionValueMm })
    .from(questions)
    .where(eq(questions.topicId, topic.id))
    .orderBy(questions.id);
};
const importAudits = async (name: string) =>
  (await admin.call(listAudit, { query: { target: `import:${name}` } })).body.data.entries;

describe('POST /api/console/content/import', () => {
  it('a file with errors writes nothing, dry run or not; the fixed file imports once, Zawgyi as Unicode, with its audit row', async () => {
    const t = topicRows();
    const name = `lakes-${unique()}.csv`;
    const bad = csv([
      t.row('Deepest lake?', { question_mm: ZAWGYI }),
      t.row('Largest lake?', { correct: '3' }),
    ]);

    const dry = await upload(editor, bad, { name, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.rows).toEqual([
      {
        row: 2,
        errors: [],
        zawgyi_converted: [{ column: 'question_mm', zawgyi: ZAWGYI, unicode: UNICODE }],
      },
      {
        row: 3,
        errors: [{ column: 'correct', message: expect.any(String) }],
        zawgyi_converted: [],
      },
    ]);
    expect(dry.body.data.summary).toEqual({
      topics_added: 0,
      questions_added: 0,
      rows_with_errors: 1,
      zawgyi_converted: 1,
    });

    // Committing the same file is refused the same way: 200 with the rows, nothing written.
    const refused = await upload(editor, bad, { name });
    expect(refused.status).toBe(200);
    expect(refused.body.message).toMatch(/^Nothing imported/);
    expect(refused.body.data.summary.rows_with_errors).toBe(1);
    expect(await topicBySlug(t.slug)).toBeUndefined();
    expect(await importAudits(name)).toEqual([]);

    const fixed = csv([
      t.row('Deepest lake?', { question_mm: ZAWGYI }),
      t.row('Largest lake?', { correct: '2' }),
    ]);
    const fixedDry = await upload(editor, fixed, { name, dryRun: true });
    expect(fixedDry.body.data.summary).toEqual({
      topics_added: 1,
      questions_added: 2,
      rows_with_errors: 0,
      zawgyi_converted: 1,
    });
    expect(await topicBySlug(t.slug)).toBeUndefined();
    expect(fixedDry.body.data.draft_topics).toEqual([]);

    const done = await upload(editor, fixed, { name });
    expect(done.status).toBe(200);
    expect(done.body.data.summary).toEqual(fixedDry.body.data.summary);
    // The new topic is a draft for an editor to publish from the studio; the reply names it.
    const draft = await topicBySlug(t.slug);
    expect(draft!.published).toBe(false);
    expect(done.body.data.draft_topics).toEqual([
      { id: draft!.id, slug: t.slug, name: draft!.name },
    ]);
    expect(done.body.message).toMatch(/as drafts to publish from the studio/);
    expect(await stored(t.slug)).toEqual([
      { q: 'Deepest lake?', qMm: UNICODE },
      { q: 'Largest lake?', qMm: 'Largest lake? မေးခွန်း' },
    ]);
    expect(await importAudits(name)).toEqual([
      expect.objectContaining({
        action: 'content.import',
        target: `import:${name}`,
        staff_email: editor.email,
      }),
    ]);

    const again = await upload(editor, fixed, { name });
    expect(again.body.data.summary).toMatchObject({ topics_added: 0, questions_added: 0 });
    expect(await stored(t.slug)).toHaveLength(2);
  });

  it('imports with ?dry_run=0, as the console sends it, and refuses a dry_run it cannot read', async () => {
    const t = topicRows();
    const bad = await upload(editor, csv([t.row('Deepest lake?')]), { dryRun: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors ?? {})).toEqual(['dry_run']);
    expect(await topicBySlug(t.slug)).toBeUndefined();

    const done = await upload(editor, csv([t.row('Deepest lake?')]), { dryRun: '0' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(
      'Added 1 topic(s) as drafts to publish from the studio, and 1 question(s)',
    );
    expect((await stored(t.slug)).map((q) => q.q)).toEqual(['Deepest lake?']);
  });

  it('reads XLSX the same way', async () => {
    const t = topicRows();
    const file = await xlsx([t.row('Highest lake?'), t.row('Saltiest lake?')]);
    const done = await upload(editor, file, { name: 'lakes.xlsx' });
    expect(done.status).toBe(200);
    expect(done.body.data.summary).toMatchObject({ topics_added: 1, questions_added: 2 });
    expect((await stored(t.slug)).map((q) => q.q)).toEqual(['Highest lake?', 'Saltiest lake?']);
  });

  it('refuses what is not a spreadsheet, too large, missing or not multipart, writing nothing', async () => {
    const t = topicRows();
    const notSheet = await upload(editor, csv([t.row('Q?')]), { name: 'questions.pdf' });
    expect(notSheet.status).toBe(422);
    expect(notSheet.body.data.errors).toEqual({ file: ['must be a .csv or .xlsx file'] });

    const tooLarge = await upload(editor, Buffer.alloc(CONTENT_IMPORT_MAX_BYTES + 1, 'a'));
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.data.errors).toEqual({
      file: [`must be at most ${CONTENT_IMPORT_MAX_BYTES} bytes`],
    });

    const otherField = await upload(editor, csv([t.row('Q?')]), { field: 'sheet' });
    expect(otherField.status).toBe(422);
    expect(otherField.body.data.errors).toEqual({ file: ['is required'] });

    // JSON where the route reads a form: an input the route's types refuse.
    const json = await editor.callRaw(importContent, { body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(await topicBySlug(t.slug)).toBeUndefined();
  });

  // Issue 33: each of these held or killed the server when exceljs read it.
  it.each([
    ['one cell at XFD1048576', () => farCellXlsx('XFD1048576'), /reaches row 1,048,576/],
    ['a cell at column 400, row 5000', () => farCellXlsx('OJ5000'), /at most 50 columns/],
    ['108 KB that unpack to 100 MB', () => zipBombXlsx(100), /unpacks to 101 MB; .* at most 50 MB/],
  ])(
    'refuses a workbook with %s unread (422 naming the limit), dry run or not',
    async (_, make, limit) => {
      const bytes = await make();
      for (const dryRun of [true, false]) {
        let peakRss = process.memoryUsage().rss;
        const before = peakRss;
        const sampler = setInterval(
          () => (peakRss = Math.max(peakRss, process.memoryUsage().rss)),
          5,
        );
        const res = await upload(editor, bytes, { name: 'questions.xlsx', dryRun }).finally(() =>
          clearInterval(sampler),
        );
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        expect(res.status).toBe(422);
        expect(res.body.data.errors?.file).toEqual([expect.stringMatching(limit)]);
        // Reading them took 470 MB (column 400) and all there was (XFD1048576).
        expect((peakRss - before) / 2 ** 20).toBeLessThan(150);
      }
      expect(await importAudits('questions.xlsx')).toEqual([]);
    },
  );

  it('is refused to support and analysts (403)', async () => {
    for (const [role, staff] of [
      ['support', support],
      ['analyst', analyst],
    ] as const) {
      const res = await upload(staff, csv([topicRows().row('Q?')]), { dryRun: true });
      expect(res.status, role).toBe(403);
      for (const template of [templateCsv, templateXlsx]) {
        const res = await staff.call(template);
        expect(res.status, `${role} ${template}`).toBe(403);
      }
    }
  });
});

describe('GET /api/console/content/template.csv and .xlsx', () => {
  it('downloads the template in the fixed columns', async () => {
    const res = await app.inject({
      method: 'GET',
      url: pathOf(templateCsv),
      headers: { cookie: editor.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="quiz-arena-questions.csv"',
    );
    const [header] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe(CONTENT_IMPORT_COLUMNS.join(','));

    const book = await app.inject({
      method: 'GET',
      url: pathOf(templateXlsx),
      headers: { cookie: editor.cookie },
    });
    expect(book.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(book.rawPayload).buffer);
    const first = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(first.slice(1)).toEqual([...CONTENT_IMPORT_COLUMNS]);
  });
});
