import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { CONTENT_IMPORT_COLUMNS, type ContentImportColumn } from '@contract/console-content';

/** The template's header and, far off, one cell at `address` (XFD1048576: Excel's last). */
export async function farCellXlsx(address: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRow([...CONTENT_IMPORT_COLUMNS]);
  sheet.getCell(address).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook whose sheet XML is padded with `mb` MB of spaces: about 1 KB zipped per MB. */
export async function zipBombXlsx(mb: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('questions').addRow([...CONTENT_IMPORT_COLUMNS]);
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  zip.file(
    'xl/worksheets/sheet1.xml',
    xml.replace('</worksheet>', `${' '.repeat(mb * 2 ** 20)}</worksheet>`),
  );
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** `xlsx` with the sheet XML's unpacked size declared as 1 KB in both of the zip's headers. */
export function understated(xlsx: Buffer): Buffer {
  const out = Buffer.from(xlsx);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // Local file headers (PK\3\4) hold the size at 22 and the name at 30; central ones (PK\1\2), at 24 and 46.
  for (const [signature, sizeAt, nameAt] of [
    [0x04034b50, 22, 30],
    [0x02014b50, 24, 46],
  ] as const) {
    for (let at = out.indexOf(name); at >= 0; at = out.indexOf(name, at + 1)) {
      const head = at - nameAt;
      if (head >= 0 && out.readUInt32LE(head) === signature) out.writeUInt32LE(1024, head + sizeAt);
    }
  }
  return out;
}

/** One merged range over `range`: exceljs makes a cell object for every cell it covers. */
export async function mergedXlsx(range: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('questions').addRow([...CONTENT_IMPORT_COLUMNS]);
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  zip.file(
    'xl/worksheets/sheet1.xml',
    xml.replace(
      '</sheetData>',
      `</sheetData><mergeCells count="1"><mergeCell ref="${range}"/></mergeCells>`,
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const mm = (n: number) => String(n).replace(/\d/g, (d) => MYANMAR_DIGITS[Number(d)]!);

/**
 * An honest CSV of `questions` rows in 40 topics (the content rules allow 1,000 a topic): 17,561
 * make 5.18 MB, just under the console's limit, as the file of issue 33 did.
 */
export function honestCsv(questions: number, tag: string): Buffer {
  const out: string[][] = [[...CONTENT_IMPORT_COLUMNS]];
  for (let i = 0; i < questions; i++) {
    const t = i % 40;
    const c = Math.floor(t / 5);
    const row: Partial<Record<ContentImportColumn, string>> = {
      category_slug: `${tag}-category-${c}`,
      category_en: `Category ${c}`,
      category_mm: `အမျိုးအစား ${mm(c)}`,
      topic_slug: `${tag}-topic-${t}`,
      topic_en: `Topic ${t}`,
      topic_mm: `ခေါင်းစဉ် ${mm(t)}`,
      difficulty: String((i % 3) + 1),
      question_en: `Which is the right answer to question ${i}?`,
      question_mm: `မေးခွန်း ${i}`,
      option_1_en: `First answer ${i}`,
      option_2_en: `Second answer ${i}`,
      option_3_en: `Third answer ${i}`,
      option_4_en: `Fourth answer ${i}`,
      correct: String((i % 3) + 1),
    };
    out.push(CONTENT_IMPORT_COLUMNS.map((col) => row[col] ?? ''));
  }
  return Buffer.from(stringify(out));
}
