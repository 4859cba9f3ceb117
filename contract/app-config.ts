import { z } from 'zod';

const ZPackOffer = z.object({
  slug: z.string(),
  title: z.string(),
  /** Major units, e.g. 10 for 10 LKR. */
  price: z.number(),
  currency: z.string(),
  /** The operator's taxes are added at the charge: the offer reads "10 LKR + taxes". */
  taxes_added: z.boolean(),
  validity_days: z.number().int(),
  auto_renew: z.boolean(),
});
export type PackOffer = z.infer<typeof ZPackOffer>;

/** Prices of in-game actions; operators may change them (GAME_RULES), so the app never hard-codes them. */
const ZGamePrices = z.object({
  try_again_coins: z.number().int(),
  fifty_fifty_coins: z.number().int(),
  get_answer_gems: z.number().int(),
  /** Gems every new player starts with (the help says how gems are come by). */
  welcome_gems: z.number().int(),
  coins_per_correct_answer: z.number().int(),
  challenge_bets: z.array(z.number().int()),
});
export type GamePrices = z.infer<typeof ZGamePrices>;

/** What the signed-out web app needs before anyone logs in. */
export const ZAppConfigReply = z.object({
  microsite_url: z.string(),
  /**
   * The operator's time zone (IANA): every date and time a player reads is shown in it, whatever
   * the phone's own zone (game-rules, "What a player reads").
   */
  time_zone: z.string(),
  daily_pack: ZPackOffer.nullable(),
  prices: ZGamePrices,
});
export type AppConfigReply = z.infer<typeof ZAppConfigReply>;
