/**
 * npm run content:import -- [--publish] <file.json|file.csv|file.xlsx>: adds the categories,
 * topics and questions of a content file (JSON format: server/lib/content-file.ts,
 * example: scripts/content-example.json; CSV and XLSX: the console's template columns,
 * interfaces.md) to the database the server uses. New topics are drafts an editor publishes from
 * the console's studio, as the console's import leaves them; `--publish`, for scripted use,
 * publishes them at once and announces each to the players who want to hear of new topics.
 * Prints what it added; a file with any mistake is refused whole, nothing written.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { ContentImportRow } from '@contract/console-content';
import { ConfigError, loadConfig } from '../server/config';
import { type Db, openDatabase } from '../server/db/client';
import { isConnectionError } from '../server/db/connection-errors';
import { DataDirLockedError } from '../server/db/dir-lock';
import { seedIfEmpty } from '../server/seed';
import {
  type ContentCategory,
  ContentFileError,
  parseContentFile,
} from '../server/lib/content-file';
import { type DraftTopic, publishContent } from '../server/modules/topics';
import {
  formatOf,
  ImportRefused,
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
  const prepared = await prepareContentImport({ bytes, name: file }).catch((err: unknown) => {
    if (err instanceof ImportRefused)
      throw new Refused(`${file} was not imported, nothing was written: ${err.message}`);
    throw err;
  });
  const errors = rowErrors(prepared.rows);
  if (errors.length > 0)
    throw new Refused(`${file} was not imported, nothing was written:\n${errors.join('\n')}`);
  return prepared;
}

/** The sheet's content through the console's import, printed as a JSON import's summary. */
async function publishSheet(
  db: Db,
  { timeZone, publish }: Target,
  file: string,
  prepared: PreparedImport,
) {
  const result = await publishPreparedImport(db, prepared, { dryRun: false, timeZone, publish });
  const errors = rowErrors(result.rows);
  if (errors.length > 0 || !result.published)
    throw new Refused(`${file} was not imported, nothing was written:\n${errors.join('\n')}`);
  for (const r of result.rows)
    for (const c of r.zawgyi_converted)
      console.error(`row ${r.row}: ${c.column}: converted from Zawgyi: ${c.unicode}`);
  return { ...result.published, zawgyi_converted: result.summary.zawgyi_converted };
}

interface Target {
  timeZone: string;
  publish: boolean;
}
type Write = (db: Db, target: Target) => Promise<{ draft_topics: DraftTopic[] }>;

/** The file's writes, read and checked before the database is opened: a bad file touches nothing. */
async function checkedImport(file: string): Promise<Write> {
  if (formatOf({ name: file }) !== null) {
    const prepared = await readSheetFile(file);
    return (db, target) => publishSheet(db, target, file, prepared);
  }
  const content = readContent(file);
  return (db, { timeZone, publish }) =>
    db
      .transaction((tx) =>
        publishContent(
          tx,
          content,
          publish ? { publish: true, announce: true, timeZone } : { publish: false },
        ),
      )
      .catch((err: unknown) => {
        // A mistake only the database shows (a topic filed under another category): rolled back.
        if (err instanceof ContentFileError) throw refusedFile(file, err);
        throw err;
      });
}

async function main(file: string, publish: boolean) {
  const write = await checkedImport(file);
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
    const summary = await write(database.db, { timeZone: config.timezone, publish });
    const drafts = summary.draft_topics;
    if (drafts.length > 0) {
      console.log(
        `${drafts.length} new topic(s) written as drafts that players do not see yet. Publish ` +
          `each from the console's studio (or import with --publish):`,
      );
      for (const d of drafts)
        console.log(`  ${d.name}: ${config.publicUrl}/console/content/topics/${d.id}`);
    }
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await database.close();
  }
}

const USAGE = 'usage: npm run content:import -- [--publish] <file.json|file.csv|file.xlsx>';
let args;
try {
  args = parseArgs({
    options: { publish: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await main(file, args.values.publish);
} catch (err) {
  if (!(err instanceof Refused || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
