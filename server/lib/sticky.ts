import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type net from 'node:net';

/**
 * Long-polling across SERVER_PROCESSES (interfaces: the fallback stays on): every request of an
 * Engine.IO session must reach the process that holds it, and node:cluster deals connections out
 * blindly. So the primary owns the port (server/cluster.ts) and reads each connection's first
 * request line; a session id names its process (`<worker id>.<id>`, `sessionIdOf`), so a request
 * carrying one goes to that process and anything else to the next in turn. Not `@socket.io/sticky`:
 * it misroutes a reused keep-alive connection (docs/operations.md says more).
 */
export const STICKY_CONNECTION = 'quiz-arena:connection';
/** A worker's word to the primary that it serves handed connections from now on. */
export const STICKY_READY = 'quiz-arena:ready';

export interface StickyMessage {
  kind: typeof STICKY_CONNECTION;
  /** The bytes the primary read to choose the process, base64: the process reads them first. */
  head: string;
}

const isStickyMessage = (m: unknown): m is StickyMessage =>
  typeof m === 'object' && m !== null && (m as StickyMessage).kind === STICKY_CONNECTION;

/** The worker a request belongs to, from the `sid` of its request line; null for none. */
export function workerOfRequest(head: string): number | null {
  const end = head.indexOf('\r\n');
  const line = end < 0 ? head : head.slice(0, end);
  const match = /[?&]sid=(\d+)\./.exec(line);
  return match ? Number(match[1]) : null;
}

/** A session id that names this process, when it is one of several. */
export function sessionIdOf(base: string): string {
  return cluster.isWorker && cluster.worker ? `${cluster.worker.id}.${base}` : base;
}

/**
 * In a worker: serve the connections the primary hands over on `server`, which does not listen
 * itself. Each reply closes its connection: a kept-alive connection the primary gave this process
 * for one request could carry the next poll of another process's session.
 */
export function serveHandedConnections(server: Server): void {
  server.on('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  });
  process.on('message', (message: unknown, socket: net.Socket | undefined) => {
    if (!isStickyMessage(message) || !socket) return;
    server.emit('connection', socket);
    socket.emit('data', Buffer.from(message.head, 'base64'));
    socket.resume();
  });
  // Before this, a connection handed over would find nobody listening for it and hang.
  process.send?.({ kind: STICKY_READY });
}
