/**
 * npm run console:admin -- EMAIL: creates the console's first admin, or makes an existing account
 * an enabled admin again with a new password (second factor and sessions reset), and prints the
 * one-time password once. Whoever can run this on the server holds the database anyway; the
 * audit log records it.
 */
import { z } from 'zod';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/data-dir-lock';
import { resetAdmin } from '../server/modules/console';

const [given] = process.argv.slice(2);
const email = z.email().safeParse(given?.trim().toLowerCase());
if (!email.success) {
  console.error('usage: npm run console:admin -- EMAIL');
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { id, password } = await resetAdmin(database.db, email.data);
    console.log(`Admin ${email.data} (staff ${id}). One-time password, shown only now:`);
    console.log(password);
    if (config.isProduction) {
      console.log('Sign in at /console and enrol a second factor (required for admins).');
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nStop the server first, or use PostgreSQL (DATABASE_URL).`);
    process.exit(1);
  }
  throw err;
}
