import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heldBroadcasts, notifications, tournamentTemplates, tournaments } from '../../tables';
import { JobQueue } from '../../jobs/queue';
import { scheduleTournaments } from '../tournaments/schedule';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { jobHistory } from '../../../tests/helpers/jobs';
import { notificationIn } from '../../../tests/helpers/notifications';
import {
  broadcastNewTopic,
  broadcastNewTournament,
  newTournamentKey,
  withdrawBroadcast,
} from './broadcast';
import { HELD_BROADCASTS_JOB } from './held';
import { registerBroadcastJobs, sendDailyUpdate } from './daily-update';
import { saveSettings } from '@contract/routes/users';

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
  expect((await player.call(saveSettings, { body: settings })).status).toBe(200);
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
    const jobKey = `new-topic:${topic.id}@2026-11-23T02:00:00.000Z`; // 08:00 in Dhaka
    const job = await jobHistory(ctx.db, HELD_BROADCASTS_JOB, jobKey);
    expect(job?.runAt.toISOString()).toBe('2026-11-23T02:00:00.000Z');

    await queue().runDue({ now: new Date('2026-11-23T01:59:00Z') });
    expect(await received(player, 'new_topic')).toHaveLength(0);
    await queue().runDue({ now: new Date('2026-11-23T02:00:00Z') });
    const sent = await received(player, 'new_topic');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ topic_id: topic.id, name: 'Night topic' });
    expect((await jobHistory(ctx.db, HELD_BROADCASTS_JOB, jobKey))?.status).toBe('done');

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

  it('at 08:00 drops what went stale in the night and merges the rest into one notification per kind', async () => {
    const player = await wantsEverything();
    const dhaka = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00+06:00`);
    const night = { timeZone: tz, now: dhaka('01:00') };
    const cup = (name: string, from: string, to: string) => ({
      id: topicId(),
      type: 'DAILY',
      name,
      nameMm: `${name} (မြန်မာ)`,
      prize: '100 coins',
      prizeMm: null,
      startTime: dhaka(from),
      endTime: dhaka(to),
    });
    const flash = cup('Flash Cup', '07:00', '07:45'); // ended before 08:00
    const halfOver = cup('Dawn Cup', '06:00', '08:30'); // past half its window at 08:00 (07:15)
    const morning = cup('Morning Cup', '07:30', '10:30'); // half at 09:00: still news
    const evening = cup('Evening Cup', '18:00', '19:00');
    const cancelled = cup('Cancelled Cup', '12:00', '13:00');
    const topics = [
      { id: topicId(), name: 'Rivers', nameMm: 'မြစ်များ' },
      { id: topicId(), name: 'Hills', nameMm: null },
    ];
    await ctx.db.transaction(async (tx) => {
      for (const t of [flash, halfOver, morning, evening, cancelled])
        expect(await broadcastNewTournament(tx, t, night)).toBe(0);
      for (const t of topics) expect(await broadcastNewTopic(tx, t, night)).toBe(0);
      // Called off before the morning: its held notice goes with it.
      await withdrawBroadcast(tx, newTournamentKey(cancelled.id));
    });
    expect(await received(player, 'new_tournament')).toEqual([]);

    // Each held broadcast has its 08:00 job; the first to run sends them all, the rest find none.
    await queue().runDue({ now: dhaka('08:00') });
    expect(await received(player, 'new_tournament')).toEqual([]);
    expect(await received(player, 'new_topic')).toEqual([]);
    const tournamentsSent = await received(player, 'new_tournaments');
    expect(tournamentsSent).toHaveLength(1);
    expect(tournamentsSent[0]!.data).toMatchObject({
      count: 2,
      items: [
        { tournament_id: morning.id, name: 'Morning Cup' },
        { tournament_id: evening.id, name: 'Evening Cup' },
      ],
    });
    expect(await notificationIn(app, player, 'en', 'new_tournaments')).toEqual({
      title: '2 new tournaments',
      body: 'Morning Cup and Evening Cup. Play them and win.',
    });
    expect(await notificationIn(app, player, 'mm', 'new_tournaments')).toEqual({
      title: 'ပြိုင်ပွဲအသစ် ၂ ခု',
      body: 'Morning Cup (မြန်မာ)၊ Evening Cup (မြန်မာ)။ ကစားပြီး ဆုရယူပါ။',
    });
    expect(await notificationIn(app, player, 'en', 'new_topics')).toEqual({
      title: '2 new topics',
      body: 'Test what you know about Rivers and Hills.',
    });
    expect(await received(player, 'new_topics')).toHaveLength(1);
    expect(await ctx.db.select().from(heldBroadcasts)).toEqual([]);

    // Announced again by day (a re-run of the scheduler): sent already, nobody hears twice.
    const day = { timeZone: tz, now: dhaka('09:00') };
    expect(await ctx.db.transaction((tx) => broadcastNewTournament(tx, morning, day))).toBe(0);
    expect(await received(player, 'new_tournament')).toEqual([]);
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
