import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentQuestions, tournamentTemplates, tournaments } from '../../tables';
import { occurrences, scheduleTournaments } from './schedule';
import { request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic, createTournament } from '../../../tests/helpers/factories';
import {
  dailyTournaments,
  finishedTournaments,
  megaTournaments,
  publicDailyTournaments,
  publicMegaTournaments,
  runningTournaments,
  startTournament,
  submitTournamentAnswer,
  tournamentDetails,
  tournamentFiftyFifty,
  tournamentGame,
  tournamentGetAnswer,
  tournamentRanking,
} from '@contract/routes/tournaments';
import { call, callRaw, pathOf, type RawInput, refusalOf } from '../../../tests/helpers/call';
import { partsOf, searchOf, type Route } from '@contract/endpoint';

const { app, ctx, config } = await useTestApp();

describe('running tournament lists', () => {
  it('lists the tournaments running now, then those starting within 24 hours, of the asked type', async () => {
    const running = await createTournament(ctx, {
      type: 'DAILY',
      imageUrl: '/media/tournaments/x.svg',
    });
    const noImage = await createTournament(ctx, { type: 'DAILY', imageUrl: null });
    const over = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() - 7_200_000),
      endTime: new Date(Date.now() - 60_000),
    });
    const future = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() + 60_000),
      endTime: new Date(Date.now() + 7_200_000),
    });
    const mega = await createTournament(ctx, { type: 'MEGA' });
    const player = await signIn(app, config);

    const daily = await player.call(dailyTournaments);
    expect(daily.status).toBe(200);
    const ids = daily.body.data.tournaments.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, noImage.id]));
    expect(ids).not.toContain(over.id);
    expect(ids).not.toContain(mega.id);
    // The one starting in a minute comes after the running ones, as upcoming.
    expect(ids.indexOf(future.id)).toBeGreaterThan(ids.indexOf(running.id));
    expect(daily.body.data.tournaments.find((t) => t.id === future.id)).toMatchObject({
      status: 'upcoming',
      starts_in: expect.any(Number),
    });
    const card = daily.body.data.tournaments.find((t) => t.id === running.id)!;
    expect(card.time_left).toBeGreaterThan(3500);
    expect(card.time_left).toBeLessThanOrEqual(3600);
    expect(daily.body.data.tournaments.find((t) => t.id === noImage.id)!.tournament_image).toBe('');

    const megaList = await player.call(megaTournaments);
    expect(megaList.body.data.tournaments.map((t) => t.id)).toContain(mega.id);

    const pub = await call(app, publicDailyTournaments);
    expect(pub.status).toBe(200);
    expect(pub.body.data.tournaments.map((t) => t.id)).toContain(running.id);
    expect(pub.body.data.tournaments.map((t) => t.id)).not.toContain(future.id);
  });

  it('serves only the running lists under /api/public: playing needs the signed-in API', async () => {
    const t = await createTournament(ctx, { type: 'DAILY' });
    const player = await signIn(app, config);
    const personal: Array<[Route, RawInput]> = [
      [runningTournaments, { query: { type: 'DAILY' } }],
      [finishedTournaments, { query: { type: 'DAILY' } }],
      [tournamentDetails, { body: { tournament_id: t.id } }],
      [tournamentRanking, { body: { tournament_id: t.id, page: 1, per_page: 10 } }],
      [startTournament, { body: { tournament_id: t.id } }],
      [tournamentGame, { params: { game_id: 1 } }],
      [submitTournamentAnswer, { body: { game_id: 1, question_id: 1, answer_id: 1 } }],
      [tournamentFiftyFifty, { body: { game_id: 1, question_id: 1 } }],
      [tournamentGetAnswer, { body: { game_id: 1, question_id: 1 } }],
    ];
    for (const [route, input] of personal) {
      // The same path under /api/public, which no route has: a raw request.
      const { method } = partsOf(route);
      const url =
        pathOf(route, input.params).replace('/api/v2.0/', '/api/public/') + searchOf(input.query);
      for (const token of [undefined, player.token]) {
        const res = await request(app, method, url, { token, body: input.body });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
      // The route itself, on the signed-in API, refuses a visitor at the guard.
      const visitor = await callRaw(app, route, input);
      expect(visitor.status, route).toBe(401);
      expect(refusalOf(visitor).code).toBe('unauthorized');
    }
    for (const route of [publicDailyTournaments, publicMegaTournaments]) {
      expect((await call(app, route)).status, route).toBe(200);
    }
  });

  it("dates a tournament by the operator's days (Asia/Dhaka), not UTC's", async () => {
    const player = await signIn(app, config);
    const datesOf = async (id: number) => {
      const r = await player.call(tournamentDetails, {
        body: {
          tournament_id: id,
        },
      });
      expect(r.status).toBe(200);
      const { start_date, end_date } = r.body.data.tournament;
      return [start_date, end_date];
    };
    // A whole Dhaka day, 23 November 00:00 to 24 November 00:00: in UTC, 22 Nov 18:00 to 23 Nov
    // 18:00, which UTC dates would show as "2026-11-22 to 2026-11-23".
    const wholeDay = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date('2026-11-22T18:00:00Z'),
      endTime: new Date('2026-11-23T18:00:00Z'),
    });
    expect(await datesOf(wholeDay.id)).toEqual(['2026-11-23', '2026-11-23']);
    // The evening daily, 18:00 to 06:00 in Dhaka, spans two local days (one in UTC).
    const evening = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date('2026-11-23T12:00:00Z'),
      endTime: new Date('2026-11-24T00:00:00Z'),
    });
    expect(await datesOf(evening.id)).toEqual(['2026-11-23', '2026-11-24']);

    // The running list carries the same fields.
    const running = await createTournament(ctx, { type: 'MEGA' });
    const mega = await player.call(megaTournaments);
    const card = mega.body.data.tournaments.find((t) => t.id === running.id)!;
    expect(card.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('tournament scheduler', () => {
  it('creates each template occurrence once, with a fixed question set, even when run concurrently', async () => {
    await createTopic(ctx, { questionCount: 12 });
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'DAILY',
        name: 'Sched test',
        startLocalTime: '00:00',
        lengthMinutes: 1440,
        duration: 300,
        questionCount: 5,
        chances: 2,
      })
      .returning();
    const now = new Date('2026-11-22T10:00:00Z');
    await Promise.all([
      scheduleTournaments(ctx, now),
      scheduleTournaments(ctx, now),
      scheduleTournaments(ctx, now),
    ]);
    await scheduleTournaments(ctx, now);
    const made = await ctx.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.templateId, template!.id));
    // Today's (running) and tomorrow's (starting within 24 h).
    expect(made).toHaveLength(2);
    const starts = made.map((t) => t.startTime.toISOString()).sort();
    // Midnight in Asia/Dhaka (UTC+6) is 18:00 UTC the day before.
    expect(starts).toEqual(['2026-11-21T18:00:00.000Z', '2026-11-22T18:00:00.000Z']);
    const qs = await ctx.db
      .select()
      .from(tournamentQuestions)
      .where(eq(tournamentQuestions.tournamentId, made[0]!.id));
    expect(qs).toHaveLength(5);
  });

  it('places weekly tournaments on their weekday in the operator time zone', () => {
    const template = {
      id: 1,
      type: 'MEGA' as const,
      name: 'M',
      nameMm: null,
      captionMm: null,
      prizeMm: null,
      caption: '',
      prize: '',
      imageUrl: null,
      startLocalTime: '00:00',
      weekday: 0,
      lengthMinutes: 7 * 1440,
      duration: 600,
      questionCount: 30,
      chances: 5,
      active: true,
      topicIds: [],
    };
    // Sunday 2026-11-22 00:00 in Dhaka = 2026-11-21T18:00Z.
    const occ = occurrences(template, new Date('2026-11-25T12:00:00Z'), 'Asia/Dhaka');
    expect(occ.map((o) => o.start.toISOString())).toEqual(['2026-11-21T18:00:00.000Z']);
  });
});

describe('tournaments in Myanmar', () => {
  it('answers with the Myanmar name, caption and prize when the app asks for Myanmar', async () => {
    const t = await createTournament(ctx, {
      type: 'MEGA',
      name: 'Mega Cup',
      prize: '100 LKR',
      nameMm: 'မီဂါ ဖလား',
      prizeMm: '၁၀၀ MMK',
    });
    const mm = await call(app, publicMegaTournaments, { headers: { 'accept-language': 'my' } });
    const card = mm.body.data.tournaments.find((c) => c.id === t.id);
    expect(card).toMatchObject({ name: 'မီဂါ ဖလား', prize: '၁၀၀ MMK' });
    const en = await call(app, publicMegaTournaments);
    expect(en.body.data.tournaments.find((c) => c.id === t.id)?.name).toBe('Mega Cup');
  });
});
