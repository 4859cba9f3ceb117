import type { z } from 'zod';
import { type Ack, type ClientEventName, clientEvents } from '@contract/battle-events';
import type { ErrorData } from '@contract/errors';
import type { AppContext, AuthUser } from '../../context';
import { isConnectionError } from '../../db/connection-errors';
import { AppError, errorEnvelope } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { answerQuestion, lockOwnBattle } from './answer';
import type { BattleHub } from './hub';
import { acceptInvite, declineInvite, sendInvite } from './invites';
import { joinQueue, leaveQueue } from './queue';
import { snapshotFor } from './views';

type Payload<E extends ClientEventName> = z.output<(typeof clientEvents)[E]['payload']>;
type Reply<E extends ClientEventName> = z.input<(typeof clientEvents)[E]['reply']>;
type Handlers = {
  [E in ClientEventName]: (user: AuthUser, payload: Payload<E>) => Promise<Reply<E>>;
};

/** What each client event does: one transaction of the battle services, run by the hub. */
export function eventHandlers(ctx: AppContext, hub: BattleHub): Handlers {
  return {
    'queue:join': (user, p) => hub.run((tx, fx) => joinQueue(ctx, tx, fx, user.id, p)),
    'queue:leave': (user) => hub.run((tx, fx) => leaveQueue(tx, fx, user.id)),
    'invite:send': (user, p) => hub.run((tx, fx) => sendInvite(ctx, tx, fx, user.id, p)),
    'invite:accept': (user, p) =>
      hub.run((tx, fx) => acceptInvite(ctx, tx, fx, user.id, p.invite_id)),
    'invite:decline': (user, p) => hub.run((tx) => declineInvite(ctx, tx, user.id, p.invite_id)),
    'battle:answer': (user, p) => hub.run((tx, fx) => answerQuestion(ctx, tx, fx, user.id, p)),
    'battle:rejoin': (user, p) =>
      hub.run(async (tx, fx) =>
        snapshotFor(ctx, tx, await lockOwnBattle(ctx, tx, fx, p.battle_id, user.id), user.id),
      ),
  };
}

export type Refusal = Ack<ErrorData>;

/** A refusal in the HTTP envelope, with the HTTP codes: a 500 never shows its cause. */
export function refusalOf(err: unknown, onUnexpected: (err: unknown) => void): Refusal {
  if (err instanceof AppError) return errorEnvelope(err.code, err.message, err.fields);
  if (isConnectionError(err)) {
    return errorEnvelope('service_unavailable', 'Service briefly unavailable, try again.');
  }
  onUnexpected(err);
  return errorEnvelope('internal_error', 'Something went wrong. Please try again.');
}

/** A bad payload: 422 naming each bad field, as the HTTP API does. */
function invalid(error: z.ZodError): Refusal {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    (errors[issue.path.join('.') || 'payload'] ??= []).push(issue.message);
  }
  return errorEnvelope('validation_failed', 'The given data was invalid.', errors);
}

const MESSAGES: Record<ClientEventName, string> = {
  'queue:join': 'Looking for an opponent',
  'queue:leave': 'Left the queue',
  'invite:send': 'Invitation sent',
  'invite:accept': 'Invitation accepted',
  'invite:decline': 'Invitation declined',
  'battle:answer': 'Answer received',
  'battle:rejoin': 'OK',
};

/**
 * Runs one client event: its payload checked against the contract, the handler's reply (or
 * refusal) sent back through the acknowledgement in the HTTP envelope.
 */
export async function dispatch<E extends ClientEventName>(
  handlers: Handlers,
  event: E,
  user: AuthUser,
  payload: unknown,
  ack: (reply: Ack<unknown>) => void,
  onUnexpected: (err: unknown) => void,
): Promise<void> {
  const parsed = clientEvents[event].payload.safeParse(payload ?? {});
  if (!parsed.success) {
    ack(invalid(parsed.error));
    return;
  }
  try {
    const handler = handlers[event] as (u: AuthUser, p: unknown) => Promise<unknown>;
    ack(ok(await handler(user, parsed.data), MESSAGES[event]));
  } catch (err) {
    ack(refusalOf(err, onUnexpected));
  }
}
