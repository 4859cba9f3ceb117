import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { errorEnvelope } from './errors';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Apps past their drain: each app its own (tests build several on one context). */
const closing = new WeakSet<FastifyInstance>();

/** Per app, what closes its long-lived connections (see onStopAccepting). */
const longLived = new WeakMap<FastifyInstance, Array<() => void>>();

/**
 * Registers what ends connections that never end on their own (live-battle sockets): the port's
 * close waits for every connection, so stopAccepting runs these before it closes the port.
 */
export function onStopAccepting(app: FastifyInstance, close: () => void): void {
  longLived.set(app, [...(longLived.get(app) ?? []), close]);
}

/**
 * Shutdown as clients see it. While draining (readyz 503) requests are served, but every reply
 * closes its connection, so no idle keep-alive socket is left for the close to cut under a
 * request on its way. Once closing, requests get a 503 envelope with Retry-After (Fastify's own
 * 503 is bare JSON) until the port closes.
 */
export function registerDraining(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preClose', async () => {
    closing.add(app);
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing.has(app)) return;
    return reply
      .code(503)
      .header('retry-after', '1')
      .send(errorEnvelope('service_unavailable', 'The server is restarting, try again.'));
  });
  app.addHook('onSend', async (_req, reply) => {
    if (ctx.draining || closing.has(app)) reply.header('connection', 'close');
  });
}

/**
 * After the drain: answers 503 until no new connection came for `quietMs` (at most `maxMs`),
 * then stops listening and resolves once every open connection has ended. Closing the port while
 * connections still arrive would reset those the kernel had queued but Node not yet accepted;
 * Node's http close would also cut accepted connections whose request it has not read yet.
 */
export async function stopAccepting(
  app: FastifyInstance,
  { quietMs = 100, maxMs = 2000 } = {},
): Promise<void> {
  closing.add(app);
  const server = app.server;
  let lastConnection = Date.now();
  const seen = () => (lastConnection = Date.now());
  server.on('connection', seen);
  const began = Date.now();
  while (Date.now() - lastConnection < quietMs && Date.now() - began < maxMs) await sleep(10);
  server.off('connection', seen);
  for (const close of longLived.get(app) ?? []) close();
  const ended = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve()),
  );
  // Keep-alive sockets idle since before the drain would hold the close for keepAliveTimeout.
  server.closeIdleConnections();
  await ended;
}
