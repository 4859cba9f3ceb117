import { z } from 'zod';

/** The largest spreadsheet the console's import reads: some thousands of questions. */
export const CONTENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** `?dry_run=1` checks the file and counts what it would add, writing nothing. */
export const ZContentImportQuery = z.object({
  dry_run: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});

export const ZContentImportUpload = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `A .csv (UTF-8) or .xlsx file in the template's columns, at most ${CONTENT_IMPORT_MAX_BYTES} bytes`,
  }),
});

/** A template's body: CSV text, or an XLSX workbook's bytes. */
export const ZTemplateFile = z.string().meta({ format: 'binary' });
