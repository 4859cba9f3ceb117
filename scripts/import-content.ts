/**
 * npm run content:import -- <file.json>: adds the categories, topics and questions of a content
 * file (format: server/modules/topics/content-file.ts; example: scripts/content-example.json) to
 * the database the server uses, and announces each new topic to the players who want to hear of
 * new topics. Prints what it added; a file with any mistake is refused whole, nothing written.
 */
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { isConnectionError } from '../server/db/connection-errors';
import { DataDirLockedError } from '../server/db/data-dir-lock';
import { seedIfEmpty } from '../server/seed';
import {
  type ContentCategory,
  ContentFileError,
  parseContentFile,
} from '../server/modules/topics/content-file';
import { publishContent } from '../server/modules/topics/publish';

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

async function main(file: string) {
  const content = readContent(file);
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
    const summary = await database.db
      .transaction((tx) => publishContent(tx, content))
      .catch((err: unknown) => {
        // A mistake only the database shows (a topic filed under another category): rolled back.
        if (err instanceof ContentFileError) throw refusedFile(file, err);
        throw err;
      });
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await database.close();
  }
}

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run content:import -- <file.json>');
  process.exit(2);
}
try {
  await main(file);
} catch (err) {
  if (!(err instanceof Refused || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
