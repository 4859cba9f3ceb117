import { sql } from 'drizzle-orm';
import type { Rules } from '../../config';
import type { Db } from '../client';
import {
  categories,
  packs,
  promotions,
  questionOptions,
  questions,
  topics,
  tournamentTemplates,
} from '../schema';
import { seedPacks, seedPromotions, seedTemplates } from './catalog';
import { seedCategories } from './content';
import { seedDemoPlayers } from './players';

/**
 * Demo content on first start. Safe to call on every start: it does nothing once categories exist,
 * and runs inside one transaction so a crash mid-way leaves no half-seeded database.
 */
export async function seedIfEmpty(
  db: Db,
  rules: Rules,
  opts: { demoPlayers: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on an empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727201)`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(categories);
    if (count > 0) return false;

    for (const [ci, cat] of seedCategories.entries()) {
      const [category] = await tx
        .insert(categories)
        .values({
          slug: cat.slug,
          name: cat.name,
          nameMm: cat.nameMm,
          isBcs: cat.isBcs ?? false,
          sortOrder: ci,
          imageUrl: `/media/categories/${cat.slug}.svg`,
        })
        .returning({ id: categories.id });
      if (!category) throw new Error(`seed: category ${cat.slug} not created`);
      for (const [ti, topic] of cat.topics.entries()) {
        const [row] = await tx
          .insert(topics)
          .values({
            categoryId: category.id,
            slug: topic.slug,
            name: topic.name,
            nameMm: topic.nameMm,
            isTop: topic.isTop ?? false,
            sortOrder: ti,
            imageUrl: `/media/topics/${topic.slug}.svg`,
          })
          .returning({ id: topics.id });
        if (!row) throw new Error(`seed: topic ${topic.slug} not created`);
        const inserted = await tx
          .insert(questions)
          .values(
            topic.questions.map((q) => ({
              topicId: row.id,
              type: q.type ?? ('text' as const),
              questionValue: q.q,
              srcUrl: q.src ?? null,
              language: q.language ?? 'en',
              difficulty: q.difficulty ?? 1,
            })),
          )
          .returning({ id: questions.id });
        await tx.insert(questionOptions).values(
          topic.questions.flatMap((q, qi) =>
            q.options.map((o, position) => ({
              questionId: inserted[qi]!.id,
              value: o.value,
              isCorrect: o.correct === true,
              position,
            })),
          ),
        );
      }
    }
    await tx.insert(packs).values(seedPacks);
    await tx.insert(tournamentTemplates).values(seedTemplates);
    await tx.insert(promotions).values(seedPromotions);
    const topSlugs = seedCategories.flatMap((c) =>
      c.topics.filter((t) => t.isTop).map((t) => t.slug),
    );
    // Real-looking numbers and rankings are demo data: not in production unless asked for.
    if (opts.demoPlayers) await seedDemoPlayers(tx, rules, topSlugs);
    return true;
  });
}
