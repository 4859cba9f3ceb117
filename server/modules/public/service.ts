import { eq } from 'drizzle-orm';
import type { AppConfigReply } from '@contract/app-config';
import type { AppContext } from '../../context';
import { priceAt } from '../packs';
import { packs } from '../packs/tables';

const DAILY_PACK_SLUG = 'daily-pack';

/** What the signed-out app needs: where the microsite is and what the daily pack costs. */
export async function appConfig(ctx: AppContext): Promise<AppConfigReply> {
  const [pack] = await ctx.db.select().from(packs).where(eq(packs.slug, DAILY_PACK_SLUG)).limit(1);
  const price = pack && priceAt(pack, new Date());
  return {
    microsite_url: ctx.config.micrositeUrl,
    time_zone: ctx.config.timezone,
    prices: {
      try_again_coins: ctx.config.rules.tryAgainCoins,
      fifty_fifty_coins: ctx.config.rules.fiftyFiftyCoins,
      get_answer_gems: ctx.config.rules.getAnswerGems,
      welcome_gems: ctx.config.rules.welcomeGems,
      coins_per_correct_answer: ctx.config.rules.coinsPerCorrectAnswer,
      challenge_bets: ctx.config.rules.challengeBets,
    },
    daily_pack:
      pack && price
        ? {
            slug: pack.slug,
            title: pack.title,
            price: price.priceMinor / 100,
            currency: price.currency,
            taxes_added: pack.taxesAdded,
            validity_days: pack.validityDays,
            auto_renew: pack.autoRenew,
          }
        : null,
  };
}
