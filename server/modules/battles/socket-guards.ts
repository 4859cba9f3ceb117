import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Namespace, Socket } from 'socket.io';
import { type ClientEventName, clientEvents } from '@contract/battle-events';
import type { AppContext, AuthUser } from '../../context';
import { errorEnvelope } from '../../lib/errors';
import { sessions } from '../auth/tables';
import { users } from '../users/tables';

export interface SocketData {
  user: AuthUser;
}

export type BattleSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

export const isClientEvent = (name: string): name is ClientEventName =>
  Object.hasOwn(clientEvents, name);

/**
 * Past `perSecond` events in a second a socket's events are refused (rate_limited) and not run;
 * past three times that it is disconnected. Unknown events are refused. Neither touches the battle.
 */
export function guardFlood(socket: BattleSocket, perSecond: number): void {
  let windowStart = 0;
  let count = 0;
  socket.use(([event, ...args], next) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count++;
    const ack = args.at(-1);
    const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
    if (count > 3 * perSecond) {
      socket.disconnect(true);
      return;
    }
    if (count > perSecond) {
      reply(errorEnvelope('rate_limited', `Too many events: at most ${perSecond} a second`));
      return;
    }
    if (!isClientEvent(String(event))) {
      reply(errorEnvelope('unknown_event', `Unknown event "${String(event).slice(0, 40)}"`));
      return;
    }
    next();
  });
}

/** Closes the sockets of sessions that ended (logout, expiry) or players who were blocked. */
export async function closeEndedSessions(ctx: AppContext, nsp: Namespace): Promise<void> {
  const live = [...nsp.sockets.values()] as unknown as BattleSocket[];
  const ids = [...new Set(live.map((s) => s.data.user.sessionId))];
  if (ids.length === 0) return;
  const still = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.blockedAt),
      ),
    );
  const valid = new Set(still.map((s) => s.id));
  for (const s of live) if (!valid.has(s.data.user.sessionId)) s.disconnect(true);
}
