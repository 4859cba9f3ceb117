import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './server-process';

/** Whether this machine can run a throwaway redis-server. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A redis-server of the test's own, on a free port, that the test may kill and start again
 * (on the same port) to play a Redis outage without touching the shared Redis.
 */
export async function startRedisServer() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = proc;
    for (let i = 0; i < 100; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill };
}
