import { z } from 'zod';

export const ZLivenessReply = z.object({ status: z.literal('alive') });

/** Each dependency the process needs (database, and Redis when configured) and its state. */
export const ZReadinessReply = z.record(z.string(), z.enum(['ok', 'down']));

/**
 * /readyz when not ready: the error code every error reply carries (interfaces.md), beside the
 * state of each dependency (none while the process is shutting down).
 */
export const ZNotReadyReply = z
  .object({ code: z.literal('service_unavailable') })
  .catchall(z.enum(['ok', 'down']));
