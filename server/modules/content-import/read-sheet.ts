import { CsvError, parse } from 'csv-parse/sync';
import { checkXlsxSize } from './xlsx-limits';

/** The file as an operator uploads it (the console) or names it (npm run content:import). */
export interface ImportFile {
  bytes: Uint8Array;
  /** Its name, whose extension tells CSV from XLSX. */
  name: string;
  /** The MIME type the browser sent, used when the name has no telling extension. */
  type?: string | undefined;
}

export interface SheetRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}

/**
 * The header's cells and the rows below it that hold anything; or why the file cannot be read
 * (`error`, shown on row 1), or why it is refused unread: a workbook past the import's limits.
 */
export type Sheet =
  { header: string[]; rows: SheetRow[] } | { error: string } | { refused: string };

export type SheetFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function formatOf(file: Pick<ImportFile, 'name' | 'type'>): SheetFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  const type = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  if (type === XLSX_TYPE) return 'xlsx';
  return null;
}

/** Rows whose every cell is blank are the ends and gaps spreadsheets leave: not questions. */
const sheetOf = (records: string[][]): Sheet => {
  const [header, ...rest] = records;
  if (!header) return { header: [], rows: [] };
  return {
    header,
    rows: rest
      .map((cells, i) => ({ row: i + 2, cells }))
      .filter((r) => r.cells.some((c) => c.trim() !== '')),
  };
};

function readCsv(bytes: Uint8Array): Sheet {
  let text: string;
  try {
    // Strict: a file saved in a legacy code page would otherwise be stored as mojibake.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: 'the file is not UTF-8 text: save it as "CSV UTF-8"' };
  }
  try {
    // Each record is a spreadsheet row, blank lines included, so row numbers match the sheet's.
    const records: string[][] = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    });
    return sheetOf(records);
  } catch (err) {
    if (err instanceof CsvError) return { error: `the CSV cannot be read: ${err.message}` };
    throw err;
  }
}

const NOT_XLSX = 'the file is not a readable XLSX workbook';

/**
 * exceljs is loaded on the first XLSX, not with the server: it takes about 300 ms to load, which
 * every start would pay for an import an operator runs now and then. It reads the workbook only
 * once checkXlsxSize has found it within the import's limits.
 */
async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = await checkXlsxSize(buffer);
  if ('refused' in size) return size;
  if ('unreadable' in size) return { error: NOT_XLSX };
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer: what exceljs' typings take, and JSZip reads.
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    return { error: NOT_XLSX };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  // The cells there are, row by row: a blank row or cell makes no object.
  const records: string[][] = [];
  sheet.eachRow((row, r) => {
    const cells: string[] = [];
    // `text` is what the cell shows: a number as typed, rich text joined, a formula's result.
    row.eachCell((cell, c) => (cells[c - 1] = cell.text ?? ''));
    records[r - 1] = Array.from(cells, (c) => c ?? '');
  });
  return sheetOf(Array.from(records, (r) => r ?? []));
}

/** The file's first sheet (XLSX) or its records (CSV), or why it cannot be read. */
export async function readSheet(file: ImportFile): Promise<Sheet> {
  const format = formatOf(file);
  if (format === null) return { error: 'the file must be a .csv or .xlsx file' };
  return format === 'csv' ? readCsv(file.bytes) : readXlsx(file.bytes);
}
