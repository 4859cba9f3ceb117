import type { z } from 'zod';
import type { ServerEventName, serverEvents } from '@contract/battle-events';
import type { InviteReceived } from '@contract/battles';
import type { AppError } from '../../lib/errors';

export type EventPayload<E extends ServerEventName> = z.input<(typeof serverEvents)[E]['payload']>;

export interface Outgoing {
  userId: number;
  event: ServerEventName;
  payload: unknown;
}

/**
 * What a battle transaction leaves to do once it commits: events for players, and when this
 * process should look at a battle or a queue again. Dropped when the transaction rolls back, so
 * nobody hears of a move that did not happen.
 */
export class Effects {
  readonly events: Outgoing[] = [];
  /** Battle id → its next deadline; null: it finished. */
  readonly battles = new Map<number, Date | null>();
  /** Queued player → their queue's end; null: they left the queue. */
  readonly queues = new Map<number, Date | null>();
  /** Invitations to tell of as a notification when the friend has no socket open. */
  readonly invites: Array<{ userId: number; invite: InviteReceived }> = [];
  /**
   * A refusal to send once the transaction has committed: what the clock made due on the way (a
   * question closed by its deadline) still happens when the request itself is refused.
   */
  refusal: AppError | null = null;

  send<E extends ServerEventName>(userId: number, event: E, payload: EventPayload<E>): void {
    this.events.push({ userId, event, payload });
  }
}
