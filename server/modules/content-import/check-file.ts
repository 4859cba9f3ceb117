import type { ContentImportRow } from '@contract/console-content';
import { type ContentCategory, ContentFileError, parseContentFile } from '../../lib/content-file';
import { type ImportFile, readSheet } from './read-sheet';
import { checkRows, issuesOnRows, type Places } from './rows';

/**
 * A file read and checked, as plain data that crosses from the reader's thread: its rows with
 * their errors and, when none has any, its content; or why it was refused unread.
 */
export type CheckedFile =
  | { refused: string }
  | { rows: ContentImportRow[]; content: ContentCategory[] | null; places: Places };

export const hasErrors = (rows: ContentImportRow[]) => rows.some((r) => r.errors.length > 0);

/**
 * Reads a CSV or XLSX file in the template's columns and checks every row, without the database.
 * The CPU-heavy part of an import: it runs on the reader's thread (read-worker.ts).
 */
export async function checkFile(file: ImportFile): Promise<CheckedFile> {
  const sheet = await readSheet(file);
  if ('refused' in sheet) return sheet;
  if ('error' in sheet)
    return {
      rows: [{ row: 1, errors: [{ column: null, message: sheet.error }], zawgyi_converted: [] }],
      content: null,
      places: { categories: [] },
    };
  const checked = checkRows(sheet);
  let content: ContentCategory[] | null = null;
  if (checked.content.length > 0) {
    try {
      content = parseContentFile(checked.content);
    } catch (err) {
      if (!(err instanceof ContentFileError)) throw err;
      issuesOnRows(checked.rows, checked.places)(err.issues);
    }
  }
  return {
    rows: checked.rows,
    content: hasErrors(checked.rows) ? null : content,
    places: checked.places,
  };
}
