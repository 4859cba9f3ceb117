import { z } from 'zod';

export const ZLivenessReply = z.object({ status: z.literal('alive') });

/** Each dependency the process needs (database, and Redis when configured) and its state. */
export const ZReadinessReply = z.record(z.string(), z.enum(['ok', 'down']));
