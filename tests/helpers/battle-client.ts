import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { clientEvents } from '@contract/battle-events';
import {
  type Ack,
  BATTLE_NAMESPACE,
  BATTLE_SOCKET_PATH,
  type ClientEventName,
  type ServerEventName,
  serverEvents,
} from '@contract/battle-events';
import type { z } from 'zod';
import type { App } from '../../server/app';
import { budget } from './budget';

export type Received<E extends ServerEventName = ServerEventName> = {
  event: E;
  payload: z.output<(typeof serverEvents)[E]['payload']>;
  /** The payload as it came, fields the contract does not name included. */
  raw: unknown;
};

/** The app's address once it listens on a free port of the loopback. */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A player's socket on `/battle`, as an outside tool would open it: every event the server sends
 * is kept in order (and checked against the contract), and `next` waits for one.
 */
export class BattleClient {
  readonly received: Received[] = [];
  private readonly consumed = new Set<number>();
  private wakeUp: () => void = () => undefined;

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      if (!Object.hasOwn(serverEvents, event)) throw new Error(`unknown server event ${event}`);
      const schema = serverEvents[event as ServerEventName].payload;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        throw new Error(`${event} breaks the contract: ${parsed.error.message}`);
      }
      this.received.push({
        event: event as ServerEventName,
        payload: parsed.data,
        raw: payload,
      } as Received);
      this.wakeUp();
    });
  }

  /** Sends a client event and resolves with its acknowledgement. */
  async send<E extends ClientEventName>(
    event: E,
    payload: unknown,
  ): Promise<
    Ack<
      | z.output<(typeof clientEvents)[E]['reply']>
      | { code: string; errors?: Record<string, string[]> }
    >
  > {
    return this.socket.timeout(budget(15_000)).emitWithAck(event, payload);
  }

  /** The first event of this name (and matching `where`) not taken yet, waited for up to `ms`. */
  async next<E extends ServerEventName>(
    event: E,
    where: (p: Received<E>['payload']) => boolean = () => true,
    ms = budget(15_000),
  ): Promise<Received<E>['payload']> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.received.findIndex(
        (r, i) =>
          !this.consumed.has(i) && r.event === event && where(r.payload as Received<E>['payload']),
      );
      if (index >= 0) {
        this.consumed.add(index);
        return this.received[index]!.payload as Received<E>['payload'];
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.received.map((r) => r.event).join(', ');
        throw new Error(`no ${event} within ${ms} ms (received: ${seen || 'nothing'})`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Whether any event of this name arrived (taken or not). */
  has(event: ServerEventName, where: (p: unknown) => boolean = () => true): boolean {
    return this.received.some((r) => r.event === event && where(r.payload));
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Connects a player to `/battle` and waits until the server accepted them. */
export async function connectBattle(
  url: string,
  token: string | undefined,
  opts: { transports?: Array<'websocket' | 'polling'> } = {},
): Promise<BattleClient> {
  const socket = io(`${url}${BATTLE_NAMESPACE}`, {
    path: BATTLE_SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: opts.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const client = new BattleClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return client;
}
