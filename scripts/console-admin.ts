/**
 * npm run console:admin -- EMAIL: creates an admin when no account has this email (the console's
 * first), or gives an existing account, in the role it has, a new password and enables it again
 * (second factor and sessions reset), and prints the one-time password once. Whoever can run this
 * on the server holds the database anyway; the audit log records it.
 */
import { z } from 'zod';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/dir-lock';
import { resetAccessFromServer, ROLES_NEEDING_TOTP } from '../server/modules/console';

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
    const { id, password, role, created } = await resetAccessFromServer(database.db, email.data);
    const what = created ? 'New admin' : `Reset ${role}`;
    console.log(`${what} ${email.data} (staff ${id}).`);
    console.log(
      `The password below signs in for ${config.consoleOneTimePasswordHours} hours, and only to set an own one.`,
    );
    if (config.isProduction && ROLES_NEEDING_TOTP.includes(role)) {
      console.log(`Then enrol a second factor at /console (required for the ${role} role).`);
    }
    console.log('One-time password, shown only now:');
    console.log(password);
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
