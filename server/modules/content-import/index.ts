// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type ImportFile, formatOf } from './read-sheet';
export {
  type ImportHook,
  importContentFile,
  type PreparedImport,
  prepareContentImport,
  publishPreparedImport,
} from './service';
export { contentImportRoutes } from './routes';
export { contentTemplateCsv, contentTemplateXlsx } from './template';
