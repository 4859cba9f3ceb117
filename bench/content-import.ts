/**
 * The console's bulk import at 5,000 questions on PostgreSQL (issue 22: under 30 s): a generated
 * CSV and the same rows as XLSX, through importContentFile (read, Zawgyi, row checks, the
 * content-file rules, publishContent) on a database created for the run.
 *   BENCH_ONLY=content-import BENCH_DATABASE_URL=postgres://… npm run bench
 * BENCH_IMPORT_QUESTIONS changes the count (10 topics share it).
 */
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { CONTENT_IMPORT_COLUMNS, type ContentImportColumn } from '@contract/console-content';
import { openDatabase } from '../server/db/client';
import { importContentFile, prepareContentImport } from '../server/modules/content-import';
import { withDatabase } from '../tests/helpers/global-setup';

const QUESTIONS = Number(process.env.BENCH_IMPORT_QUESTIONS ?? 5000);
const TOPICS = 10;
const DB_NAME = 'quiz_arena_bench_import';
// myanmar-tools' sample Zawgyi: one question in 50 is typed in it, as staff spreadsheets hold.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const mm = (n: number) => String(n).replace(/\d/g, (d) => MYANMAR_DIGITS[Number(d)]!);

/** The rows of a file as an operator writes them: bilingual, four options, a few in Zawgyi. */
export function rows(): string[][] {
  const out: string[][] = [[...CONTENT_IMPORT_COLUMNS]];
  for (let i = 0; i < QUESTIONS; i++) {
    const t = i % TOPICS;
    const c = Math.floor(t / 2);
    const row: Record<ContentImportColumn, string> = {
      category_slug: `bench-category-${c}`,
      category_en: `Bench category ${c}`,
      category_mm: `စမ်းသပ် အမျိုးအစား ${mm(c)}`,
      topic_slug: `bench-topic-${t}`,
      topic_en: `Bench topic ${t}`,
      topic_mm: `စမ်းသပ် ခေါင်းစဉ် ${mm(t)}`,
      difficulty: String((i % 3) + 1),
      question_en: `Which answer is right for question ${i}?`,
      question_mm: i % 50 === 0 ? `${ZAWGYI} ${i}` : `မေးခွန်း ${mm(i)} အတွက် မှန်သော အဖြေ`,
      option_1_en: `First answer ${i}`,
      option_1_mm: `ပထမ အဖြေ ${mm(i)}`,
      option_2_en: `Second answer ${i}`,
      option_2_mm: `ဒုတိယ အဖြေ ${mm(i)}`,
      option_3_en: `Third answer ${i}`,
      option_3_mm: `တတိယ အဖြေ ${mm(i)}`,
      option_4_en: i % 4 === 0 ? '' : `Fourth answer ${i}`,
      option_4_mm: i % 4 === 0 ? '' : `စတုတ္ထ အဖြေ ${mm(i)}`,
      correct: String((i % 3) + 1),
    };
    out.push(CONTENT_IMPORT_COLUMNS.map((col) => row[col]));
  }
  return out;
}

async function xlsxOf(data: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('questions').addRows(data);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

// The import's new-topic broadcast only needs a zone; the bench has no players to reach.
const BENCH_TIMEZONE = 'Asia/Dhaka';

export async function contentImportBench(serverUrl: string) {
  const data = rows();
  const csv = new TextEncoder().encode(stringify(data));
  const xlsx = await xlsxOf(data);
  await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  await admin(serverUrl, `create database ${DB_NAME}`);
  const database = await openDatabase({ url: withDatabase(serverUrl, DB_NAME) });
  try {
    await database.migrate();
    const timed = async (file: { bytes: Uint8Array; name: string }, dryRun: boolean) => {
      const start = performance.now();
      const reply = await importContentFile(database.db, file, {
        dryRun,
        timeZone: BENCH_TIMEZONE,
      });
      return { ms: Math.round(performance.now() - start), ...reply.summary };
    };
    const csvFile = { bytes: csv, name: 'bench.csv' };
    const xlsxFile = { bytes: xlsx, name: 'bench.xlsx' };
    // Dry runs first, on the empty database: the full count of what would be added, then the
    // import itself, then both formats again, which find everything there and add nothing.
    // Reading and checking alone (no database), the part that differs between the formats.
    const checkMs = async (file: { bytes: Uint8Array; name: string }) => {
      const start = performance.now();
      await prepareContentImport(file);
      return Math.round(performance.now() - start);
    };
    const csvCheckMs = await checkMs(csvFile);
    const xlsxCheckMs = await checkMs(xlsxFile);
    const csvDryRun = await timed(csvFile, true);
    const xlsxDryRun = await timed(xlsxFile, true);
    const csvImport = await timed(csvFile, false);
    const csvAgain = await timed(csvFile, false);
    const xlsxAgain = await timed(xlsxFile, false);
    const result = {
      questions: QUESTIONS,
      csv_kb: Math.round(csv.byteLength / 1024),
      xlsx_kb: Math.round(xlsx.byteLength / 1024),
      csv_read_and_check_ms: csvCheckMs,
      xlsx_read_and_check_ms: xlsxCheckMs,
      csv_dry_run: csvDryRun,
      xlsx_dry_run: xlsxDryRun,
      csv_import: csvImport,
      csv_import_again: csvAgain,
      xlsx_import_again: xlsxAgain,
      under_30_s: [csvDryRun, xlsxDryRun, csvImport, csvAgain, xlsxAgain].every(
        (run) => run.ms < 30_000,
      ),
    };
    console.log('content import', result);
    return result;
  } finally {
    await database.close();
    await admin(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  }
}
