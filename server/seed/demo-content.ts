import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentCategory, ContentFileError, parseContentFile } from '../modules/topics';

/** One category a file, in the order the home screen shows them. */
const DEMO_FILES = [
  'general-knowledge',
  'science',
  'geography',
  'history',
  'sports',
  'bcs-preparation',
];

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * content/demo: beside the compiled server in a build (scripts/build-server.ts copies it into
 * dist/server, which is all the image holds), else at the repository's root, two folders up
 * from this source file.
 */
function demoContentDir(): string {
  const bundled = path.join(here, 'content/demo');
  return fs.existsSync(bundled) ? bundled : path.resolve(here, '../../content/demo');
}

function readCategoryFile(file: string): ContentCategory[] {
  try {
    return parseContentFile(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (err) {
    // The file's name beside the path inside it: which of the six to fix.
    if (err instanceof ContentFileError || err instanceof SyntaxError)
      throw new ContentFileError(`${file}: ${err.message}`);
    throw err;
  }
}

/** The demo content, every file checked as an import would check it, and all of it together. */
export function readDemoContent(dir = demoContentDir()): ContentCategory[] {
  const all = DEMO_FILES.flatMap((name) => readCategoryFile(path.join(dir, `${name}.json`)));
  return parseContentFile(all);
}
