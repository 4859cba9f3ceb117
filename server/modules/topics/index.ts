// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type ContentCategory, ContentFileError, parseContentFile } from './content-file';
export { lockContent, publishContent } from './publish';
export { listTopTopics } from './service';
