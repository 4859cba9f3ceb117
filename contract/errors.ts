import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** Every machine code of `data.code`; listed and explained in ./error-codes.ts. */
export const ZErrorCode = z.enum(ERROR_CODES);
export type { ErrorCode };

/** `data` of every error reply: the code and, on a 422, one list of messages per bad field. */
export const ZErrorData = z.object({
  code: ZErrorCode,
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorData = z.infer<typeof ZErrorData>;
