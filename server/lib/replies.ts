import type { z } from 'zod';
import { ZEnvelope, ZErrorReply } from '@contract/envelope';
import type { RefusalStatus } from '@contract/endpoint';

/** What each refusal means to a client; the OpenAPI document shows it beside the status. */
const meaning: Record<RefusalStatus, string> = {
  400: 'Malformed request: an address that does not decode, or broken JSON',
  401: 'No valid session: sign in again',
  402: 'Not enough coins or gems',
  403: 'Not allowed for this player (a tournament without a subscription) or this staff role',
  404: 'Not found',
  409: 'Conflicts with the current state, such as an answer already given',
  415: 'The body is not of the type this route reads (such as an upload without multipart/form-data)',
  422: 'Invalid input: data.errors names each bad field',
  429: 'Too many requests: try again later',
  500: 'Unexpected error: the message names the request id',
  503: 'Unavailable for a moment (database away, or the server is restarting): retry after Retry-After',
};
export type { RefusalStatus };

/** A JSON reply with the description the OpenAPI document shows for its status. */
export const described = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

export const refusal = (status: RefusalStatus) => described(meaning[status], ZErrorReply);

/**
 * A route's `schema.response`: the envelope around its contract schema, and the refusals it can
 * answer with. The serializer writes only what these name, so a field a service adds by mistake
 * never leaves the server. Any route may answer 400 (Fastify refuses an address that does not
 * decode before routing), 500 and 503, so every route lists them.
 */
export function replies<T extends z.ZodType, S extends RefusalStatus>(data: T, ...refusals: S[]) {
  const statuses: Array<S | 400 | 500 | 503> = [...refusals, 400, 500, 503];
  const errors = Object.fromEntries(statuses.map((s) => [s, refusal(s)])) as Record<
    S | 400 | 500 | 503,
    ReturnType<typeof refusal>
  >;
  return { 200: described('Success', ZEnvelope(data)), ...errors };
}

/** The security requirement of every /api/v2.0 route (the operator's bearer session). */
export const bearerSecurity = [{ bearer: [] }];

/** The security requirement of every signed-in console route (the staff session cookie). */
export const consoleSecurity = [{ consoleSession: [] }];
