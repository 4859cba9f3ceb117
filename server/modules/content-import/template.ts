import { stringify } from 'csv-stringify/sync';
import { CONTENT_IMPORT_COLUMNS, type ContentImportColumn } from '@contract/console-content';

/**
 * One question of the demo content (geography, world capitals) in both languages: it shows how a
 * row reads, and importing the template unchanged onto the demo content adds nothing.
 */
const EXAMPLE: Record<ContentImportColumn, string> = {
  category_slug: 'geography',
  category_en: 'Geography',
  category_mm: 'ပထဝီဝင်',
  topic_slug: 'world-capitals',
  topic_en: 'World Capitals',
  topic_mm: 'ကမ္ဘာ့ မြို့တော်များ',
  difficulty: '1',
  question_en: 'What is the capital of Australia?',
  question_mm: 'ဩစတြေးလျနိုင်ငံ၏ မြို့တော်မှာ မည်သည့်မြို့ ဖြစ်သနည်း။',
  option_1_en: 'Sydney',
  option_1_mm: 'ဆစ်ဒနီ',
  option_2_en: 'Melbourne',
  option_2_mm: 'မဲလ်ဘုန်း',
  option_3_en: 'Canberra',
  option_3_mm: 'ကင်ဘာရာ',
  option_4_en: 'Perth',
  option_4_mm: 'ပါ့သ်',
  correct: '3',
};

const rows = () => [[...CONTENT_IMPORT_COLUMNS], CONTENT_IMPORT_COLUMNS.map((c) => EXAMPLE[c])];

/**
 * The import template as CSV (`GET /api/console/content/template.csv`): the header and one
 * example row. The byte order mark makes Excel read it as UTF-8, which Myanmar text needs.
 */
export function contentTemplateCsv(): string {
  return stringify(rows(), { bom: true });
}

/** The same template as an XLSX workbook, for operators who work in Excel. */
export async function contentTemplateXlsx(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRows(rows());
  sheet.getRow(1).font = { bold: true };
  // Cells as text: Excel would otherwise turn a typed "1" into a number and slugs into dates.
  sheet.columns.forEach((column) => (column.numFmt = '@'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
