import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../scripts/build-web';
import { logTail, startServerProcess } from '../helpers/server-process';
import { OPERATOR_TIME_ZONE, PHONE_TIME_ZONE } from './time-zones';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server's output goes: a journey that fails prints its tail. */
    serverLog: string;
  }
}

/**
 * Builds the web app and starts the real server on a fresh data dir for the journeys. Its logs go
 * to a file, so the run's output holds the journeys' results; their tail is printed when a
 * journey fails (fixtures.ts) or when the server dies under them.
 */
export default async function setup(project: TestProject) {
  await ensureWebBuilt();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-e2e-'));
  const serverLog = path.join(logDir, 'server.log');
  // Requests too: the file costs the output nothing, and a failure's tail shows what was asked.
  // The analytics journey reads payments it has just made: roll them up within seconds.
  const server = await startServerProcess(
    {
      LOG_LEVEL: 'info',
      // The phones (fixtures.ts) are set to another zone: every time shown must be this one's.
      OPERATOR_TIMEZONE: OPERATOR_TIME_ZONE,
      ANALYTICS_ROLLUP_SECONDS: '3',
      // Every journey signs staff in from this one address, most as the dev admin: the limits per
      // address and per account have their own test (sign-in-limits.api.test.ts).
      CONSOLE_SIGN_IN_RATE_LIMIT: '1000',
      CONSOLE_ACCOUNT_RATE_LIMIT: '1000',
    },
    { logFile: serverLog },
  );
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The journeys' server died (${signal ?? `exit ${code}`}). ${logTail(serverLog)}`);
  });
  project.provide('baseURL', server.baseURL);
  project.provide('journeyZones', { operator: OPERATOR_TIME_ZONE, phone: PHONE_TIME_ZONE });
  project.provide('serverLog', serverLog);
  return async () => {
    stopping = true;
    // The log stays in the temp dir: a failure's report names it for the lines before the tail.
    await server.stop();
  };
}
