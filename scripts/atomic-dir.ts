import fs from 'node:fs';
import path from 'node:path';

const STALE_MS = 10 * 60_000;

function holderAlive(lockDir: string): boolean {
  let age: number;
  try {
    age = Date.now() - fs.statSync(lockDir).mtimeMs;
  } catch {
    return false;
  }
  if (age > STALE_MS) return false;
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    // Its holder is between mkdir and writing its pid, unless it died right there.
    return age < 30_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs fn while holding a lock shared by every process on this machine (a directory: mkdir is
 * atomic). A lock left by a process that died is taken over.
 */
export async function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (!holderAlive(lockDir)) fs.rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Builds into a fresh sibling directory, then swaps it in with renames, so a reader never sees a
 * half-written target: it finds the old build or the new one (or, for the instant between the two
 * renames, none).
 */
export async function replaceDir(target: string, build: (dir: string) => Promise<void>) {
  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true });
  const fresh = fs.mkdtempSync(path.join(parent, `.${path.basename(target)}-new-`));
  // mkdtemp makes the directory private; the build is read by other users (the image's app user).
  fs.chmodSync(fresh, 0o755);
  try {
    await build(fresh);
  } catch (err) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw err;
  }
  const old = `${fresh.replace('-new-', '-old-')}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  fs.rmSync(old, { recursive: true, force: true });
}
