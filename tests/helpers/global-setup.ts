import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { isAlive } from '../../server/db/dir-lock';
import { buildServer } from '../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data dir, which each PGlite test file starts its database from. */
    pgliteImage: string;
    /** The server compiled once for the run, which the process tests start (server-process.ts). */
    serverBundle: string;
  }
}

// One template per checkout, so two clones (or worktrees) can run the suite on one server at once.
export const TEMPLATE_DB = `quiz_arena_test_template_${createHash('sha256')
  .update(process.cwd())
  .digest('hex')
  .slice(0, 8)}`;

/**
 * Migrates once per run what every test file then copies: on PGlite a dump of a migrated data
 * dir (initdb and the migrations cost about 3 s of CPU per file, loading the dump under 1 s), and
 * with a PostgreSQL server a template database, which each test file clones. Every project runs
 * this setup; the first one does the work and the others share it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  // Process tests in the PGlite projects copy the template too (freshTestDatabase).
  if (url) template ??= migrateTemplate(url);
  if (project.name.startsWith('pglite')) {
    image ??= writePgliteImage();
    project.provide('pgliteImage', await image);
  }
  // The process tests start the server (and the content import) about 30 times: compiled, each
  // start skips tsx's loader, about 2 CPU-s of the 10 a start costs on a 2-core machine.
  if (project.name.endsWith('-isolated')) {
    bundle ??= compileServer();
    project.provide('serverBundle', await bundle);
  }
  await template;
  users++;
  return async () => {
    if (--users > 0) return;
    if (image) fs.rmSync(path.dirname(await image), { recursive: true, force: true });
    if (template) await (await template)();
    if (bundle) fs.rmSync(await bundle, { recursive: true, force: true });
    image = template = bundle = undefined;
  };
}

let image: Promise<string> | undefined;
let template: Promise<() => Promise<void>> | undefined;
let bundle: Promise<string> | undefined;

/**
 * `npm run build`'s server, compiled into node_modules/.cache (its imports find node_modules from
 * there; dist/ is the build test's), one directory per run so that two checkouts never share one.
 */
async function compileServer(): Promise<string> {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache/quiz-arena');
  removeKilledRunsBundles(cache);
  const dir = path.join(cache, `server-${process.pid}`);
  await buildServer(dir);
  return dir;
}

/** A run that was killed never reached its teardown: its directory (about 3 MB) goes here. */
function removeKilledRunsBundles(cache: string) {
  const entries = fs.existsSync(cache) ? fs.readdirSync(cache) : [];
  for (const name of entries) {
    const pid = Number(/^server-(\d+)$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  }
}
let users = 0;

async function writePgliteImage(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, await migratedPgliteDump());
  return file;
}

async function migratedPgliteDump(): Promise<Buffer> {
  const pglite = await PGlite.create();
  await migrate(drizzle(pglite), {
    migrationsFolder: path.resolve(import.meta.dirname, '../../server/db/migrations'),
  });
  // Uncompressed: gunzipping the dump in every test file would cost more than reading 40 MB.
  const blob = await pglite.dumpDataDir('none');
  await pglite.close();
  return Buffer.from(await blob.arrayBuffer());
}

async function migrateTemplate(url: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const template = await openDatabase({ url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
  await template.migrate();
  await template.close();
  await admin.end();
  return async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await again.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
