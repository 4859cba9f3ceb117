import { z } from 'zod';

export const ZPackOffer = z.object({
  slug: z.string(),
  title: z.string(),
  /** Major units, e.g. 10 for 10 LKR. */
  price: z.number(),
  currency: z.string(),
  validity_days: z.number().int(),
  auto_renew: z.boolean(),
});
export type PackOffer = z.infer<typeof ZPackOffer>;

/** What the signed-out web app needs before anyone logs in. */
export const ZAppConfigReply = z.object({
  microsite_url: z.string(),
  daily_pack: ZPackOffer.nullable(),
});
export type AppConfigReply = z.infer<typeof ZAppConfigReply>;
