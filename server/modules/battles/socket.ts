import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { type Namespace, Server, type Socket } from 'socket.io';
import { BATTLE_NAMESPACE, BATTLE_SOCKET_PATH, clientEvents } from '@contract/battle-events';
import type { AppContext, AuthUser } from '../../context';
import { onStopAccepting } from '../../lib/draining';
import { sessionIdOf } from '../../lib/sticky';
import { AppError } from '../../lib/errors';
import { authenticate } from '../auth';
import { lockOwnBattle } from './answer';
import { dispatch, eventHandlers } from './events';
import { BattleHub } from './hub';
import {
  type BattleSocket,
  type SocketData,
  closeEndedSessions,
  guardFlood,
  isClientEvent,
} from './socket-guards';
import { runningBattleOf } from './queue';
import { leaveQueue } from './queue';
import { otherOf, snapshotFor } from './views';

// A lost connection is noticed within pingInterval + pingTimeout: the opponent sees "away" soon.
const PING_INTERVAL_MS = 8000;
const PING_TIMEOUT_MS = 5000;
// Players on cheap networks drop for a while: their missed events wait this long for them.
const RECOVERY_MS = 2 * 60_000;

const roomOf = (userId: number) => `u:${userId}`;

const refused = (code: 'unauthorized' | 'service_unavailable', message: string) =>
  Object.assign(new Error(message), { data: { code, message } });

/**
 * With Redis, events reach sockets on every process through Redis streams, which also keep the
 * missed events of a dropped connection for connectionStateRecovery (the plain pub/sub adapter
 * does not). Its own connection, which waits through a Redis outage: the shared one fails fast
 * (enableOfflineQueue off), and the adapter would then poll its stream in a tight loop.
 */
async function useRedisStreams(io: Server, ctx: AppContext) {
  const client = ctx.redis!.duplicate({
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  await client.connect();
  const prefix = `${ctx.config.redisKeyPrefix}battle`;
  io.adapter(
    createAdapter(client, {
      streamName: `${prefix}:stream`,
      channelPrefix: prefix,
      sessionKeyPrefix: `${prefix}:session:`,
      onlyPlaintext: true,
      // The reader asks from "$" (only what comes next) until it has read its first entry, and
      // asks again after each empty wait: an event written between two asks is lost. Heartbeats
      // (every 5 s, its own included) give it a first entry well within one long wait; with 1 s
      // waits a process's first seconds dropped cross-process events (a match never heard). A
      // shutdown does not wait for it: closing disconnects this client.
      blockTimeInMs: 20_000,
    }),
  );
  return client;
}

/**
 * The live-battle server (interfaces.md "Live battles"): Socket.IO on the app's own HTTP server,
 * namespace `/battle`, long-polling kept beside WebSocket. No Fastify 5 plugin for Socket.IO is
 * kept up (fastify-socket.io supports Fastify 4 only), so it attaches to `app.server`.
 */
export async function attachBattleSockets(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<BattleHub> {
  const io = new Server(app.server, {
    path: BATTLE_SOCKET_PATH,
    serveClient: false,
    // Every event of the contract is a few hundred bytes; a megabyte is an attack.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    // Auth runs again on a recovered connection: a blocked player does not slip back in.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
  });
  // Several processes on one port: a session id names its process, so the primary can route
  // each long-polling request to it (server/lib/sticky.ts).
  const generateId = io.engine.generateId.bind(io.engine);
  io.engine.generateId = (req) => sessionIdOf(String(generateId(req)));
  const adapterClient = ctx.redis ? await useRedisStreams(io, ctx) : null;
  // Only /battle is served.
  io.of('/').use((_socket, next) => next(new Error('Unknown namespace')));
  const nsp: Namespace = io.of(BATTLE_NAMESPACE);
  const log = app.log;
  const hub = new BattleHub(
    ctx,
    {
      send: (out) => void nsp.to(roomOf(out.userId)).emit(out.event, out.payload),
      // Asks every process; one that died a moment ago makes the question time out: offline.
      online: async (userId) =>
        (
          await nsp
            .in(roomOf(userId))
            .fetchSockets()
            .catch(() => [])
        ).length > 0,
    },
    log,
  );
  // What a disconnect still writes (out of the queue, away): shutdown closes the database only
  // after it, since the sockets it closes run these too (app.close waits in onClose below).
  const goodbyes = new Set<Promise<void>>();
  const handlers = eventHandlers(ctx, hub);
  const unexpected = (err: unknown) => log.error({ err }, 'battle event failed');

  nsp.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    if (typeof token !== 'string' || token === '') {
      next(refused('unauthorized', 'Missing bearer token. Please sign in.'));
      return;
    }
    authenticate(ctx, token).then(
      (user) => {
        (socket.data as SocketData).user = user;
        next();
      },
      (err: unknown) =>
        next(
          err instanceof AppError
            ? refused('unauthorized', err.message)
            : refused('service_unavailable', 'Service briefly unavailable, try again.'),
        ),
    );
  });

  nsp.on('connection', (raw: Socket) => {
    const socket = raw as unknown as BattleSocket;
    const user = socket.data.user;
    void socket.join(roomOf(user.id));
    guardFlood(socket, ctx.config.battleEventsPerSecond);
    for (const name of Object.keys(clientEvents)) {
      if (!isClientEvent(name)) continue;
      raw.on(name, (...args: unknown[]) => {
        const ack = args.at(-1);
        // Every event asks for its acknowledgement; one that cannot be answered is not run.
        if (typeof ack !== 'function') return;
        const payload = args.length > 1 ? args[0] : undefined;
        void dispatch(handlers, name, user, payload, ack as (r: unknown) => void, unexpected);
      });
    }
    raw.on('disconnect', () => {
      const leaving = onLeave(user).catch(unexpected);
      goodbyes.add(leaving);
      void leaving.finally(() => goodbyes.delete(leaving));
    });
    void onArrive(raw, user).catch(unexpected);
  });

  /** A snapshot for every connection while a battle runs; the opponent sees them back. */
  async function onArrive(socket: Socket, user: AuthUser) {
    const battleId = await runningBattleOf(ctx.db, user.id);
    if (battleId === null) return;
    const { snapshot, other } = await hub.run(async (tx, fx) => {
      const b = await lockOwnBattle(ctx, tx, fx, battleId, user.id);
      return { snapshot: await snapshotFor(ctx, tx, b, user.id), other: otherOf(b, user.id) };
    });
    socket.emit('battle:state', snapshot);
    const sockets = await nsp.in(roomOf(user.id)).fetchSockets();
    if (other !== null && sockets.length === 1 && snapshot.status === 'running') {
      nsp.to(roomOf(other)).emit('battle:presence', {
        battle_id: battleId,
        user_id: user.id,
        connected: true,
      });
    }
  }

  /** The player's last socket closed: out of any queue, and away to their opponent. */
  async function onLeave(user: AuthUser) {
    if ((await nsp.in(roomOf(user.id)).fetchSockets()).length > 0) return;
    await hub.run((tx, fx) => leaveQueue(tx, fx, user.id));
    const battleId = await runningBattleOf(ctx.db, user.id);
    if (battleId === null) return;
    const other = await hub.run(async (tx, fx) =>
      otherOf(await lockOwnBattle(ctx, tx, fx, battleId, user.id), user.id),
    );
    if (other !== null) {
      nsp.to(roomOf(other)).emit('battle:presence', {
        battle_id: battleId,
        user_id: user.id,
        connected: false,
      });
    }
  }

  let sessionTimer: NodeJS.Timeout | null = null;
  app.addHook('onListen', async () => {
    hub.start();
    sessionTimer = setInterval(
      () => void closeEndedSessions(ctx, nsp).catch(unexpected),
      ctx.config.battleSessionCheckMs,
    );
    sessionTimer.unref();
  });
  // On shutdown the players' sockets close first (the port's close waits for every connection):
  // they reconnect to another process, or to this one restarted, and get the battle's snapshot.
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    hub.stop();
    if (sessionTimer) clearInterval(sessionTimer);
    nsp.local.disconnectSockets(true);
    io.engine.close();
    if (adapterClient) {
      // Every namespace's adapter closed stops the stream readers (after their current read).
      for (const name of [BATTLE_NAMESPACE, '/']) void io.of(name).adapter.close();
      adapterClient.disconnect();
    }
  };
  onStopAccepting(app, close);
  app.addHook('preClose', async () => close());
  app.addHook('onClose', async () => {
    await Promise.allSettled([...goodbyes]);
    if (!adapterClient) for (const name of [BATTLE_NAMESPACE, '/']) cutLoose(io.of(name).adapter);
  });
  return hub;
}

/**
 * socket.io-adapter's SessionAwareAdapter (connection-state recovery without Redis) starts a 60 s
 * expiry interval in its constructor that nothing clears, and through its namespace that timer
 * reached the Socket.IO server, the HTTP server, this app and its database: a closed app stayed
 * in memory for good (about 13 MB per test file, which slowed every later file's garbage
 * collection). Once the app is closed the adapter drops its namespace and what it held, so the
 * timer keeps only an empty adapter alive.
 */
function cutLoose(adapter: unknown): void {
  const held = adapter as {
    nsp?: unknown;
    rooms?: Map<unknown, unknown>;
    sids?: Map<unknown, unknown>;
    sessions?: Map<unknown, unknown>;
    packets?: unknown[];
  };
  held.rooms?.clear();
  held.sids?.clear();
  held.sessions?.clear();
  if (held.packets) held.packets.length = 0;
  held.nsp = undefined;
}
