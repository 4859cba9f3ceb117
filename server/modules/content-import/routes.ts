import type { FastifyRequest } from 'fastify';
import { CONTENT_IMPORT_MAX_BYTES } from '@contract/console-import';
import { consoleImportEndpoints as e } from '@contract/endpoints/console-import';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { fieldError } from '../../lib/errors';
import type { Routes } from '../../lib/plugin';
import { uploadedFile } from '../../lib/upload';
import { recordAudit } from '../console';
import { formatOf, type ImportFile } from './read-sheet';
import { ImportRefused, importContentFile } from './service';
import { contentTemplateCsv, contentTemplateXlsx } from './template';

/** The one file in the form's `file` field, refused here when it cannot be a spreadsheet. */
async function spreadsheet(req: FastifyRequest): Promise<ImportFile> {
  const file = await uploadedFile(req, 'file', CONTENT_IMPORT_MAX_BYTES);
  if (formatOf(file) === null) throw fieldError('file', 'must be a .csv or .xlsx file');
  return file;
}

/** The console's content import and its templates; the console's guard runs first. */
export const contentImportRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.importContent, async ({ req, query, staff }) => {
      const file = await spreadsheet(req);
      const reply = await importContentFile(ctx.db, file, {
        dryRun: query.dry_run,
        timeZone: ctx.config.timezone,
        // The audit row commits or rolls back with the content it records.
        inSameTx: async (tx, summary) => {
          await recordAudit(tx, staff, {
            action: 'content.import',
            target: `import:${file.name}`,
            before: null,
            after: summary,
            reason: `Imported ${file.name}`,
          });
        },
      }).catch((err: unknown) => {
        // Past a limit the file is not read at all: there are no rows to report on.
        if (err instanceof ImportRefused) throw fieldError('file', err.message);
        throw err;
      });
      const { rows_with_errors: bad, topics_added, questions_added } = reply.summary;
      const message =
        bad > 0
          ? `Nothing imported: ${bad} row(s) have errors`
          : query.dry_run
            ? `Dry run: would add ${topics_added} topic(s) and ${questions_added} question(s)`
            : `Added ${topics_added} topic(s) as drafts to publish from the studio, and ${questions_added} question(s)`;
      return ok(reply, message);
    });

    register(app, ctx, e.templateCsv, async () => ({
      name: 'quiz-arena-questions.csv',
      body: contentTemplateCsv(),
    }));
    register(app, ctx, e.templateXlsx, async () => ({
      name: 'quiz-arena-questions.xlsx',
      body: await contentTemplateXlsx(),
    }));
  };
