/**
 * npm run content:import -- <file.json|file.csv|file.xlsx>: adds the categories, topics and
 * questions of a content file (JSON format: server/modules/topics/content-file.ts, example:
 * scripts/content-example.json; CSV and XLSX: the console's template columns, interfaces.md) to
 * the database the server uses, and announces each new topic to the players who want to hear of
 * new topics. Prints what it added; a file with any mistake is refused whole, nothing written.
 */
import fs from 'node:fs';
import type { ContentImportRow } from '@contract/console-content';
import { ConfigError, loadConfig } from '../server/config';
import { type Db, openDatabase } from '../server/db/client';
import { isConnectionError } from '../server/db/connection-errors';
import { DataDirLockedError } from '../server/db/data-dir-lock';
import { seedIfEmpty } from '../server/seed';
import {
  type ContentCategory,
  ContentFileError,
  parseContentFile,
} from '../server/modules/topics/content-file';
import { publishContent } from '../server/modules/topics/publish';
import {
  formatOf,
  type PreparedImport,
  prepareContentImport,
  publishPreparedImport,
} from '../server/modules/content-import';

class Refused extends Error {}

const refusedFile = (file: string, err: ContentFileError) =>
  new Refused(`${file} was not imported, nothing was written:\n${err.message}`);

const describe = (err: unknown) =>
  (err as { code?: string }).code ?? (err instanceof Error ? err.message : String(err));

/** The file's content, checked before the database is opened: a bad file touches nothing. */
function readContent(file: string): ContentCategory[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Refused(`Cannot read ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Refused(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  try {
    return parseContentFile(json);
  } catch (err) {
    if (err instanceof ContentFileError) throw refusedFile(file, err);
    throw err;
  }
}

/** `row 5: correct: must be 1, 2, 3 or 4`, a line per mistake. */
const rowErrors = (rows: ContentImportRow[]) =>
  rows.flatMap((r) =>
    r.errors.map((e) => `row ${r.row}: ${e.column === null ? '' : `${e.column}: `}${e.message}`),
  );

/** A CSV or XLSX file read and checked before the database is opened, like a JSON one. */
async function readSheetFile(file: string): Promise<PreparedImport> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new Refused(`Cannot read ${file}: ${(err as Error).message}`);
  }
  const prepared = await prepareContentImport({ bytes, name: file });
  const errors = rowErrors(prepared.rows);
  if (errors.length > 0)
    throw new Refused(`${file} was not imported, nothing was written:\n${errors.join('\n')}`);
  return prepared;
}

/** The sheet's content through the console's import, printed as a JSON import's summary. */
async function publishSheet(db: Db, timeZone: string, file: string, prepared: PreparedImport) {
  const result = await publishPreparedImport(db, prepared, { dryRun: false, timeZone });
  const errors = rowErrors(result.rows);
  if (errors.length > 0 || !result.published)
    throw new Refused(`${file} was not imported, nothing was written:\n${errors.join('\n')}`);
  for (const r of result.rows)
    for (const c of r.zawgyi_converted)
      console.error(`row ${r.row}: ${c.column}: converted from Zawgyi: ${c.unicode}`);
  return { ...result.published, zawgyi_converted: result.summary.zawgyi_converted };
}

/** The file's writes, read and checked before the database is opened: a bad file touches nothing. */
async function checkedImport(file: string): Promise<(db: Db, timeZone: string) => Promise<object>> {
  if (formatOf({ name: file }) !== null) {
    const prepared = await readSheetFile(file);
    return (db, timeZone) => publishSheet(db, timeZone, file, prepared);
  }
  const content = readContent(file);
  return (db, timeZone) =>
    db
      .transaction((tx) => publishContent(tx, content, { announce: true, timeZone }))
      .catch((err: unknown) => {
        // A mistake only the database shows (a topic filed under another category): rolled back.
        if (err instanceof ContentFileError) throw refusedFile(file, err);
        throw err;
      });
}

async function main(file: string) {
  const publish = await checkedImport(file);
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    // PGlite is one process's database: the server running on DATA_DIR holds it.
    if (err instanceof DataDirLockedError)
      throw new Refused(
        `${err.message}\nStop the server to import into its DATA_DIR, or run the server and ` +
          'this command on PostgreSQL (DATABASE_URL), where they can run at the same time.',
      );
    throw err;
  }
  try {
    await database.migrate().catch((err: unknown) => {
      // The URL may hold a password: name the variable, not its value.
      if (isConnectionError(err))
        throw new Refused(`Cannot reach the database (DATABASE_URL): ${describe(err)}`);
      throw err;
    });
    // The server seeds a database without categories on start: seed first, or this import would
    // make it skip the demo catalogue (packs, tournaments) as well.
    await seedIfEmpty(database.db, config.rules, {
      demoPlayers: config.seedDemoPlayers,
      timeZone: config.timezone,
    });
    console.log(JSON.stringify(await publish(database.db, config.timezone), null, 2));
  } finally {
    await database.close();
  }
}

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run content:import -- <file.json|file.csv|file.xlsx>');
  process.exit(2);
}
try {
  await main(file);
} catch (err) {
  if (!(err instanceof Refused || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
