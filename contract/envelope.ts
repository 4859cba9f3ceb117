import { z } from 'zod';
import { ZErrorData } from './errors';

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

/** The data of a reply that carries nothing but its message (logout, switch language…). */
export const ZEmptyReply = z.null();

/**
 * Every refusal: the envelope around a stable machine code the app translates, and on a 422 one message
 * per bad field, keyed by the field's path ("page", "a.b").
 */
export const ZErrorReply = ZEnvelope(ZErrorData);

/** The largest id a PostgreSQL integer column holds: a larger one is bad input, not a 500. */
const MAX_ID = 2_147_483_647;

/**
 * An id as clients send it: a JSON number, or a string of digits (forms and URL paths send
 * text). Nothing else is read as a number: `true`, `[1]`, `"0x10"` and `"1e3"` are refused,
 * where coercion would have taken them as 1, 1, 16 and 1000.
 */
export const ZId = z
  .union([z.number(), z.string().regex(/^\d+$/, 'must be a number')], { error: 'must be a number' })
  .transform(Number)
  .pipe(
    z
      .number()
      .int('must be a whole number')
      .positive('must be positive')
      .max(MAX_ID, 'is too large'),
  );
