import { sql } from 'drizzle-orm';
import type { Rules } from '../config';
import type { Db } from '../db/client';
import { lockContent, publishContent } from '../modules/topics';
import { categories, packs, promotions, tournamentTemplates } from '../tables';
import { seedPacks, seedPromotions, seedTemplates } from './catalog';
import { readDemoContent } from './demo-content';
import { seedDemoPlayers } from './players';
import { seedTournamentHistory } from './tournament-history';

/**
 * Demo content on first start. Safe to call on every start: it does nothing once categories exist,
 * and runs inside one transaction so a crash mid-way leaves no half-seeded database.
 */
export async function seedIfEmpty(
  db: Db,
  rules: Rules,
  opts: { demoPlayers: boolean; timeZone: string },
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
    await publishContent(tx, content, { announce: false });
    await tx.insert(packs).values(seedPacks);
    const templates = await tx.insert(tournamentTemplates).values(seedTemplates).returning();
    await tx.insert(promotions).values(seedPromotions);
    const topSlugs = content.flatMap((c) => c.topics.filter((t) => t.isTop).map((t) => t.slug));
    // Real-looking numbers and rankings are demo data: not in production unless asked for.
    if (opts.demoPlayers) {
      const players = await seedDemoPlayers(tx, rules, topSlugs);
      await seedTournamentHistory(tx, templates, players, opts.timeZone);
    }
    return true;
  });
}
