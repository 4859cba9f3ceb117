import type {
  ContentImportReply,
  ContentImportRow,
  ContentImportSummary,
} from '@contract/console-content';
import type { Db, Tx } from '../../db/client';
import {
  type ContentCategory,
  ContentFileError,
  type PublishSummary,
  parseContentFile,
  publishContent,
} from '../topics';
import { type ImportFile, readSheet } from './read-sheet';
import { checkRows, type CheckedRows } from './rows';

/** A file read and checked, not yet written: `content` is null when any row has an error. */
export interface PreparedImport {
  rows: ContentImportRow[];
  content: ContentCategory[] | null;
  /** Puts the publish's refusals on the rows they come from. */
  addIssues: CheckedRows['addIssues'];
}

const hasErrors = (rows: ContentImportRow[]) => rows.some((r) => r.errors.length > 0);

/**
 * Reads a CSV or XLSX file in the template's columns and checks every row, without the database:
 * the command line refuses a bad file before opening it.
 */
export async function prepareContentImport(file: ImportFile): Promise<PreparedImport> {
  const sheet = await readSheet(file);
  if ('error' in sheet)
    return {
      rows: [{ row: 1, errors: [{ column: null, message: sheet.error }], zawgyi_converted: [] }],
      content: null,
      addIssues: () => undefined,
    };
  const checked = checkRows(sheet);
  let content: ContentCategory[] | null = null;
  if (checked.content.length > 0) {
    try {
      content = parseContentFile(checked.content);
    } catch (err) {
      if (!(err instanceof ContentFileError)) throw err;
      checked.addIssues(err.issues);
    }
  }
  return {
    rows: checked.rows,
    content: hasErrors(checked.rows) ? null : content,
    addIssues: checked.addIssues,
  };
}

const summaryOf = (rows: ContentImportRow[], published: PublishSummary | null) => ({
  topics_added: published?.topics_created ?? 0,
  questions_added: published?.questions_added ?? 0,
  rows_with_errors: rows.filter((r) => r.errors.length > 0).length,
  zawgyi_converted: rows.reduce((n, r) => n + r.zawgyi_converted.length, 0),
});

/** The caller's writes that belong with an import's publish, such as the console's audit row. */
export type ImportHook = (tx: Tx, summary: ContentImportSummary) => Promise<void>;

/** Carries a dry run's counts out of the transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly summary: PublishSummary) {
    super('dry run');
  }
}

/**
 * Writes a prepared file through the content publish path (by slug: what the database has is not
 * added again), in one transaction. A dry run runs the very same writes and rolls them back, so
 * its counts are what a real import would add to the database as it is now. The publish's own
 * refusals (a topic filed under another category) land on their rows, nothing written.
 * `inSameTx` runs after a real publish, inside its transaction.
 */
export async function publishPreparedImport(
  db: Db,
  prepared: PreparedImport,
  opts: { dryRun: boolean; timeZone: string; inSameTx?: ImportHook },
): Promise<ContentImportReply & { published: PublishSummary | null }> {
  const { rows, content } = prepared;
  if (!content) return { rows, summary: summaryOf(rows, null), published: null };
  let published: PublishSummary | null = null;
  try {
    published = await db.transaction(async (tx) => {
      // A dry run announces nothing: its topics are not added.
      const summary = await publishContent(
        tx,
        content,
        opts.dryRun ? { announce: false } : { announce: true, timeZone: opts.timeZone },
      );
      if (opts.dryRun) throw new DryRun(summary);
      await opts.inSameTx?.(tx, summaryOf(rows, summary));
      return summary;
    });
  } catch (err) {
    if (err instanceof DryRun) published = err.summary;
    else if (err instanceof ContentFileError) prepared.addIssues(err.issues);
    else throw err;
  }
  if (hasErrors(rows)) published = null;
  return { rows, summary: summaryOf(rows, published), published };
}

/**
 * The console's import (`POST /api/console/content/import`): reads, checks and, unless this is a
 * dry run or any row has an error, adds the file's content. The reply is interfaces.md's.
 */
export async function importContentFile(
  db: Db,
  file: ImportFile,
  opts: { dryRun: boolean; timeZone: string; inSameTx?: ImportHook },
): Promise<ContentImportReply> {
  const { rows, summary } = await publishPreparedImport(db, await prepareContentImport(file), opts);
  return { rows, summary };
}
