import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The one lock between processes of this machine (issue 34 merged the build scripts' mkdir lock
 * into this one): proper-lockfile's directory, whose mtime the holder refreshes, plus an owner
 * file naming the holder, so that a lock left by a process that died (kill -9) is taken over at
 * once instead of after the stale time, and a refusal can say who holds it.
 */

/** A second process on one PGlite data dir would hand out the same ids and lose writes. */
export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

interface LockOptions {
  /** Where the holder is written; beside the lock, because proper-lockfile's release rmdirs it. */
  ownerPath: string;
  /** Older than this, the holder is gone; it refreshes the lock every stale / 2. */
  staleMs: number;
  /** Another process took the lock over (ours went stale while the event loop was blocked). */
  onLost: (err: Error) => void;
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/** Whether a process with this pid runs (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Locks this process holds now: its own pid in the owner file then means a live holder.
const heldHere = new Set<string>();

/**
 * A lock held by a process of this host that no longer runs. The owner file must be written
 * after the lock was made, or it describes an older lock and a newer holder may just be starting.
 */
function heldByDeadProcess(lockPath: string, ownerPath: string, owner: Owner | null): boolean {
  if (heldHere.has(lockPath)) return false;
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid !== process.pid && isAlive(owner.pid)) return false;
  try {
    const lockBorn = fs.statSync(lockPath).birthtimeMs;
    return lockBorn > 0 && fs.statSync(ownerPath).mtimeMs >= lockBorn;
  } catch {
    return false;
  }
}

type Attempt =
  { taken: true; release: () => Promise<void> } | { taken: false; owner: Owner | null };

async function tryLock(lockPath: string, opts: LockOptions): Promise<Attempt> {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const take = () =>
    lockfile.lock(lockPath, {
      lockfilePath: lockPath,
      stale: opts.staleMs,
      realpath: false,
      onCompromised: opts.onLost,
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(opts.ownerPath);
    if (!heldByDeadProcess(lockPath, opts.ownerPath, owner)) return { taken: false, owner };
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (again) {
      // Another waiter took the dead holder's lock first.
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      return { taken: false, owner: readOwner(opts.ownerPath) };
    }
  }
  const owner: Owner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(opts.ownerPath, JSON.stringify(owner));
  heldHere.add(lockPath);
  return {
    taken: true,
    release: () => {
      heldHere.delete(lockPath);
      return release();
    },
  };
}

// A build blocks the event loop for seconds at a time (Rollup, esbuild's metafile), longer than
// PGlite's holder does; a dead builder is still taken over at once through its owner file.
const BUILD_STALE_MS = 60_000;
const WAIT_STEP_MS = 200;

/**
 * Runs fn while holding a lock shared by every process on this machine, waiting for the holder
 * to finish first (builds that may start at once: two test workers, `npm start` beside `npm test`).
 */
export async function withLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  const opts: LockOptions = {
    ownerPath: `${lockPath}.owner.json`,
    staleMs: BUILD_STALE_MS,
    // The other process now builds too; each build is swapped in whole (replaceDir), so the
    // result is one of the two, which is as good as waiting would have made it.
    onLost: (err) => console.warn(`Lost the lock ${lockPath}: ${err.message}`),
  };
  let attempt = await tryLock(lockPath, opts);
  while (!attempt.taken) {
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    attempt = await tryLock(lockPath, opts);
  }
  try {
    return await fn();
  } finally {
    await attempt.release().catch(() => undefined);
    fs.rmSync(opts.ownerPath, { force: true });
  }
}

// PGlite's holder refreshes the lock every DATA_DIR_STALE_MS / 2; older than this, it is gone.
const DATA_DIR_STALE_MS = 10_000;

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError naming the process that has it.
 * `onLost` runs if another process takes the lock over (ours went stale): stop writing then.
 */
export async function lockDataDir(
  dir: string,
  onLost: (err: Error) => void,
): Promise<() => Promise<void>> {
  const attempt = await tryLock(path.join(dir, 'pglite.lock'), {
    ownerPath: path.join(dir, 'pglite.owner.json'),
    staleMs: DATA_DIR_STALE_MS,
    onLost,
  });
  if (attempt.taken) return attempt.release;
  const { owner } = attempt;
  const who = owner
    ? `process ${owner.pid} on ${owner.hostname} (since ${owner.startedAt})`
    : 'another process';
  throw new DataDirLockedError(
    `DATA_DIR ${dir} is in use by ${who}. Stop that process or choose another DATA_DIR; ` +
      `a lock left by a process that died is taken over ${DATA_DIR_STALE_MS / 1000} s after it stopped.`,
  );
}
