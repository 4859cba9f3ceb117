import { z } from 'zod';
import { CONSOLE_ERROR_CODES, type ConsoleErrorCode } from './console-error-codes';
import { ERROR_CODES, type ErrorCode as PlayerErrorCode } from './error-codes';

/** Every machine code of `data.code`; listed and explained in ./error-codes.ts and ./console-error-codes.ts. */
const ZErrorCode = z.enum([...ERROR_CODES, ...CONSOLE_ERROR_CODES]);
export type ErrorCode = PlayerErrorCode | ConsoleErrorCode;

/** `data` of every error reply: the code and, on a 422, one list of messages per bad field. */
export const ZErrorData = z.object({
  code: ZErrorCode,
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Which of the code's causes, where it has several a client words apart (password_too_weak). */
  reason: z.string().optional(),
});
export type ErrorData = z.infer<typeof ZErrorData>;
