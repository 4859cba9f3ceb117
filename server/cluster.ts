import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import { STICKY_CONNECTION, STICKY_READY, type StickyMessage, workerOfRequest } from './lib/sticky';

/**
 * The primary of SERVER_PROCESSES > 1: it serves nothing itself, keeps that many server processes
 * running, replaces one that dies, and on SIGTERM passes the signal on and exits once every
 * worker has drained. It owns the port and hands each connection to a process: a long-polling
 * request to the process holding its session (server/lib/sticky.ts), any other to the next in turn.
 */
export function runPrimary(processes: number, listen: { port: number; host: string }): void {
  let stopping = false;
  let turn = 0;
  // Workers that serve handed connections: one still starting would leave a connection hanging.
  const ready = new Map<number, Worker>();
  const pick = (head: string): Worker | undefined => {
    const owner = workerOfRequest(head);
    const known = owner === null ? undefined : ready.get(owner);
    if (known?.isConnected()) return known;
    // Its process is gone (the client then hears "session unknown" and connects anew), or none.
    const live = [...ready.values()].filter((w) => w.isConnected());
    return live.length ? live[turn++ % live.length] : undefined;
  };
  const router = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.once('data', (head: Buffer) => {
      socket.pause();
      const worker = pick(head.toString('latin1'));
      if (!worker) return socket.destroy();
      const message: StickyMessage = { kind: STICKY_CONNECTION, head: head.toString('base64') };
      worker.send(message, socket, { keepOpen: false }, (err) => {
        if (err) socket.destroy();
      });
    });
    socket.on('error', () => socket.destroy());
    socket.resume();
  });
  // The port opens with the first worker ready, as one process's does when it can serve.
  cluster.on('message', (worker: Worker, message: unknown) => {
    if ((message as { kind?: string } | null)?.kind !== STICKY_READY) return;
    ready.set(worker.id, worker);
    if (!router.listening) router.listen(listen.port, listen.host);
  });
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    ready.delete(worker.id);
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
    if (router.listening) router.close();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < processes; i++) fork();
}
