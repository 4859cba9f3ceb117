// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { formatOf } from './read-sheet';
export {
  ImportRefused,
  importContentFile,
  type PreparedImport,
  prepareContentImport,
  publishPreparedImport,
} from './service';
export { contentImportRoutes } from './routes';
export { contentTemplateCsv, contentTemplateXlsx } from './template';
