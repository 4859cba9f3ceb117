import { ZContentImportReply } from '../console-content';
import { ZContentImportQuery, ZContentImportUpload, ZTemplateFile } from '../console-import';
import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/console-import';

const editors = ['admin', 'editor'] as const;

export const consoleImportEndpoints = declareEndpoints('console', routes, {
  importContent: {
    access: 'console',
    roles: editors,
    summary:
      'Import questions from a CSV or XLSX file in the template\'s columns (multipart/form-data, the file in "file"). ' +
      'Replies 200 with every row and its errors whenever the file was read: summary.rows_with_errors > 0 means nothing was written. ' +
      'With ?dry_run=1 nothing is written and the summary counts what would be added.',
    form: ZContentImportUpload,
    query: ZContentImportQuery,
    reply: ZContentImportReply,
    refusals: [403, 415, 422],
  },
  templateCsv: {
    access: 'console',
    roles: editors,
    summary:
      'The import template as CSV (UTF-8 with a byte order mark): the columns and one example row',
    reply: ZTemplateFile,
    download: 'text/csv; charset=utf-8',
    refusals: [403],
  },
  templateXlsx: {
    access: 'console',
    roles: editors,
    summary: 'The import template as an XLSX workbook',
    reply: ZTemplateFile,
    download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    refusals: [403],
  },
});
