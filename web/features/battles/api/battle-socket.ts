import { io, type Socket } from 'socket.io-client';
import type {
  ClientEventName,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@contract/battle-events';
import { isErrorCode } from '@contract/error-codes';
import { BATTLE_NAMESPACE, BATTLE_SOCKET_PATH } from '@contract/battle-socket';
import { ApiError } from '@web/api/api-error';

/**
 * The `/battle` socket, typed by the contract's event tables (contract/battle-events.ts) as the
 * HTTP client is by its routes: a payload or a handler that does not match the schemas fails
 * the type check. Only this feature imports it, so socket.io-client rides in the battle screens'
 * chunk and never in the first screen's.
 */
export type BattleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type PayloadOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];
type AckOf<E extends ClientEventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];
/** What a successful acknowledgement carries for this event. */
export type ReplyOf<E extends ClientEventName> = Exclude<AckOf<E>['data'], { code: string }>;

// An acknowledgement that takes longer than this on 3G is shown as a failure the player retries.
const ACK_TIMEOUT_MS = 15_000;

export function openBattleSocket(token: string): BattleSocket {
  return io(BATTLE_NAMESPACE, {
    path: BATTLE_SOCKET_PATH,
    auth: { token },
    // WebSocket first, long-polling when a proxy on a cheap network refuses it.
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  });
}

function refusal(reply: { status_code: number; message: string; data: unknown }): ApiError {
  const data = reply.data as { code?: unknown; errors?: Record<string, string[]> } | undefined;
  const code = typeof data?.code === 'string' && isErrorCode(data.code) ? data.code : null;
  return new ApiError(reply.status_code, reply.message, {
    code,
    fieldErrors: data?.errors,
    data,
  });
}

/**
 * Sends a client event and resolves with its acknowledgement's `data`; a refusal rejects with an
 * ApiError carrying the server's code (as an HTTP call's would), no answer in time with status 0.
 */
export async function send<E extends ClientEventName>(
  socket: BattleSocket,
  event: E,
  payload: PayloadOf<E>,
): Promise<ReplyOf<E>> {
  let reply: AckOf<E>;
  try {
    // Socket.IO's typed emit cannot follow a generic event name; the tables above fix its shape.
    const timed = socket.timeout(ACK_TIMEOUT_MS);
    const emit = timed.emitWithAck as (name: E, body: PayloadOf<E>) => Promise<AckOf<E>>;
    reply = await emit.call(timed, event, payload);
  } catch (cause) {
    throw new ApiError(0, 'No answer from the battle server', { cause });
  }
  if (!reply.success) throw refusal(reply);
  return reply.data as ReplyOf<E>;
}
