import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../scripts/build-web';
import { startServerProcess } from '../helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the web app and starts the real server on a fresh data dir for the journeys. */
export default async function setup(project: TestProject) {
  await ensureWebBuilt();
  const server = await startServerProcess();
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
