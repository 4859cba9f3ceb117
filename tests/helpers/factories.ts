import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../server/context';
import {
  categories,
  questionOptions,
  questions,
  topics,
  tournamentQuestions,
  tournaments,
} from '../../server/tables';

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

type TournamentAttrs = Partial<typeof tournaments.$inferInsert> & { type: 'DAILY' | 'MEGA' };

export async function createTournament(ctx: AppContext, attrs: TournamentAttrs) {
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

/**
 * A running tournament (DAILY unless `attrs` says otherwise) over a topic of its own: `count`
 * questions in a fixed order, option 0 of each the correct one, so an attempt can be played.
 */
export async function createPlayableTournament(
  ctx: AppContext,
  attrs: Partial<TournamentAttrs> = {},
  count = 3,
) {
  const topic = await createTopic(ctx, { questionCount: count });
  const t = await createTournament(ctx, { type: 'DAILY', questionCount: count, ...attrs });
  const qs = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.topicId, topic.id))
    .orderBy(asc(questions.id));
  await ctx.db
    .insert(tournamentQuestions)
    .values(qs.map((q, position) => ({ tournamentId: t.id, position, questionId: q.id })));
  return t;
}

/** The id of a question's correct option. */
export async function correctOptionOf(ctx: AppContext, questionId: number): Promise<number> {
  const [o] = await ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.isCorrect, true)));
  if (!o) throw new Error(`question ${questionId} has no correct option`);
  return o.id;
}
