import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A second process on one PGlite data dir would hand out the same ids and lose writes. */
export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

// The holder refreshes the lock's mtime every STALE_MS / 2; older than this, its holder is gone.
const STALE_MS = 10_000;

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock held by a process of this host that no longer runs (kill -9): take it over now rather
 * than after STALE_MS. The owner file must be written after the lock was made, or it describes
 * an older lock and a newer holder may just be starting.
 */
function heldByDeadProcess(lockPath: string, ownerPath: string, owner: Owner | null): boolean {
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid !== process.pid && isAlive(owner.pid)) return false;
  try {
    const lockBorn = fs.statSync(lockPath).birthtimeMs;
    return lockBorn > 0 && fs.statSync(ownerPath).mtimeMs >= lockBorn;
  } catch {
    return false;
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError naming the process that has it.
 * `onLost` runs if another process takes the lock over (ours went stale): stop writing then.
 */
export async function lockDataDir(
  dir: string,
  onLost: (err: Error) => void,
): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, 'pglite.lock');
  const ownerPath = path.join(dir, 'pglite.owner.json');
  const take = () =>
    lockfile.lock(dir, {
      lockfilePath: lockPath,
      stale: STALE_MS,
      realpath: false,
      onCompromised: onLost,
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(ownerPath);
    if (!heldByDeadProcess(lockPath, ownerPath, owner)) {
      const who = owner
        ? `process ${owner.pid} on ${owner.hostname} (since ${owner.startedAt})`
        : 'another process';
      throw new DataDirLockedError(
        `DATA_DIR ${dir} is in use by ${who}. Stop that process or choose another DATA_DIR; ` +
          `a lock left by a process that died is taken over ${STALE_MS / 1000} s after it stopped.`,
      );
    }
    fs.rmSync(lockPath, { recursive: true, force: true });
    release = await take();
  }
  const owner: Owner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(ownerPath, JSON.stringify(owner));
  return release;
}
