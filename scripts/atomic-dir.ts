import fs from 'node:fs';
import path from 'node:path';

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
