import { eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMPORT_COLUMNS,
  type ContentImportColumn,
  ZContentImportReply,
} from '@contract/console-content';
import { questionOptions, questions, topics } from '../topics/tables';
import { useTestApp } from '../../../tests/helpers/context';
import { contentTemplateCsv, contentTemplateXlsx, importContentFile } from '.';

const { ctx } = await useTestApp();

type Row = Partial<Record<ContentImportColumn, string>>;
let seq = 0;
const unique = () => `${process.env.VITEST_POOL_ID ?? 0}-${++seq}-${Date.now().toString(36)}`;

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

/** A topic of its own in a category of its own, and a row maker for its questions. */
const newTopic = () => {
  const id = unique();
  const base: Row = {
    category_slug: `rivers-${id}`,
    category_en: 'Rivers',
    category_mm: 'မြစ်များ',
    topic_slug: `long-rivers-${id}`,
    topic_en: `Long rivers ${id}`,
    topic_mm: 'ရှည်လျားသော မြစ်များ',
    difficulty: '2',
    option_1_en: 'Nile',
    option_1_mm: 'နိုင်းမြစ်',
    option_2_en: 'Amazon',
    option_2_mm: 'အမေဇုန်မြစ်',
    option_3_en: 'Mekong',
    correct: '1',
  };
  return {
    slug: base.topic_slug!,
    row: (question: string, more: Row = {}): Row => ({
      ...base,
      question_en: question,
      question_mm: `${question} မေးခွန်း`,
      ...more,
    }),
  };
};

const csvOf = (rows: Row[]) =>
  stringify([
    [...CONTENT_IMPORT_COLUMNS],
    ...rows.map((r) => CONTENT_IMPORT_COLUMNS.map((c) => r[c] ?? '')),
  ]);
const csvFile = (rows: Row[]) => ({
  bytes: new TextEncoder().encode(csvOf(rows)),
  name: 'questions.csv',
});
async function xlsxFile(rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRow([...CONTENT_IMPORT_COLUMNS]);
  // Numbers as a spreadsheet holds them when typed: numbers, not text.
  for (const r of rows)
    sheet.addRow(
      CONTENT_IMPORT_COLUMNS.map((c) =>
        (c === 'difficulty' || c === 'correct') && /^\d+$/.test(r[c] ?? '')
          ? Number(r[c])
          : (r[c] ?? ''),
      ),
    );
  return { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()), name: 'questions.xlsx' };
}

const run = async (file: { bytes: Uint8Array; name: string }, dryRun = false) =>
  ZContentImportReply.parse(
    await importContentFile(ctx.db, file, { dryRun, timeZone: ctx.config.timezone }),
  );
const topicBySlug = async (slug: string) =>
  (await ctx.db.select().from(topics).where(eq(topics.slug, slug)))[0];
const storedQuestions = async (slug: string) => {
  const topic = await topicBySlug(slug);
  if (!topic) return [];
  return ctx.db
    .select({ q: questions.questionValue, qMm: questions.questionValueMm, d: questions.difficulty })
    .from(questions)
    .where(eq(questions.topicId, topic.id))
    .orderBy(questions.id);
};
const errorsOf = (reply: { rows: { row: number; errors: { column: string | null }[] }[] }) =>
  Object.fromEntries(
    reply.rows
      .filter((r) => r.errors.length > 0)
      .map((r) => [r.row, r.errors.map((e) => e.column)]),
  );

describe('content import from CSV and XLSX', () => {
  it('dry run: reports every row with its errors and writes nothing', async () => {
    const t = newTopic();
    const reply = await run(
      csvFile([
        t.row('Longest river?'),
        t.row('Widest river?', { correct: '4' }),
        t.row('', {}),
        t.row('Deepest river?', { difficulty: '5', option_2_en: '' }),
        t.row('Oldest river?', { question_mm: ZAWGYI }),
      ]),
      true,
    );
    expect(reply.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(errorsOf(reply)).toEqual({
      3: ['correct'],
      4: ['question_en'],
      5: ['option_2_en', 'difficulty'],
    });
    expect(reply.rows[1]!.errors[0]!.message).toBe('points at option 4, which is empty');
    expect(reply.summary).toEqual({
      topics_added: 0,
      questions_added: 0,
      rows_with_errors: 3,
      zawgyi_converted: 1,
    });
    expect(await topicBySlug(t.slug)).toBeUndefined();
  });

  it('dry run of a good file: what would be added, counted against the database', async () => {
    const t = newTopic();
    const file = csvFile([t.row('Longest river?'), t.row('Widest river?')]);
    const dry = await run(file, true);
    expect(dry.summary).toEqual({
      topics_added: 1,
      questions_added: 2,
      rows_with_errors: 0,
      zawgyi_converted: 0,
    });
    expect(dry.rows).toEqual([
      { row: 2, errors: [], zawgyi_converted: [] },
      { row: 3, errors: [], zawgyi_converted: [] },
    ]);
    expect(await topicBySlug(t.slug)).toBeUndefined();

    await run(csvFile([t.row('Longest river?')]));
    expect((await run(file, true)).summary).toMatchObject({ topics_added: 0, questions_added: 1 });
    expect(await storedQuestions(t.slug)).toHaveLength(1);
  });

  it('converts a Zawgyi row and stores it as Unicode, showing the conversion', async () => {
    const t = newTopic();
    const reply = await run(
      csvFile([
        t.row('Longest river?', { question_mm: ZAWGYI, option_2_mm: 'ျမစ္ႀကီး' }),
        t.row('Widest river?'),
      ]),
    );
    expect(reply.summary).toEqual({
      topics_added: 1,
      questions_added: 2,
      rows_with_errors: 0,
      zawgyi_converted: 2,
    });
    expect(reply.rows[0]!.zawgyi_converted).toEqual([
      { column: 'question_mm', zawgyi: ZAWGYI, unicode: UNICODE },
      { column: 'option_2_mm', zawgyi: 'ျမစ္ႀကီး', unicode: 'မြစ်ကြီး' },
    ]);
    expect(reply.rows[1]!.zawgyi_converted).toEqual([]);
    const [first] = await storedQuestions(t.slug);
    expect(first).toEqual({ q: 'Longest river?', qMm: UNICODE, d: 2 });
    const options = await ctx.db
      .select({ value: questionOptions.valueMm })
      .from(questionOptions)
      .innerJoin(questions, eq(questions.id, questionOptions.questionId))
      .where(eq(questions.questionValue, 'Longest river?'))
      .orderBy(questionOptions.id);
    expect(options.map((o) => o.value)).toContain('မြစ်ကြီး');
  });

  it('refuses the whole file for one bad row, writing nothing', async () => {
    const t = newTopic();
    const other = newTopic();
    const reply = await run(
      csvFile([
        t.row('Longest river?'),
        other.row('Widest river?'),
        t.row('Oldest river?', { correct: '0' }),
      ]),
    );
    expect(errorsOf(reply)).toEqual({ 4: ['correct'] });
    expect(reply.summary).toMatchObject({
      topics_added: 0,
      questions_added: 0,
      rows_with_errors: 1,
    });
    expect(await topicBySlug(t.slug)).toBeUndefined();
    expect(await topicBySlug(other.slug)).toBeUndefined();
  });

  it('adds nothing when the same file is imported again', async () => {
    const t = newTopic();
    const file = csvFile([t.row('Longest river?'), t.row('Widest river?'), t.row('Oldest river?')]);
    expect((await run(file)).summary).toMatchObject({ topics_added: 1, questions_added: 3 });
    expect((await run(file)).summary).toEqual({
      topics_added: 0,
      questions_added: 0,
      rows_with_errors: 0,
      zawgyi_converted: 0,
    });
    expect(await storedQuestions(t.slug)).toHaveLength(3);
  });

  it('gives the same result for XLSX as for CSV', async () => {
    const t = newTopic();
    const rows = [
      t.row('Longest river?', { question_mm: ZAWGYI }),
      t.row('Widest river?', { correct: '3', difficulty: '1' }),
      t.row('Oldest river?', { correct: '4' }),
    ];
    const [csvDry, xlsxDry] = [
      await run(csvFile(rows), true),
      await run(await xlsxFile(rows), true),
    ];
    expect(xlsxDry).toEqual(csvDry);
    expect(xlsxDry.summary.rows_with_errors).toBe(1);

    const good = rows.slice(0, 2);
    const fromXlsx = await run(await xlsxFile(good));
    expect(fromXlsx.summary).toMatchObject({ topics_added: 1, questions_added: 2 });
    const stored = await storedQuestions(t.slug);
    expect(stored).toEqual([
      { q: 'Longest river?', qMm: UNICODE, d: 2 },
      { q: 'Widest river?', qMm: 'Widest river? မေးခွန်း', d: 1 },
    ]);
    // The CSV of the same rows finds all of it there already.
    expect((await run(csvFile(good))).summary).toMatchObject({
      topics_added: 0,
      questions_added: 0,
    });
  });

  it('names the column of each mistake the content rules find', async () => {
    const t = newTopic();
    const other = newTopic();
    const reply = await run(
      csvFile([
        t.row('Longest river?'),
        t.row('Longest river?', { question_mm: '' }),
        t.row('Widest river?', { category_en: 'Streams' }),
        t.row('Deepest river?', { category_slug: other.row('').category_slug }),
        other.row('Oldest river?', { topic_slug: 'Not A Slug' }),
        t.row('x'.repeat(501)),
        t.row('Bluest river?', { question_mm: 'Bluest' }),
        t.row('Greenest river?', { option_2_en: 'nile' }),
        t.row('Muddiest river?', { option_3_mm: 'မဲခေါင်', option_3_en: '' }),
      ]),
      true,
    );
    expect(errorsOf(reply)).toEqual({
      3: ['question_en'],
      4: ['category_en'],
      5: ['category_slug'],
      6: ['topic_slug'],
      7: ['question_en'],
      8: ['question_mm'],
      9: [null],
      10: ['option_3_en'],
    });
    expect(reply.rows[1]!.errors[0]!.message).toBe('repeats the question of row 2 in this topic');
    expect(reply.rows[2]!.errors[0]!.message).toBe(
      'differs from row 2, which has "Rivers" for the same slug',
    );
    expect(reply.rows[4]!.errors[0]!.message).toContain('kebab-case');
    expect(reply.rows[6]!.errors[0]!.message).toBe('must be written in Myanmar script');
  });

  it("puts a topic's limit (1,000 questions) on the topic's first row", async () => {
    const t = newTopic();
    const many = Array.from({ length: 1001 }, (_, i) => t.row(`River number ${i}?`));
    const reply = await run(csvFile(many), true);
    expect(reply.rows).toHaveLength(1001);
    expect(errorsOf(reply)).toEqual({ 2: [null] });
    expect(reply.rows[0]!.errors[0]!.message).toMatch(/^the topic's questions: .*1000/);
  });

  it('reports a topic filed under another category on its row, writing nothing', async () => {
    const t = newTopic();
    await run(csvFile([t.row('Longest river?')]));
    const moved = t.row('Widest river?', { category_slug: `elsewhere-${unique()}` });
    const fresh = newTopic();
    const reply = await run(csvFile([fresh.row('Deepest river?'), moved]));
    expect(errorsOf(reply)).toEqual({ 3: ['topic_slug'] });
    expect(reply.rows[1]!.errors[0]!.message).toContain('is in another category');
    expect(await topicBySlug(fresh.slug)).toBeUndefined();
    expect(await storedQuestions(t.slug)).toHaveLength(1);
  });

  it('refuses a file it cannot read on row 1, with the reason', async () => {
    const t = newTopic();
    const withoutCorrect = csvOf([t.row('Longest river?')]).replace(',correct', ',answer');
    const cases: [{ bytes: Uint8Array; name: string }, (string | null)[]][] = [
      [{ bytes: new TextEncoder().encode(withoutCorrect), name: 'q.csv' }, [null, 'correct']],
      [{ bytes: new Uint8Array([0x71, 0xff, 0xfe, 0x2c]), name: 'q.csv' }, [null]],
      [{ bytes: new TextEncoder().encode('not a zip'), name: 'q.xlsx' }, [null]],
      [{ bytes: new TextEncoder().encode('{}'), name: 'q.json' }, [null]],
      [{ bytes: new TextEncoder().encode(csvOf([])), name: 'q.csv' }, [null]],
    ];
    const semicolons = csvOf([t.row('Longest river?')]).replaceAll(',', ';');
    const bySemicolons = await run({ bytes: new TextEncoder().encode(semicolons), name: 'q.csv' });
    expect(bySemicolons.rows).toEqual([
      {
        row: 1,
        errors: [{ column: null, message: 'the columns must be separated by commas' }],
        zawgyi_converted: [],
      },
    ]);
    for (const [file, columns] of cases) {
      const reply = await run(file, true);
      expect(errorsOf(reply)).toEqual({ 1: columns });
      expect(reply.summary.rows_with_errors).toBe(1);
    }
  });

  it('serves templates that import as they are, in both formats', async () => {
    const csv = contentTemplateCsv();
    expect(csv.startsWith('\uFEFFcategory_slug,category_en,category_mm,topic_slug,')).toBe(true);
    const fromCsv = await run({ bytes: new TextEncoder().encode(csv), name: 'template.csv' }, true);
    expect(fromCsv.summary.rows_with_errors).toBe(0);
    expect(fromCsv.rows).toHaveLength(1);
    const xlsx = { bytes: new Uint8Array(await contentTemplateXlsx()), name: 'template.xlsx' };
    expect(await run(xlsx, true)).toEqual(fromCsv);
  });
});
