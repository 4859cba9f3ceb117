import type {
  ContentImportReply,
  ContentImportRow,
  ContentImportSummary,
} from '@contract/console-content';
import type { Db, Tx } from '../../db/client';
import type { ContentCategory } from '../../lib/content-file';
import { ContentFileError, type PublishSummary, publishContent } from '../topics';
import { hasErrors } from './check-file';
import type { ImportFile } from './read-sheet';
import { checkInReaderThread } from './reader-thread';
import { issuesOnRows } from './rows';

/** A file read and checked, not yet written: `content` is null when any row has an error. */
export interface PreparedImport {
  rows: ContentImportRow[];
  content: ContentCategory[] | null;
  /** Puts the publish's refusals on the rows they come from. */
  addIssues: ReturnType<typeof issuesOnRows>;
}

/** A file refused unread, past one of the import's limits (limits.ts); the message names it. */
export class ImportRefused extends Error {}

/**
 * Reads a CSV or XLSX file in the template's columns and checks every row, on a thread of its own
 * and without the database: the command line refuses a bad file before opening it. Throws
 * ImportRefused for a file past the import's limits.
 */
export async function prepareContentImport(file: ImportFile): Promise<PreparedImport> {
  const checked = await checkInReaderThread(file);
  if ('refused' in checked) throw new ImportRefused(checked.refused);
  return {
    rows: checked.rows,
    content: checked.content,
    addIssues: issuesOnRows(checked.rows, checked.places),
  };
}

const summaryOf = (rows: ContentImportRow[], published: PublishSummary | null) => ({
  topics_added: published?.topics_created ?? 0,
  questions_added: published?.questions_added ?? 0,
  rows_with_errors: rows.filter((r) => r.errors.length > 0).length,
  zawgyi_converted: rows.reduce((n, r) => n + r.zawgyi_converted.length, 0),
});

export interface ImportOptions {
  dryRun: boolean;
  timeZone: string;
  /**
   * Publish the new topics at once and announce them (npm run content:import --publish, for
   * scripted use); without it they are drafts an editor publishes from the studio.
   */
  publish?: boolean;
  inSameTx?: ImportHook;
}

/** The caller's writes that belong with an import's publish, such as the console's audit row. */
type ImportHook = (tx: Tx, summary: ContentImportSummary) => Promise<void>;

/** Carries a dry run's counts out of the transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly summary: PublishSummary) {
    super('dry run');
  }
}

/**
 * Writes a prepared file through the content publish path (by slug: what the database has is not
 * added again), in one transaction; its new topics are drafts unless `publish`. A dry run runs the
 * very same writes and rolls them back, so its counts are what a real import would add to the
 * database as it is now. The publish's own refusals (a topic filed under another category) land
 * on their rows, nothing written. `inSameTx` runs after a real import, inside its transaction.
 */
export async function publishPreparedImport(
  db: Db,
  prepared: PreparedImport,
  opts: ImportOptions,
): Promise<ContentImportReply & { published: PublishSummary | null }> {
  const { rows, content } = prepared;
  if (!content) return { rows, summary: summaryOf(rows, null), draft_topics: [], published: null };
  let published: PublishSummary | null = null;
  try {
    published = await db.transaction(async (tx) => {
      // A dry run announces nothing: its topics are not added.
      const summary = await publishContent(
        tx,
        content,
        opts.publish && !opts.dryRun
          ? { publish: true, announce: true, timeZone: opts.timeZone }
          : { publish: false },
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
  // A dry run's ids were rolled back: only a real import's drafts can be opened.
  const draftTopics = opts.dryRun ? [] : (published?.draft_topics ?? []);
  return { rows, summary: summaryOf(rows, published), draft_topics: draftTopics, published };
}

/**
 * The console's import (`POST /api/console/content/import`): reads, checks and, unless this is a
 * dry run or any row has an error, adds the file's content, new topics as drafts. The reply is
 * interfaces.md's, with the drafts to publish from the studio. Throws ImportRefused for a file
 * past the import's limits.
 */
export async function importContentFile(
  db: Db,
  file: ImportFile,
  opts: ImportOptions,
): Promise<ContentImportReply> {
  const { rows, summary, draft_topics } = await publishPreparedImport(
    db,
    await prepareContentImport(file),
    opts,
  );
  return { rows, summary, draft_topics };
}
