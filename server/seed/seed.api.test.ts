import { eq, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleTournaments } from '../modules/tournaments';
import { listFinished, listRunning } from '../modules/tournaments/service';
import { ledgerTotals } from '../../tests/helpers/ledger';
import { useTestApp } from '../../tests/helpers/context';
import {
  categories,
  friendships,
  packs,
  questionOptions,
  questions,
  topics,
  users,
  wallets,
} from '../tables';
import { publishContent } from '../modules/topics';
import { readDemoContent } from './demo-content';
import { seedIfEmpty } from '.';

const { ctx, config } = await useTestApp();
const production = await useTestApp({
  NODE_ENV: 'production',
  OPERATOR_TOKEN_SECRET: 'a-long-production-secret',
  MICROSITE_URL: 'https://operator.example/quiz',
});

describe('demo seed', () => {
  it('fills an empty database once with content that a new user can play', async () => {
    const opts = { demoPlayers: config.seedDemoPlayers, timeZone: config.timezone };
    expect(await seedIfEmpty(ctx.db, config.rules, opts)).toBe(true);
    expect(await seedIfEmpty(ctx.db, config.rules, opts)).toBe(false);

    const cats = await ctx.db.select().from(categories);
    expect(cats.length).toBeGreaterThanOrEqual(6);
    expect(cats.some((c) => c.isBcs && c.name === 'BCS Preparation')).toBe(true);
    const perTopic = await ctx.db
      .select({
        id: topics.id,
        image: topics.imageUrl,
        n: sql<number>`count(${questions.id})::int`,
      })
      .from(topics)
      .leftJoin(questions, eq(questions.topicId, topics.id))
      .groupBy(topics.id);
    expect(perTopic.length).toBeGreaterThanOrEqual(24);
    expect(perTopic.every((t) => t.n >= 15 && t.image?.startsWith('/media/'))).toBe(true);
    // Every question and option in English and in Myanmar (content/demo is complete).
    const untranslated = await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .leftJoin(questionOptions, eq(questionOptions.questionId, questions.id))
      .where(
        or(
          isNull(questions.questionValue),
          isNull(questions.questionValueMm),
          isNull(questionOptions.value),
          isNull(questionOptions.valueMm),
        ),
      );
    expect(untranslated).toEqual([]);
    // The demo files imported again, as an operator might: nothing new, nothing to translate.
    expect(
      await ctx.db.transaction((tx) => publishContent(tx, readDemoContent(), { publish: false })),
    ).toEqual({
      categories_created: 0,
      topics_created: 0,
      draft_topics: [],
      questions_added: 0,
      questions_translated: 0,
      players_notified: 0,
    });
    const images = await ctx.db.select().from(questions).where(eq(questions.type, 'image'));
    expect(images.length).toBeGreaterThanOrEqual(3);

    const [daily] = await ctx.db.select().from(packs).where(eq(packs.slug, 'daily-pack'));
    expect(daily).toMatchObject({
      priceMinor: 1000,
      currency: 'LKR',
      validityDays: 1,
      autoRenew: true,
      covers: ['DAILY'],
    });
    const allPacks = await ctx.db.select().from(packs);
    expect(allPacks.length).toBeGreaterThanOrEqual(4);
    // Complete in Myanmar too, numbers in Myanmar digits.
    for (const pack of allPacks) {
      expect(pack.titleMm, pack.slug).toMatch(/\p{Script=Myanmar}/u);
      expect(pack.captionMm, pack.slug).toMatch(/\p{Script=Myanmar}/u);
      expect(`${pack.titleMm} ${pack.captionMm}`, pack.slug).not.toMatch(/[0-9]/);
    }

    await scheduleTournaments(ctx);
    for (const type of ['DAILY', 'MEGA'] as const) {
      const running = await listRunning(ctx, type, 'en');
      expect(running.length, `${type} running now`).toBeGreaterThanOrEqual(1);
      // The scheduler copies each template's Myanmar name, caption and prize.
      for (const t of await listRunning(ctx, type, 'mm')) {
        for (const text of [t.name, t.caption, t.prize]) expect(text).toMatch(/[\u1000-\u109f]/);
      }
    }

    const demo = await ctx.db
      .select({ id: users.id, coins: wallets.coins })
      .from(users)
      .innerJoin(wallets, eq(wallets.userId, users.id));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    for (const player of demo.slice(0, 3)) {
      expect((await ledgerTotals(ctx.db, player.id)).coins).toBe(player.coins);
    }
    // Demo players have friends to challenge and requests to answer.
    const [first] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.msisdn, '01700000001'));
    const links = await ctx.db
      .select()
      .from(friendships)
      .where(sql`${first!.id} in (${friendships.requesterId}, ${friendships.addresseeId})`);
    expect(links.filter((l) => l.status === 'accepted')).toHaveLength(4);
    expect(links.filter((l) => l.status === 'pending' && l.addresseeId === first!.id)).toHaveLength(
      2,
    );

    // Each template's last ended occurrence, with demo winners, named in both languages.
    for (const type of ['DAILY', 'MEGA'] as const) {
      const ended = await listFinished(ctx, first!.id, type, 'mm');
      expect(ended.length, `${type} ended lately`).toBeGreaterThanOrEqual(1);
      for (const t of ended) {
        expect(t.status).toBe('ended');
        expect(t.winners).toHaveLength(3);
        expect(t.name).toMatch(/[\u1000-\u109f]/);
        expect(t.caption).toMatch(/[\u1000-\u109f]/);
        expect(t.prize).toMatch(/[\u1000-\u109f]/);
      }
    }
  });

  it('seeds content but no demo players in production', async () => {
    const { ctx: prod, config: prodConfig } = production;
    expect(prodConfig.seedDemoPlayers).toBe(false);
    expect(
      await seedIfEmpty(prod.db, prodConfig.rules, {
        demoPlayers: prodConfig.seedDemoPlayers,
        timeZone: prodConfig.timezone,
      }),
    ).toBe(true);
    expect((await prod.db.select().from(categories)).length).toBeGreaterThanOrEqual(6);
    expect(await prod.db.select().from(users)).toHaveLength(0);
  });
});
