import type { ConsoleRoute } from '../endpoint';
import type { ZContentImportReply } from '../console-content';
import type { ZContentImportQuery, ZContentImportUpload, ZTemplateFile } from '../console-import';

export const importContent = 'POST /api/console/content/import' as ConsoleRoute<{
  form: typeof ZContentImportUpload;
  query: typeof ZContentImportQuery;
  reply: typeof ZContentImportReply;
}>;
export const templateCsv = 'GET /api/console/content/template.csv' as ConsoleRoute<{
  reply: typeof ZTemplateFile;
  download: 'text/csv; charset=utf-8';
}>;
export const templateXlsx = 'GET /api/console/content/template.xlsx' as ConsoleRoute<{
  reply: typeof ZTemplateFile;
  download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}>;
