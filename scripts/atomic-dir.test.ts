import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withLock } from '../server/db/dir-lock';
import { replaceDir } from './atomic-dir';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-dir-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('builds that may run at once', () => {
  it('one at a time under the lock, and a reader never sees a half-written directory', async () => {
    const base = tempDir();
    const target = path.join(base, 'web');
    const lock = path.join(base, '.lock');
    let inside = 0;
    let overlapped = false;
    const build = (label: string) =>
      withLock(lock, () =>
        replaceDir(target, async (dir) => {
          overlapped ||= ++inside > 1;
          fs.writeFileSync(path.join(dir, 'a.txt'), label);
          await sleep(60);
          fs.writeFileSync(path.join(dir, 'index.html'), label);
          inside--;
        }),
      );
    let reading = true;
    const partial: string[] = [];
    const reader = (async () => {
      while (reading) {
        if (fs.existsSync(target)) {
          const files = fs.readdirSync(target).sort();
          if (files.join() !== 'a.txt,index.html') partial.push(files.join());
        }
        await sleep(1);
      }
    })();
    await Promise.all([build('one'), build('two'), build('three')]);
    reading = false;
    await reader;
    expect(overlapped).toBe(false);
    expect(partial).toEqual([]);
    expect(fs.readdirSync(base).sort()).toEqual(['web']);
  });

  it('takes over a lock left by a process that died', async () => {
    const base = tempDir();
    const lock = path.join(base, '.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    // What proper-lockfile leaves when its holder is killed: the lock, then the owner file.
    fs.mkdirSync(lock);
    await sleep(20);
    fs.writeFileSync(
      `${lock}.owner.json`,
      JSON.stringify({ pid: Number(dead), hostname: os.hostname(), startedAt: '' }),
    );
    const ran = await Promise.race([withLock(lock, async () => 'ran'), sleep(5_000)]);
    expect(ran).toBe('ran');
    expect(fs.existsSync(lock)).toBe(false);
    expect(fs.existsSync(`${lock}.owner.json`)).toBe(false);
  });
});
