import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, tournamentTemplates, tournaments } from '../../tables';
import { JobQueue } from '../../jobs/queue';
import { scheduleTournaments } from '../tournaments/schedule';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { jobHistory } from '../../../tests/helpers/jobs';
import { BROADCAST_JOB, broadcastNewTopic } from './broadcast';
import { registerBroadcastJobs, sendDailyUpdate } from './daily-update';

// Operator time is Asia/Dhaka (UTC+6) in the test configuration; these tests set the clock.
const { app, ctx, config } = await useTestApp();
const tz = config.timezone;

const queue = () => {
  const q = new JobQueue(ctx.db);
  registerBroadcastJobs(q);
  return q;
};

const wantsEverything = async (): Promise<Player> => {
  const player = await signIn(app, config);
  const settings = { daily_updates: true, new_topics: true, new_tournament: true };
  expect((await player.post('/api/v2.0/settings', settings)).status).toBe(200);
  return player;
};

const received = async (player: Player, kind: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, player.userId), eq(notifications.kind, kind)));

let seq = 0;
const topicId = () => 800_000 + Number(process.env.VITEST_POOL_ID ?? 0) * 10_000 + ++seq;

describe('broadcast quiet hours (08:00 to 24:00 operator time)', () => {
  it('holds a new topic published at night until 08:00, then sends it once', async () => {
    const player = await wantsEverything();
    const topic = { id: topicId(), name: 'Night topic', nameMm: 'ညဘက် ခေါင်းစဉ်' };
    const night = new Date('2026-11-22T20:00:00Z'); // 02:00 in Dhaka
    const at = { timeZone: tz, now: night };
    expect(await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, at))).toBe(0);
    // Published twice in the night (a retried import): still one queued broadcast.
    expect(await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, at))).toBe(0);
    expect(await received(player, 'new_topic')).toHaveLength(0);
    const job = await jobHistory(ctx.db, BROADCAST_JOB, `new-topic:${topic.id}`);
    expect(job?.runAt.toISOString()).toBe('2026-11-23T02:00:00.000Z'); // 08:00 in Dhaka

    await queue().runDue({ now: new Date('2026-11-23T01:59:00Z') });
    expect(await received(player, 'new_topic')).toHaveLength(0);
    await queue().runDue({ now: new Date('2026-11-23T02:00:00Z') });
    const sent = await received(player, 'new_topic');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ topic_id: topic.id, name: 'Night topic' });
    expect((await jobHistory(ctx.db, BROADCAST_JOB, `new-topic:${topic.id}`))?.status).toBe('done');

    // Announcing it again by day finds it sent: nobody gets it twice.
    const day = { timeZone: tz, now: new Date('2026-11-23T06:00:00Z') };
    expect(await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, day))).toBe(0);
    await queue().runDue({ now: new Date('2026-11-23T06:00:00Z') });
    expect(await received(player, 'new_topic')).toHaveLength(1);
  });

  it('holds the news of a tournament scheduled at night until 08:00', async () => {
    const player = await wantsEverything();
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'MEGA',
        name: `Dawn Cup ${topicId()}`,
        prize: '500 coins',
        startLocalTime: '10:00',
        weekday: 1,
        lengthMinutes: 60,
        duration: 300,
        questionCount: 5,
        chances: 2,
      })
      .returning();
    await scheduleTournaments(ctx, new Date('2026-11-29T19:30:00Z')); // Monday 01:30 in Dhaka
    const [made] = await ctx.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.templateId, template!.id));
    expect(made).toBeDefined();
    const mine = async () =>
      (await received(player, 'new_tournament')).filter((n) => n.data?.tournament_id === made!.id);
    expect(await mine()).toHaveLength(0);
    await queue().runDue({ now: new Date('2026-11-30T02:00:00Z') }); // 08:00 in Dhaka
    expect(await mine()).toHaveLength(1);
  });

  it('sends the daily update only inside the broadcast hours', async () => {
    const player = await wantsEverything();
    expect(await sendDailyUpdate(ctx, new Date('2026-12-01T01:00:00Z'))).toBe(0); // 07:00
    expect(await received(player, 'daily_update')).toHaveLength(0);
    await sendDailyUpdate(ctx, new Date('2026-12-01T04:00:00Z')); // 10:00
    await sendDailyUpdate(ctx, new Date('2026-12-01T17:55:00Z')); // 23:55, the same day
    expect(await received(player, 'daily_update')).toHaveLength(1);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'sends a held broadcast once when several processes run the queue at 08:00 (PostgreSQL)',
    async () => {
      const player = await wantsEverything();
      const topic = { id: topicId(), name: 'Raced topic', nameMm: null };
      const night = { timeZone: tz, now: new Date('2026-11-24T20:00:00Z') };
      await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, night));
      const morning = new Date('2026-11-25T02:00:00Z');
      await Promise.all(Array.from({ length: 4 }, () => queue().runDue({ now: morning })));
      expect(await received(player, 'new_topic')).toHaveLength(1);
    },
  );
});
