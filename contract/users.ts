import { z } from 'zod';

export const ZWallet = z.object({ coins: z.number().int(), gems: z.number().int() });
export type Wallet = z.infer<typeof ZWallet>;

const ZUserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  image_url: z.string().nullable(),
  language: z.enum(['en', 'mm']),
  level: z.number().int(),
  points: z.number().int(),
});

export const ZUserReply = z.object({
  user: ZUserProfile,
  wallet: ZWallet,
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  active_agreement: z.string().nullable(),
});
export type UserReply = z.infer<typeof ZUserReply>;
