import { z } from 'zod';

/** Every API reply (interfaces.md): the HTTP status equals status_code. */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status_code: z.number().int(),
    success: z.boolean(),
    message: z.string(),
    data,
  });

export interface Envelope<T> {
  status_code: number;
  success: boolean;
  message: string;
  data: T;
}

/** The body of a 422: one message per bad field, keyed by the field's path ("page", "a.b"). */
export const ZValidationErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type ValidationErrors = z.infer<typeof ZValidationErrors>;

/** Coerces ids that clients send as numbers or numeric strings. */
export const ZId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');
