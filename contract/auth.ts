import { z } from 'zod';

export const ZCheckTokenQuery = z.object({
  token: z.string({ error: 'is required' }).min(1, 'is required').max(4096, 'is too long'),
});

export const ZCheckTokenReply = z.object({
  token: z.string(),
  user_id: z.number().int(),
  account_exists: z.boolean(),
  name: z.string(),
  phone: z.string(),
  language: z.enum(['en', 'mm']),
  /** Seconds until the session expires if unused. */
  remaining_time: z.number().int(),
});
export type CheckTokenReply = z.infer<typeof ZCheckTokenReply>;

/** The mobile number a tester types on the development microsite. */
export const ZMsisdn = z.string().regex(/^\d{11}$/, 'must be 11 digits');
