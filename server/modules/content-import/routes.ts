import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CONTENT_IMPORT_MAX_BYTES } from '@contract/console-import';
import { consoleImportEndpoints as e } from '@contract/endpoints/console-import';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { AppError, fieldError } from '../../lib/errors';
import type { Routes } from '../../lib/plugin';
import { recordAudit } from '../console';
import { formatOf, type ImportFile } from './read-sheet';
import { importContentFile } from './service';
import { contentTemplateCsv, contentTemplateXlsx } from './template';

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

/** The one file in the form's `file` field, refused here when it cannot be a spreadsheet. */
async function uploadedFile(req: FastifyRequest): Promise<ImportFile> {
  let file: ImportFile | null = null;
  try {
    const part = await req.file();
    if (part?.fieldname === 'file') {
      file = { bytes: await part.toBuffer(), name: part.filename, type: part.mimetype };
    } else if (part) part.file.resume();
  } catch (err) {
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE'))
      throw fieldError('file', `must be at most ${CONTENT_IMPORT_MAX_BYTES} bytes`);
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
      throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
    if (hasCode(err, 'FST_FILES_LIMIT') || hasCode(err, 'FST_PARTS_LIMIT'))
      throw fieldError('file', 'must be the only file');
    // Anything else here is the parser refusing the body (no boundary, cut short…).
    throw new AppError('bad_request', 'Malformed multipart/form-data body');
  }
  if (!file || file.bytes.byteLength === 0) throw fieldError('file', 'is required');
  if (formatOf(file) === null) throw fieldError('file', 'must be a .csv or .xlsx file');
  return file;
}

/** The console's content import and its templates; the console's guard runs first. */
export const contentImportRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    // Only this plugin reads multipart here: one file, nothing else of size.
    await app.register(multipart, {
      limits: {
        fileSize: CONTENT_IMPORT_MAX_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 50,
      },
    });

    register(app, ctx, e.importContent, async ({ req, query, staff }) => {
      const file = await uploadedFile(req);
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
      });
      const { rows_with_errors: bad, topics_added, questions_added } = reply.summary;
      const message =
        bad > 0
          ? `Nothing imported: ${bad} row(s) have errors`
          : query.dry_run
            ? `Dry run: would add ${topics_added} topic(s) and ${questions_added} question(s)`
            : `Added ${topics_added} topic(s) and ${questions_added} question(s)`;
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
