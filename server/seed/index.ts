import { sql } from 'drizzle-orm';
import type { Rules } from '../config';
import type { Db } from '../db/client';
import { lockContent, publishContent } from '../modules/topics';
import { addPromotionsFrom } from '../modules/notifications';
import { categories, packs, tournamentTemplates } from '../tables';
import { seedPacks, seedPromotions, seedTemplates } from './catalog';
import { readDemoContent } from './demo-content';
import { seedDemoPlayers } from './players';
import { readDemoBadges } from './demo-badges';
import { seedBadges } from '../modules/retention';
import { seedTournamentHistory } from './tournament-history';

/**
 * Demo content on first start. Safe to call on every start: it does nothing once categories exist,
 * and runs inside one transaction so a crash mid-way leaves no half-seeded database.
 */
export async function seedIfEmpty(
  db: Db,
  rules: Rules,
  opts: { demoPlayers: boolean; timeZone: string; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on an empty PostgreSQL must not both seed, nor seed while an
    // operator imports content.
    await lockContent(tx);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(categories);
    if (count > 0) return false;

    const content = readDemoContent();
    // Published at once, unannounced: npm start serves the demo content from its first request.
    await publishContent(tx, content, { publish: true, announce: false });
    await tx.insert(packs).values(seedPacks);
    await seedBadges(tx, readDemoBadges());
    const templates = await tx.insert(tournamentTemplates).values(seedTemplates).returning();
    // Through the promotions' own writer: one seeded at night waits for 08:00 like any other.
    await addPromotionsFrom(tx, seedPromotions, {
      timeZone: opts.timeZone,
      now: opts.now ?? new Date(),
    });
    const topSlugs = content.flatMap((c) => c.topics.filter((t) => t.isTop).map((t) => t.slug));
    // Real-looking numbers and rankings are demo data: not in production unless asked for.
    if (opts.demoPlayers) {
      const players = await seedDemoPlayers(tx, rules, topSlugs);
      await seedTournamentHistory(tx, templates, players, opts.timeZone);
    }
    return true;
  });
}
