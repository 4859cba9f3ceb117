import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of SERVER_PROCESSES > 1: it serves nothing itself, keeps that many server processes
 * running on the shared port (node:cluster hands out the connections), replaces one that dies,
 * and on SIGTERM passes the signal on and exits once every worker has drained.
 */
export function runPrimary(processes: number): void {
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `server process ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    // A process that keeps dying at start (bad config, database gone) must not spin the CPU.
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths[0] !== undefined && recentDeaths[0] < now - 60_000) recentDeaths.shift();
    if (recentDeaths.length > processes * 5) {
      console.error('server processes keep exiting: giving up');
      process.exit(1);
    }
    setTimeout(fork, Math.min(10_000, 200 * recentDeaths.length));
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < processes; i++) fork();
}
