import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  notifications,
  promotions,
  tournamentTemplates,
  tournaments,
  userSettings,
} from '../../tables';
import { sendDailyUpdate } from './daily-update';
import { scheduleTournaments } from '../tournaments/schedule';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { notificationIn, notificationsIn } from '../../../tests/helpers/notifications';
import { broadcast, broadcastNewTopic } from './broadcast';
import { type Notice, notifyPlayer } from './service';
import { type NotificationKind, type NotificationParams, renderNotification } from './texts';
import {
  markRead,
  notifications as notificationsRoute,
  promotions as promotionsRoute,
  unreadCount,
} from '@contract/routes/notifications';
import { saveSettings, settings as settingsRoute } from '@contract/routes/users';
import { call, refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
// Noon in Dhaka, inside the broadcast hours: a broadcast made then goes out at once.
const noon = { timeZone: config.timezone, now: new Date('2026-11-22T06:00:00Z') };

const listIn = (player: Player, lang: 'en' | 'mm') => notificationsIn(app, player, lang);

async function withSettings(settings: {
  daily_updates: boolean;
  new_topics: boolean;
  new_tournament: boolean;
}) {
  const player = await signIn(app, config);
  expect((await player.call(saveSettings, { body: settings })).status).toBe(200);
  return player;
}

const kindsOf = async (player: Player) =>
  (
    await ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, player.userId))
  )
    .map((r) => r.kind)
    .sort();

/** Parameters of each kind as their writers store them. */
const samples: { [K in NotificationKind]: NotificationParams[K] } = {
  tournament_result: {
    tournament_id: 7,
    rank: 3,
    score: 120,
    name: 'Cup',
    name_mm: 'ဖလား',
    prize: '10 coins',
    prize_mm: null,
  },
  new_tournament: {
    tournament_id: 8,
    type: 'DAILY',
    name: 'Cup',
    name_mm: null,
    prize: '10 coins',
    prize_mm: null,
    date: '2026-11-26',
    time: '18:00',
  },
  new_topic: { topic_id: 9, name: 'Rivers', name_mm: 'မြစ်များ' },
  new_tournaments: {
    count: 2,
    items: [
      { tournament_id: 8, name: 'Cup', name_mm: null },
      { tournament_id: 10, name: 'Flash Cup', name_mm: 'အမြန် ဖလား' },
    ],
  },
  new_topics: {
    count: 2,
    items: [
      { topic_id: 9, name: 'Rivers', name_mm: 'မြစ်များ' },
      { topic_id: 11, name: 'Hills', name_mm: null },
    ],
  },
  tournament_reminder: {
    tournament_id: 8,
    name: 'Cup',
    name_mm: 'ဖလား',
    time: '18:00',
    minutes: 10,
  },
  daily_update: { date: '2026-11-22' },
  friend_request_received: { user_id: 1, name: 'Su Su' },
  friend_request_accepted: { user_id: 1, name: 'Su Su' },
  challenge_received: { challenge_id: 1, name: 'Su Su', bet: 250, questions: 10, hours: 24 },
  challenge_accepted: { challenge_id: 1, name: 'Su Su', questions: 10, hours: 24 },
  challenge_rejected: { challenge_id: 1, name: 'Su Su', bet: 250 },
  challenge_expired: { challenge_id: 1, bet: 250 },
  challenge_settled: { challenge_id: 1, name: 'Su Su', outcome: 'loss', bet: 250 },
  pack_renewed: {
    bundle_id: 1,
    payment_id: 'p',
    title: 'Pack',
    title_mm: null,
    coins: 50,
    price_minor: 1000,
    currency: 'LKR',
  },
  pack_lapsed: { bundle_id: 1, payment_id: 'p', title: 'Pack', title_mm: null },
  pack_price_change: {
    bundle_id: 1,
    title: 'Pack',
    title_mm: null,
    price_minor: 1500,
    currency: 'LKR',
    date: '2026-12-01',
  },
  question_report_thanks: { question_id: 1, outcome: 'fixed' },
  battle_invite: { invite_id: 1, user_id: 1, name: 'Su Su', stake: 200, seconds: 60 },
  badge_earned: { badge_id: 1, name: 'First steps', name_mm: 'ပထမ ခြေလှမ်း' },
  level_up: { level: 3 },
  streak_reminder: { streak_days: 4 },
};

describe('broadcast notifications', () => {
  it('reach only players whose setting is on, once per key even when sent concurrently', async () => {
    const all = await withSettings({ daily_updates: true, new_topics: true, new_tournament: true });
    const none = await withSettings({
      daily_updates: false,
      new_topics: false,
      new_tournament: false,
    });
    const defaults = await signIn(app, config);
    const topicsOnly = await withSettings({
      daily_updates: false,
      new_topics: true,
      new_tournament: false,
    });

    const topic = { id: 900_001, name: 'Rivers 2026', nameMm: 'မြစ်များ' };
    const sent = await Promise.all([
      ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, noon)),
      ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, noon)),
    ]);
    // One run fanned out, the other found the key taken.
    expect(sent.filter((n) => n > 0)).toHaveLength(1);
    expect(await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, noon))).toBe(0);

    await sendDailyUpdate(ctx, new Date('2026-11-22T06:00:00Z')); // 12:00 in Dhaka
    await sendDailyUpdate(ctx, new Date('2026-11-22T07:00:00Z'));
    await sendDailyUpdate(ctx, new Date('2026-11-22T20:00:00Z')); // 02:00 next day: too early

    expect(await kindsOf(all)).toEqual(['daily_update', 'new_topic']);
    expect(await kindsOf(none)).toEqual([]);
    expect(await kindsOf(defaults)).toEqual(['new_topic']);
    expect(await kindsOf(topicsOnly)).toEqual(['new_topic']);

    // Someone who joins afterwards does not get old broadcasts.
    const late = await signIn(app, config);
    await ctx.db.transaction((tx) => broadcastNewTopic(tx, topic, noon));
    expect(await kindsOf(late)).toEqual([]);
  });

  it('the tournament scheduler tells players who want new tournaments, once per tournament', async () => {
    const wants = await withSettings({
      daily_updates: false,
      new_topics: false,
      new_tournament: true,
    });
    const doesNot = await withSettings({
      daily_updates: true,
      new_topics: true,
      new_tournament: false,
    });
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'MEGA',
        name: 'Notify Cup',
        nameMm: 'အသိပေး ဖလား',
        prize: '1000 coins',
        startLocalTime: '10:00',
        weekday: 0,
        lengthMinutes: 60,
        duration: 300,
        questionCount: 5,
        chances: 2,
      })
      .returning();
    const now = new Date('2026-11-22T03:00:00Z'); // Sunday 09:00 in Dhaka: starts in an hour
    await Promise.all([scheduleTournaments(ctx, now), scheduleTournaments(ctx, now)]);
    await scheduleTournaments(ctx, now);
    const made = await ctx.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.templateId, template!.id));
    expect(made).toHaveLength(1);

    const mine = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, wants.userId), eq(notifications.kind, 'new_tournament')));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toMatchObject({ tournament_id: made[0]!.id, name: 'Notify Cup' });
    expect(await kindsOf(doesNot)).not.toContain('new_tournament');

    const en = await listIn(wants, 'en');
    expect(en.body.data.notifications[0]).toMatchObject({
      kind: 'new_tournament',
      title: 'New mega tournament on Sun 22 Nov: Notify Cup',
      body: 'Starts Sun 22 Nov at 10:00. Play it and win. Prize: 1000 coins',
      read: false,
    });
    const mm = await listIn(wants, 'mm');
    expect(mm.body.data.notifications[0]!.title).toContain('အသိပေး ဖလား');
    // The day in Myanmar words and digits.
    expect(mm.body.data.notifications[0]!.title).toContain('တနင်္ဂနွေ၊ နိုဝင်ဘာ ၂၂');
    expect(mm.body.data.notifications[0]!.body).toContain('၁၀:၀၀');
    // Numbers in Myanmar digits for a Myanmar reader.
    expect(mm.body.data.notifications[0]!.body).toContain('၁၀၀၀');
    expect(mm.body.data.notifications[0]!.body).not.toMatch(/[0-9]/);

    // Cleanup for other tests: the template must not keep scheduling.
    await ctx.db
      .update(tournamentTemplates)
      .set({ active: false })
      .where(eq(tournamentTemplates.id, template!.id));
  });
});

describe('new daily tournament notices', () => {
  it("name the day, so today's and tomorrow's of one template read apart in en and mm", async () => {
    const wants = await withSettings({
      daily_updates: false,
      new_topics: false,
      new_tournament: true,
    });
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'DAILY',
        name: 'Twice Cup',
        nameMm: 'နှစ်ကြိမ် ဖလား',
        prize: '5 coins',
        startLocalTime: '18:00',
        lengthMinutes: 12 * 60,
        duration: 300,
        questionCount: 5,
        chances: 2,
      })
      .returning();
    // Thursday 26 November 20:00 in Dhaka: today's runs, tomorrow's 18:00 is within the lookahead.
    await scheduleTournaments(ctx, new Date('2026-11-26T14:00:00Z'));
    await ctx.db
      .update(tournamentTemplates)
      .set({ active: false })
      .where(eq(tournamentTemplates.id, template!.id));

    const titles = async (lang: 'en' | 'mm') =>
      (await listIn(wants, lang)).body.data.notifications
        .filter((n) => n.kind === 'new_tournament')
        .map((n) => n.title)
        .sort();
    expect(await titles('en')).toEqual([
      'New daily tournament on Fri 27 Nov: Twice Cup',
      'New daily tournament on Thu 26 Nov: Twice Cup',
    ]);
    const mm = await titles('mm');
    expect(mm).toHaveLength(2);
    expect(mm.some((t) => t.includes('ကြာသပတေး၊ နိုဝင်ဘာ ၂၆'))).toBe(true);
    expect(mm.some((t) => t.includes('သောကြာ၊ နိုဝင်ဘာ ၂၇'))).toBe(true);
  });
});

describe('v2.0/notifications', () => {
  it('lists newest first in the reader language, counts unread, marks read (own only)', async () => {
    const player = await signIn(app, config);
    const other = await signIn(app, config);
    const params = {
      tournament_id: 1,
      rank: 2,
      score: 450,
      name: 'Daily 7',
      name_mm: 'နေ့စဉ် ၇',
      prize: '50 coins',
      prize_mm: null,
    };
    const [oldRow] = await ctx.db
      .insert(notifications)
      .values({
        userId: player.userId,
        kind: 'tournament_result',
        title: 'stored',
        body: 'stored',
        data: params,
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    // Written by the tournament end job before notifications carried their parameters.
    const [legacy] = await ctx.db
      .insert(notifications)
      .values({
        userId: player.userId,
        kind: 'tournament_result',
        title: 'You placed 1st in Old Cup',
        body: 'Your best score was 9. Prize: -',
        data: { tournament_id: 2, rank: 1, score: 9 },
        createdAt: new Date(Date.now() - 120_000),
      })
      .returning();
    const [newRow] = await ctx.db
      .insert(notifications)
      .values({ userId: player.userId, kind: 'custom', title: 'Hello', body: 'World' })
      .returning();
    const [otherRow] = await ctx.db
      .insert(notifications)
      .values({ userId: other.userId, kind: 'custom', title: 'Theirs', body: 'x' })
      .returning();

    const en = await listIn(player, 'en');
    expect(en.status).toBe(200);
    expect(en.body.data.unread_count).toBe(3);
    expect(en.body.data.notifications.map((n) => n.id)).toEqual([
      newRow!.id,
      oldRow!.id,
      legacy!.id,
    ]);
    expect(en.body.data.notifications[2]!.title).toBe('You placed 1st in Old Cup');
    expect(en.body.data.notifications[1]).toMatchObject({
      title: 'You placed 2nd in Daily 7',
      body: 'Your best score was 450. Prize: 50 coins',
      read: false,
    });
    expect(Date.parse(en.body.data.notifications[1]!.datetime)).toBe(oldRow!.createdAt.getTime());
    const mm = await listIn(player, 'mm');
    expect(mm.body.data.notifications[1]!.title).toBe('နေ့စဉ် ၇ တွင် အဆင့် ၂ ရရှိခဲ့ပါသည်');
    expect(mm.body.data.notifications[1]!.body).toContain('၄၅၀');

    // Someone else's id is ignored, not an error (and it stays unread for them).
    const marked = await player.call(markRead, {
      body: {
        ids: [oldRow!.id, otherRow!.id],
      },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.unread_count).toBe(2);
    const count = await player.call(unreadCount);
    expect(count.body.data.unread_count).toBe(2);
    expect((await other.call(unreadCount)).body.data.unread_count).toBe(1);

    const list = await listIn(player, 'en');
    expect(list.body.data.notifications.find((n) => n.id === oldRow!.id)?.read).toBe(true);

    const all = await player.call(markRead, { body: {} });
    expect(all.body.data.unread_count).toBe(0);
    const rows = await ctx.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, [oldRow!.id, newRow!.id, legacy!.id]));
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
  });

  it('friend, challenge and pack rows stored before they carried parameters keep their English text', async () => {
    const player = await signIn(app, config);
    const legacy = [
      {
        kind: 'friend_request_received',
        title: 'Old Friend sent you a friend request',
        body: 'Accept it to become friends.',
        data: { user_id: 1 },
      },
      {
        kind: 'challenge_settled',
        title: 'You won your challenge with Old Friend',
        body: 'You won 1000 coins.',
        data: { challenge_id: 1 },
      },
      {
        kind: 'pack_lapsed',
        title: 'Daily Quiz Pack ended',
        body: 'We could not renew your Daily Quiz Pack.',
        data: { bundle_id: 1, payment_id: 'x' },
      },
    ];
    await ctx.db.insert(notifications).values(legacy.map((n) => ({ userId: player.userId, ...n })));
    for (const n of legacy) {
      expect(await notificationIn(app, player, 'en', n.kind)).toEqual({
        title: n.title,
        body: n.body,
      });
    }
    // Nothing to translate them from: the stored English, with the reader's digits.
    expect(await notificationIn(app, player, 'mm', 'challenge_settled')).toEqual({
      title: 'You won your challenge with Old Friend',
      body: 'You won ၁၀၀၀ coins.',
    });
  });

  it('notifyPlayer writes kind, params and English text; a nameless player is "a player" in each language', async () => {
    const player = await signIn(app, config);
    await ctx.db.transaction((tx) =>
      notifyPlayer(tx, {
        userId: player.userId,
        kind: 'friend_request_accepted',
        params: { user_id: 1, name: '' },
      }),
    );
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, player.userId));
    expect(row).toMatchObject({
      kind: 'friend_request_accepted',
      title: 'A player accepted your friend request',
      data: { user_id: 1, name: '' },
    });
    expect((await notificationIn(app, player, 'mm', 'friend_request_accepted'))?.title).toBe(
      'ကစားသူတစ်ဦး က သင့် သူငယ်ချင်း တောင်းဆိုချက်ကို လက်ခံလိုက်ပါပြီ',
    );
  });

  it('each row carries the in-app path of its subject, or null when it has none', async () => {
    const player = await signIn(app, config);
    const notices = Object.entries(samples).map(
      ([kind, params]) => ({ userId: player.userId, kind, params }) as Notice,
    );
    await ctx.db.transaction((tx) => notifyPlayer(tx, ...notices));
    // Older rows: a result without its tournament, and a kind this version does not know.
    await ctx.db.insert(notifications).values([
      {
        userId: player.userId,
        kind: 'tournament_result',
        title: 'Old',
        body: 'Old',
        data: { rank: 1 },
      },
      { userId: player.userId, kind: 'custom', title: 'Hello', body: 'World' },
    ]);

    const list = (await listIn(player, 'en')).body.data.notifications;
    const linkOf = (kind: string) => list.filter((n) => n.kind === kind).map((n) => n.link);
    expect(Object.fromEntries(Object.keys(samples).map((kind) => [kind, linkOf(kind)]))).toEqual({
      tournament_result: expect.arrayContaining(['/tournament-details?tournament_id=7', null]),
      new_tournament: ['/tournament-details?tournament_id=8'],
      new_topic: ['/topic-details?topic_id=9&topic=Top%20Topics&category_name='],
      new_tournaments: ['/dashboard'],
      new_topics: ['/quiz-home'],
      tournament_reminder: ['/tournament-details?tournament_id=8'],
      daily_update: [null],
      friend_request_received: ['/friends?type=incoming_requests'],
      friend_request_accepted: ['/friends?type=friends'],
      challenge_received: ['/challenge-list'],
      challenge_accepted: ['/challenge-list'],
      challenge_rejected: ['/challenge-list'],
      challenge_expired: ['/challenge-list'],
      challenge_settled: ['/challenge-list'],
      pack_renewed: ['/purchase-history'],
      pack_lapsed: ['/store'],
      pack_price_change: ['/purchase-history'],
      question_report_thanks: [null],
      battle_invite: ['/battle?invite=1'],
      badge_earned: ['/badges'],
      level_up: ['/profile'],
      streak_reminder: ['/dashboard'],
    });
    expect(linkOf('tournament_result')).toHaveLength(2);
    expect(linkOf('custom')).toEqual([null]);
  });

  it('every kind has English and Myanmar text; Myanmar with Myanmar digits only', () => {
    const myanmar = /[\u1000-\u109f]/;
    for (const [kind, data] of Object.entries(samples)) {
      const row = { kind, title: 'stored', body: 'stored', data };
      const en = renderNotification(row, 'en');
      const mm = renderNotification(row, 'mm');
      for (const text of [en.title, en.body]) {
        expect(text, kind).not.toMatch(myanmar);
        expect(text, kind).not.toBe('stored');
      }
      for (const text of [mm.title, mm.body]) {
        expect(text, kind).toMatch(myanmar);
        expect(text, kind).not.toMatch(/[0-9]/);
      }
    }
  });

  it('an empty list for a new player; bad mark-read input is a 422 that changes nothing', async () => {
    const player = await signIn(app, config);
    const empty = await listIn(player, 'en');
    expect(empty.body.data).toEqual({ notifications: [], unread_count: 0 });
    await ctx.db
      .insert(notifications)
      .values({ userId: player.userId, kind: 'custom', title: 'A', body: 'B' });
    for (const body of [
      { ids: [] },
      { ids: 'all' },
      { ids: [-1] },
      { ids: ['x'] },
      { ids: Array(101).fill(1) },
    ]) {
      // Bad input on purpose: an input the route's types refuse.
      const res = await player.callRaw(markRead, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refusalOf(res).errors ?? {})[0]).toMatch(/^ids/);
    }
    expect((await player.call(unreadCount)).body.data.unread_count).toBe(1);
    expect((await call(app, notificationsRoute)).status).toBe(401);
  });
});

describe('v2.0/promotions', () => {
  it('lists running promotions in the reader language and leaves out ended and future ones', async () => {
    const [running] = await ctx.db
      .insert(promotions)
      .values({
        title: 'Win 500 coins',
        body: 'Play 3 quizzes',
        titleMm: 'ဒင်္ဂါး 500 နိုင်ပါ',
        bodyMm: null,
        deliversAt: new Date(),
      })
      .returning();
    const [ended] = await ctx.db
      .insert(promotions)
      .values({
        title: 'Old',
        body: 'x',
        startsAt: new Date(Date.now() - 7_200_000),
        deliversAt: new Date(Date.now() - 7_200_000),
        endsAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [future] = await ctx.db
      .insert(promotions)
      .values({
        title: 'Soon',
        body: 'x',
        startsAt: new Date(Date.now() + 3_600_000),
        deliversAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const player = await signIn(app, config);
    const en = await player.call(promotionsRoute);
    expect(en.status).toBe(200);
    const ids = en.body.data.promotions.map((p) => p.id);
    expect(ids).toContain(running!.id);
    expect(ids).not.toContain(ended!.id);
    expect(ids).not.toContain(future!.id);
    expect(en.body.data.promotions.find((p) => p.id === running!.id)).toMatchObject({
      title: 'Win 500 coins',
      body: 'Play 3 quizzes',
    });
    const mm = await player.call(promotionsRoute, { headers: { 'accept-language': 'my' } });
    // Myanmar title with Myanmar digits; no Myanmar body, so the English one, digits converted.
    expect(mm.body.data.promotions.find((p) => p.id === running!.id)).toMatchObject({
      title: 'ဒင်္ဂါး ၅၀၀ နိုင်ပါ',
      body: 'Play ၃ quizzes',
    });
    expect((await call(app, promotionsRoute)).status).toBe(401);
  });
});

describe('settings rows', () => {
  it('a player whose settings row is missing gets the defaults back and broadcasts by them', async () => {
    const player = await signIn(app, config);
    await ctx.db.delete(userSettings).where(eq(userSettings.userId, player.userId));
    const res = await player.call(settingsRoute);
    expect(res.body.data.settings).toEqual({
      daily_updates: false,
      new_topics: true,
      new_tournament: true,
    });
    await ctx.db.transaction((tx) =>
      broadcast(tx, { kind: 'new_topic', key: 'new-topic:restored', params: { name: 'X' } }),
    );
    expect(await kindsOf(player)).toEqual(['new_topic']);
  });

  it('reading the settings writes no row, and each broadcast treats the missing row as the defaults', async () => {
    const player = await signIn(app, config);
    await ctx.db.delete(userSettings).where(eq(userSettings.userId, player.userId));
    const res = await player.call(settingsRoute);
    expect(res.status).toBe(200);
    expect(
      await ctx.db.select().from(userSettings).where(eq(userSettings.userId, player.userId)),
    ).toEqual([]);
    await ctx.db.transaction(async (tx) => {
      await broadcast(tx, { kind: 'new_tournament', key: 'new-tournament:rowless', params: {} });
      await broadcast(tx, { kind: 'daily_update', key: 'daily-update:rowless', params: {} });
    });
    // new_tournament is on by default, daily_updates off.
    expect(await kindsOf(player)).toEqual(['new_tournament']);
  });
});
