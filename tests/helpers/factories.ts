import type { AppContext } from '../../server/context';
import { categories, questionOptions, questions, topics, tournaments } from '../../server/tables';

let seq = 0;
const next = () => `${process.env.VITEST_POOL_ID ?? 0}-${++seq}-${Date.now().toString(36)}`;

export async function createCategory(
  ctx: AppContext,
  attrs: Partial<typeof categories.$inferInsert> = {},
) {
  const slug = attrs.slug ?? `cat-${next()}`;
  const [row] = await ctx.db
    .insert(categories)
    .values({ slug, name: `Category ${slug}`, ...attrs })
    .returning();
  return row!;
}

/** A topic with `questionCount` four-option questions; option 0 of each is the correct one. */
export async function createTopic(
  ctx: AppContext,
  opts: {
    categoryId?: number;
    questionCount?: number;
    isTop?: boolean;
    name?: string;
    nameMm?: string;
  } = {},
) {
  const categoryId = opts.categoryId ?? (await createCategory(ctx)).id;
  const slug = `topic-${next()}`;
  const [topic] = await ctx.db
    .insert(topics)
    .values({
      categoryId,
      slug,
      name: opts.name ?? `Topic ${slug}`,
      nameMm: opts.nameMm,
      isTop: opts.isTop ?? false,
    })
    .returning();
  const count = opts.questionCount ?? 0;
  if (count > 0) {
    const qs = await ctx.db
      .insert(questions)
      .values(
        Array.from({ length: count }, (_, i) => ({
          topicId: topic!.id,
          questionValue: `Question ${i + 1} of ${slug}?`,
        })),
      )
      .returning({ id: questions.id });
    await ctx.db.insert(questionOptions).values(
      qs.flatMap((q) =>
        [0, 1, 2, 3].map((position) => ({
          questionId: q.id,
          value: `Option ${position + 1}`,
          isCorrect: position === 0,
          position,
        })),
      ),
    );
  }
  return topic!;
}

export async function createTournament(
  ctx: AppContext,
  attrs: Partial<typeof tournaments.$inferInsert> & { type: 'DAILY' | 'MEGA' },
) {
  const now = Date.now();
  const [row] = await ctx.db
    .insert(tournaments)
    .values({
      name: `Tournament ${next()}`,
      prize: '100 LKR',
      startTime: new Date(now - 3_600_000),
      endTime: new Date(now + 3_600_000),
      duration: 300,
      questionCount: 10,
      chances: 3,
      ...attrs,
    })
    .returning();
  return row!;
}
