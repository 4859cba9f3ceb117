// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type ImportFile, formatOf } from './read-sheet';
export {
  importContentFile,
  type PreparedImport,
  prepareContentImport,
  publishPreparedImport,
} from './service';
export { contentTemplateCsv, contentTemplateXlsx } from './template';
