/**
 * Sizes an XLSX up before exceljs reads it. exceljs unpacks every part of the zip into memory and
 * makes an object for every cell up to the farthest one, every column a `<col>` spans and every
 * cell a merge, data validation or named range covers: a 7 KB workbook with one cell at
 * XFD1048576 ran the server out of memory. So the zip's directory (yauzl) is read first, for
 * its entry count and unpacked sizes, then every part is unpacked as a stream that yauzl stops at
 * the size the directory declared, and each worksheet's XML goes through saxes, the parser exceljs
 * uses, so both see the same elements. Nothing is kept: what this reads is thrown away.
 */
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  EXCEL_MAX_COLUMNS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROW,
  MAX_SPANNED_CELLS,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
} from './limits';

/** Why the file is refused unread, or `unreadable` when it is not a zip (or not XML) at all. */
export type XlsxSizeCheck = { ok: true } | { refused: string } | { unreadable: true };

// exceljs' own test of a worksheet part (lib/xlsx/xlsx.js), unanchored as there.
const WORKSHEET = /xl\/worksheets\/sheet(\d+)[.]xml/;
const WORKBOOK = /xl\/workbook[.]xml$/;
const CELL = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/;
const RANGE = /\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?/g;

const MB = 1024 * 1024;
const thousands = (n: number) => n.toLocaleString('en-US');

export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    out = String.fromCharCode(65 + ((rest - 1) % 26)) + out;
  return out;
}

const cellOf = (ref: string) => {
  const m = CELL.exec(ref);
  return m ? { col: columnNumber(m[1]!), row: Number(m[2]) } : null;
};

/** The cells a range such as `A1:C3` (or a single cell) covers. */
const areaOf = (range: string) => {
  const [from, to = from] = range.split(':').map(cellOf);
  if (!from || !to) return 0;
  return (Math.abs(to.row - from.row) + 1) * (Math.abs(to.col - from.col) + 1);
};

const LAST_COLUMN = columnLetters(MAX_SHEET_COLUMNS);
/** `where` is the cell, or the row, that reaches `row`. */
const pastRow = (row: number, where: string) =>
  `the workbook reaches row ${thousands(row)} (${where}); an import reads at most ` +
  `${thousands(MAX_SHEET_ROW)} rows, the header and ${thousands(MAX_SHEET_ROW - 1)} questions: ` +
  'delete the rows below the questions, or split the file';
const pastColumn = (ref: string) =>
  `the workbook has a cell at ${ref}; an import reads at most ${MAX_SHEET_COLUMNS} columns ` +
  `(A to ${LAST_COLUMN}): delete the columns right of the template's`;

/** Why a cell reference (of a cell or of the sheet's declared dimension) is out of bounds. */
function cellRefusal(ref: string, where: string): string | null {
  const cell = cellOf(ref);
  if (!cell) return null;
  if (cell.row > MAX_SHEET_ROW) return pastRow(cell.row, `${where} ${ref}`);
  if (cell.col > MAX_SHEET_COLUMNS) return pastColumn(ref);
  return null;
}

/** Counts what the workbook's XML asks exceljs to make, refusing at the first excess. */
class SheetCounter {
  refused: string | null = null;
  #spanned = 0;
  #rows = 0;
  #cellsInRow = 0;

  /** A merge, data validation or named range: exceljs makes an entry per cell it covers. */
  span(ranges: string) {
    for (const range of ranges.match(RANGE) ?? []) {
      this.#spanned += areaOf(range);
      if (this.#spanned > MAX_SPANNED_CELLS && !this.refused)
        this.refused =
          `the workbook's merged cells, data validations and named ranges cover more than ` +
          `${thousands(MAX_SPANNED_CELLS)} cells (${range}); an import reads at most ` +
          `${thousands(MAX_SHEET_ROW)} rows of ${MAX_SHEET_COLUMNS} columns: remove them`;
    }
  }

  tag(tag: SaxesTagPlain) {
    const attr = (name: string) => tag.attributes[name];
    switch (tag.name) {
      case 'dimension':
        for (const ref of (attr('ref') ?? '').split(':'))
          this.refused ??= cellRefusal(ref, 'its declared dimension ends at');
        return;
      case 'row': {
        this.#rows += 1;
        this.#cellsInRow = 0;
        const r = Number(attr('r') ?? this.#rows);
        if (r > MAX_SHEET_ROW || this.#rows > MAX_SHEET_ROW)
          this.refused ??= pastRow(Math.max(r, this.#rows), 'a row of its sheet');
        return;
      }
      case 'c': {
        // A cell without its reference is the next one along.
        this.#cellsInRow += 1;
        const r = attr('r');
        this.refused ??= r
          ? cellRefusal(r, 'a cell at')
          : this.#cellsInRow > MAX_SHEET_COLUMNS
            ? pastColumn(`${columnLetters(this.#cellsInRow)}${this.#rows}`)
            : null;
        return;
      }
      case 'col': {
        const max = Number(attr('max') ?? 0);
        if (max > EXCEL_MAX_COLUMNS || Number(attr('min') ?? 0) > EXCEL_MAX_COLUMNS)
          this.refused ??= `the workbook sets column widths up to column ${thousands(max)}, past Excel's last (XFD)`;
        return;
      }
      case 'mergeCell':
        this.span(attr('ref') ?? '');
        return;
      case 'dataValidation':
        this.span(attr('sqref') ?? '');
        return;
    }
  }
}

const fromBuffer = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** The zip's directory: its entries as they are declared, nothing unpacked. */
const entriesOf = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

const streamOf = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

/**
 * Unpacks one part, feeding its text to `counter` when it is XML worth reading; yauzl fails the
 * stream past the size the directory declared, so the total stays within what was checked.
 */
async function readPart(zip: ZipFile, entry: Entry, counter: SheetCounter): Promise<void> {
  const stream = await streamOf(zip, entry);
  const isSheet = WORKSHEET.test(entry.fileName);
  const isBook = WORKBOOK.test(entry.fileName);
  if (!isSheet && !isBook) {
    for await (const chunk of stream) void chunk;
    return;
  }
  const parser = new SaxesParser();
  let xmlError: Error | null = null;
  parser.on('error', (err) => (xmlError ??= err));
  let inDefinedName = false;
  if (isSheet) parser.on('opentag', (tag) => counter.tag(tag));
  else {
    parser.on('opentag', (tag) => (inDefinedName = tag.name === 'definedName'));
    parser.on('text', (text) => inDefinedName && counter.span(text));
    parser.on('closetag', () => (inDefinedName = false));
  }
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    if (counter.refused || xmlError) {
      stream.destroy();
      break;
    }
  }
  if (!counter.refused && !xmlError) parser.close();
  if (xmlError) throw xmlError;
}

/** Whether exceljs may read `bytes`: refused by the zip's directory or its sheets' cells. */
export async function checkXlsxSize(bytes: Buffer): Promise<XlsxSizeCheck> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await fromBuffer(bytes);
    if (zip.entryCount > MAX_ZIP_ENTRIES)
      return {
        refused: `the workbook holds ${thousands(zip.entryCount)} files; an import reads at most ${MAX_ZIP_ENTRIES}`,
      };
    entries = await entriesOf(zip);
  } catch {
    return { unreadable: true };
  }
  const unpacked = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (unpacked > MAX_UNPACKED_BYTES)
    return {
      refused:
        `the workbook unpacks to ${Math.ceil(unpacked / MB)} MB; an import reads at most ` +
        `${MAX_UNPACKED_BYTES / MB} MB: keep only the questions' sheet, without pictures`,
    };
  const counter = new SheetCounter();
  try {
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      await readPart(zip, entry, counter);
      if (counter.refused) return { refused: counter.refused };
    }
  } catch {
    // A part larger than declared, a broken stream or XML exceljs could not read either.
    return { unreadable: true };
  } finally {
    zip.close();
  }
  return { ok: true };
}
