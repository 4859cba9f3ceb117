import { eq } from 'drizzle-orm';
import type { AppConfigReply } from '../../../contract/app-config';
import type { AppContext } from '../../context';
import { packs } from '../../db/schema';

export const DAILY_PACK_SLUG = 'daily-pack';

/** What the signed-out app needs: where the microsite is and what the daily pack costs. */
export async function appConfig(ctx: AppContext): Promise<AppConfigReply> {
  const [pack] = await ctx.db.select().from(packs).where(eq(packs.slug, DAILY_PACK_SLUG)).limit(1);
  return {
    microsite_url: ctx.config.micrositeUrl,
    daily_pack: pack
      ? {
          slug: pack.slug,
          title: pack.title,
          price: pack.priceMinor / 100,
          currency: pack.currency,
          validity_days: pack.validityDays,
          auto_renew: pack.autoRenew,
        }
      : null,
  };
}
