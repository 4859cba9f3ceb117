import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_IMPORT_COLUMNS } from '@contract/console-content';
import {
  farCellXlsx,
  mergedXlsx,
  understated,
  zipBombXlsx,
} from '../../../tests/helpers/hostile-sheets';
import { checkFile } from './check-file';
import { columnLetters, columnNumber } from './xlsx-limits';

// Built once, when first needed: zipping 100 MB takes seconds.
let built: Promise<Buffer> | undefined;
const bomb = () => (built ??= zipBombXlsx(100));

// exceljs' reader: every workbook it reads goes through this getter.
const reads = () => vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
afterEach(() => vi.restoreAllMocks());

const refusal = async (bytes: Buffer) => {
  const spy = reads();
  const heap = process.memoryUsage().heapUsed;
  const checked = await checkFile({ bytes, name: 'questions.xlsx' });
  const grewMb = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
  // Refused unread: exceljs was never asked, and nothing the size of the sheet was made.
  expect(spy).not.toHaveBeenCalled();
  expect(grewMb).toBeLessThan(50);
  return 'refused' in checked ? checked.refused : checked;
};

describe('an XLSX past the import limits is refused before exceljs reads it', () => {
  it('by the far cell of its declared dimension (XFD1048576: ran the server out of memory)', async () => {
    expect(await refusal(await farCellXlsx('XFD1048576'))).toBe(
      'the workbook reaches row 1,048,576 (its declared dimension ends at XFD1048576); an ' +
        'import reads at most 20,001 rows, the header and 20,000 questions: delete the rows ' +
        'below the questions, or split the file',
    );
  });

  it('by a far cell (column 400, row 5000: held the server 7.5 s and took 500 MB)', async () => {
    expect(await refusal(await farCellXlsx('OJ5000'))).toBe(
      "the workbook has a cell at OJ5000; an import reads at most 50 columns (A to AX): delete the columns right of the template's",
    );
  });

  it('by the unpacked size its zip directory declares (108 KB that unpack to 100 MB)', async () => {
    expect((await bomb()).byteLength).toBeLessThan(150 * 1024);
    expect(await refusal(await bomb())).toBe(
      "the workbook unpacks to 101 MB; an import reads at most 50 MB: keep only the questions' sheet, without pictures",
    );
  });

  it('by the size it unpacks to, when its directory understates it', async () => {
    const bytes = understated(await bomb());
    const spy = reads();
    const checked = await checkFile({ bytes, name: 'questions.xlsx' });
    expect(spy).not.toHaveBeenCalled();
    expect(checked).toMatchObject({
      rows: [{ row: 1, errors: [{ message: 'the file is not a readable XLSX workbook' }] }],
    });
  });

  it('by the cells a merge spans (exceljs makes each of them)', async () => {
    expect(await refusal(await mergedXlsx('A2:XFD1048576'))).toMatch(
      /^the workbook's merged cells, data validations and named ranges cover more than 1,000,050 cells \(A2:XFD1048576\)/,
    );
  });

  it('reads a workbook within the limits, sparse cells and all', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('questions');
    sheet.addRow([...CONTENT_IMPORT_COLUMNS]);
    sheet.getCell('AX20001').value = 'note';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const spy = reads();
    const checked = await checkFile({ bytes, name: 'questions.xlsx' });
    expect(spy).toHaveBeenCalled();
    expect(checked).toMatchObject({
      rows: [
        {
          row: 20_001,
          errors: expect.arrayContaining([
            { column: null, message: 'a cell is filled under a column without a name' },
          ]),
        },
      ],
    });
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 26, 27, 50, 400, 16_384].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AX',
      'OJ',
      'XFD',
    ]);
    expect(['A', 'z', 'AA', 'AX', 'OJ', 'XFD'].map(columnNumber)).toEqual([
      1, 26, 27, 50, 400, 16_384,
    ]);
  });
});
