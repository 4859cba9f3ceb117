import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZTemplateFields, type TournamentChange } from '@contract/console-events';

import {
  auditLog,
  notifications,
  questions,
  games,
  tournamentEntries,
  tournamentFlags,
  tournamentQuestions,
  tournamentTemplates,
  tournaments,
} from '../../tables';
import { localClock } from '../../lib/time';
import { deliveryTime } from '../notifications';
import { endTournaments } from '../tournaments/end';
import { scheduleTournaments } from '../tournaments';
import { localOf } from '../tournaments/admin-view';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { createTopic, createTournament } from '../../../tests/helpers/factories';
import { ensureDevAdmin } from '../console/staff';
import {
  cancelTournament,
  createTournament as createTournamentRoute,
  endedTournaments,
  getTournament,
  listConsolePacks,
  listTournamentTemplates,
  markPrizeDelivered,
  tournamentCalendar,
  tournamentResults,
  tournamentWinners,
  updateTournament,
  updateTournamentTemplate,
} from '@contract/routes/console-events';
import { dismissFlag } from '@contract/routes/console-fairplay';
import { notifications as notificationsRoute } from '@contract/routes/notifications';
import { tournamentDetails } from '@contract/routes/tournaments';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

const ZAWGYI = 'ေက်ာ္ေက်ာ္';
const UNICODE = 'ကျော်ကျော်';

let editor: Staff;
let analyst: Staff;
let support: Staff;
let topicId = 0;

beforeAll(async () => {
  const admin = await signInDevAdmin(app);
  const as = async (role: 'editor' | 'analyst' | 'support') => {
    const m = await inviteStaff(admin, role);
    return signInStaff(app, m.email, m.password);
  };
  [editor, analyst, support] = await Promise.all([as('editor'), as('analyst'), as('support')]);
  topicId = (await createTopic(ctx, { questionCount: 12 })).id;
});

const tz = config.timezone;
const oneOff = (
  overrides: Partial<TournamentChange> = {},
): TournamentChange & { reason: string } => ({
  type: 'DAILY',
  name: 'Friday Special',
  name_mm: ZAWGYI,
  caption: 'One evening only',
  caption_mm: '',
  prize: '500 LKR top-up',
  prize_mm: '',
  image_url: '/media/tournaments/special.svg',
  duration: 300,
  question_count: 5,
  chances: 2,
  length_minutes: 60,
  topic_ids: [topicId],
  start_local: localOf(new Date(Date.now() + 2 * 3_600_000), tz),
  reason: 'Weekend promotion',
  ...overrides,
});

const auditRows = (action: string, target: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('one-off tournaments', () => {
  it('an editor schedules one that players see as upcoming, announced in their language', async () => {
    const player = await signIn(app, config);
    const res = await editor.call(createTournamentRoute, { body: oneOff() });
    expect(res.status, res.body.message).toBe(200);
    const t = res.body.data.tournament;
    expect(t).toMatchObject({ status: 'upcoming', template_id: null, name_mm: UNICODE });
    const id = t.id!;

    const questionsOf = await ctx.db
      .select({ topicId: questions.topicId })
      .from(tournamentQuestions)
      .innerJoin(questions, eq(questions.id, tournamentQuestions.questionId))
      .where(eq(tournamentQuestions.tournamentId, id));
    expect(questionsOf).toHaveLength(5);
    expect(new Set(questionsOf.map((q) => q.topicId))).toEqual(new Set([topicId]));

    const list = await player.call(notificationsRoute);
    const notice = list.body.data.notifications.find((n) => n.kind === 'new_tournament');
    // Between 00:00 and 08:00 operator time the announcement waits for 08:00 (quiet-hours tests).
    const quiet = deliveryTime(new Date(), config.timezone).getTime() > Date.now();
    if (!quiet) expect(notice?.link).toBe(`/tournament-details?tournament_id=${id}`);
    const details = await player.call(tournamentDetails, {
      body: {
        tournament_id: id,
      },
    });
    expect(details.body.data.tournament.status).toBe('upcoming');
    expect(details.body.data.tournament.starts_in).toBeGreaterThan(3600);

    const calendar = await analyst.call(tournamentCalendar);
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.tournaments.map((x) => x.id)).toContain(id);
    expect(await auditRows('tournament.create', `tournament:${id}`)).toHaveLength(1);
  });

  it('refuses a start in the past or unknown topics with 422 naming the field, writing nothing', async () => {
    const before = await ctx.db.select({ id: tournaments.id }).from(tournaments);
    const past = await editor.call(createTournamentRoute, {
      body: {
        ...oneOff({ start_local: localOf(new Date(Date.now() - 60_000), tz) }),
      },
    });
    expect(past.status).toBe(422);
    expect(refusalOf(past).errors!).toHaveProperty('start_local');
    const topics = await editor.call(createTournamentRoute, {
      body: {
        ...oneOff({ topic_ids: [999_999] }),
      },
    });
    expect(topics.status).toBe(422);
    expect(refusalOf(topics).errors!).toHaveProperty('topic_ids');
    expect(await ctx.db.select({ id: tournaments.id }).from(tournaments)).toHaveLength(
      before.length,
    );
  });

  it('edits and cancels before the start; after it, both are refused with 409 and nothing changes', async () => {
    const created = await editor.call(createTournamentRoute, { body: oneOff() });
    const id = created.body.data.tournament.id!;
    const edited = await editor.call(updateTournament, {
      params: { id },
      body: oneOff({ name: 'Friday Special II', chances: 3 }),
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data.tournament).toMatchObject({ name: 'Friday Special II', chances: 3 });
    expect(await auditRows('tournament.update', `tournament:${id}`)).toHaveLength(1);

    const cancelled = await editor.call(cancelTournament, {
      params: { id },
      body: {
        reason: 'Sponsor withdrew',
      },
    });
    expect(cancelled.status).toBe(200);
    expect((await editor.call(getTournament, { params: { id } })).status).toBe(404);
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.broadcastKey, `new-tournament:${id}`));
    expect(notices).toEqual([]);
    expect(await auditRows('tournament.cancel', `tournament:${id}`)).toHaveLength(1);

    const running = await createTournament(ctx, { type: 'DAILY' });
    const late = await editor.call(updateTournament, {
      params: { id: running.id },
      body: oneOff(),
    });
    expect(late.status).toBe(409);
    expect(refusalOf(late).code).toBe('tournament_started');
    expect(late.body.message).toBe(
      'A tournament can be changed or cancelled only before it starts',
    );
    const lateCancel = await editor.call(cancelTournament, {
      params: { id: running.id },
      body: {
        reason: 'Too late now',
      },
    });
    expect(lateCancel.status).toBe(409);
    const [still] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, running.id));
    expect(still).toEqual(running);
  });
});

describe('templates', () => {
  it('an edit changes the next scheduled occurrence, not the running one, and a cancelled occurrence stays cancelled', async () => {
    const now = new Date();
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'DAILY',
        name: 'Morning Daily',
        // Started an hour ago and runs two: one occurrence running, tomorrow's within a day.
        startLocalTime: localClock(new Date(now.getTime() - 3_600_000), tz),
        lengthMinutes: 120,
        duration: 300,
        questionCount: 10,
        chances: 3,
      })
      .returning();
    const id = template!.id;
    await scheduleTournaments(ctx);
    const occurrencesOf = () =>
      ctx.db
        .select()
        .from(tournaments)
        .where(eq(tournaments.templateId, id))
        .orderBy(tournaments.startTime);
    const [running, next] = await occurrencesOf();
    expect(running!.startTime.getTime()).toBeLessThan(now.getTime());
    expect(next!.startTime.getTime()).toBeGreaterThan(now.getTime());

    const res = await editor.call(updateTournamentTemplate, {
      params: { id },
      body: {
        name: 'Morning Daily+',
        name_mm: ZAWGYI,
        caption: '',
        caption_mm: '',
        prize: '1000 coins',
        prize_mm: '',
        image_url: '',
        duration: 240,
        question_count: 6,
        chances: 2,
        length_minutes: 120,
        topic_ids: [topicId],
        start_local_time: template!.startLocalTime,
        weekday: null,
        active: true,
        reason: 'Shorter mornings',
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const saved = res.body.data.templates.find((t) => t.id === id);
    expect(saved).toMatchObject({ name: 'Morning Daily+', name_mm: UNICODE, topic_ids: [topicId] });

    const [runningAfter, nextAfter] = await occurrencesOf();
    expect(runningAfter).toEqual(running);
    expect(nextAfter).toMatchObject({
      name: 'Morning Daily+',
      questionCount: 6,
      chances: 2,
      startTime: next!.startTime,
    });
    const drawn = await ctx.db
      .select({ topicId: questions.topicId })
      .from(tournamentQuestions)
      .innerJoin(questions, eq(questions.id, tournamentQuestions.questionId))
      .where(eq(tournamentQuestions.tournamentId, nextAfter!.id));
    expect(drawn.map((q) => q.topicId)).toEqual(Array(6).fill(topicId));
    expect(await auditRows('tournament_template.update', `tournament_template:${id}`)).toHaveLength(
      1,
    );

    // A mega needs its weekday; the refusal names the field.
    const [mega] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'MEGA',
        name: 'Weekly Mega',
        startLocalTime: '20:00',
        weekday: 5,
        lengthMinutes: 120,
        duration: 600,
        questionCount: 20,
        chances: 3,
        active: false,
      })
      .returning();
    const fields = ZTemplateFields.parse(saved);
    const noDay = await editor.call(updateTournamentTemplate, {
      params: { id: mega!.id },
      body: {
        ...fields,
        weekday: null,
        reason: 'Try without a day',
      },
    });
    expect(noDay.status).toBe(422);
    expect(refusalOf(noDay).errors!).toHaveProperty('weekday');

    // Cancelling the upcoming occurrence: the scheduler does not make it again.
    const cancel = await editor.call(cancelTournament, {
      params: { id: nextAfter!.id },
      body: {
        reason: 'Holiday',
      },
    });
    expect(cancel.status).toBe(200);
    await scheduleTournaments(ctx);
    expect((await occurrencesOf()).map((t) => t.id)).toEqual([running!.id]);
    const calendar = await editor.call(tournamentCalendar, { query: { days: 3 } });
    const projected = calendar.body.data.tournaments.filter((t) => t.template_id === id);
    expect(projected.map((t) => t.start_time)).not.toContain(nextAfter!.startTime.toISOString());
    expect(projected.some((t) => t.id === null)).toBe(true);
  });
});

describe('ended tournaments', () => {
  const endedWithPlayers = async () => {
    const t = await createTournament(ctx, { type: 'MEGA', prize: '1000 LKR' });
    const players = await Promise.all(Array.from({ length: 4 }, () => signIn(app, config)));
    await ctx.db.insert(tournamentEntries).values(
      players.map((p, i) => ({
        tournamentId: t.id,
        userId: p.userId,
        attempts: 1,
        bestScore: 400 - i * 100,
        bestFinishedAt: new Date(Date.now() - 60_000),
      })),
    );
    await ctx.db
      .update(tournaments)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, t.id));
    return { t, players };
  };

  it('before the end there are no results (409)', async () => {
    const t = await createTournament(ctx, { type: 'DAILY' });
    const res = await editor.call(tournamentResults, { params: { id: t.id } });
    expect(res.status).toBe(409);
    expect(refusalOf(res).code).toBe('tournament_not_ended');
    const deliver = await editor.call(markPrizeDelivered, {
      params: { id: t.id },
      body: {
        user_id: 1,
        reason: 'Handed over',
      },
    });
    expect(deliver.status).toBe(409);
  });

  it('shows the frozen ranking, the winners with MSISDNs, and records a delivery once, by whom and when', async () => {
    const { t, players } = await endedWithPlayers();
    await endTournaments(ctx);
    const results = await analyst.call(tournamentResults, { params: { id: t.id } });
    expect(results.status).toBe(200);
    expect(results.body.data.ranking.map((r) => [r.position, r.user_id])).toEqual(
      players.map((p, i) => [i + 1, p.userId]),
    );
    expect(results.body.data.tournament.frozen).toBe(true);

    // MSISDNs are for the editors who deliver prizes, not for analysts.
    expect((await analyst.call(tournamentWinners, { params: { id: t.id } })).status).toBe(403);
    const list = await editor.call(tournamentWinners, { params: { id: t.id } });
    expect(list.body.data.winners.map((w) => [w.position, w.msisdn, w.prize])).toEqual(
      players.slice(0, 3).map((p, i) => [i + 1, p.msisdn, '1000 LKR']),
    );

    const first = players[0]!;
    const deliver = () =>
      editor.call(markPrizeDelivered, {
        params: { id: t.id },
        body: { user_id: first.userId, reason: 'Top-up sent' },
      });
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = [a, b].find((r) => r.status === 200)!;
    expect(done.body.data.winner.delivered_by).toBe(editor.email);
    expect(Date.now() - Date.parse(done.body.data.winner.delivered_at!)).toBeLessThan(60_000);
    const again = [a, b].find((r) => r.status === 409)!;
    expect(refusalOf(again).code).toBe('prize_already_delivered');
    expect(again.body.message).toContain(editor.email);
    expect(await auditRows('tournament.prize_delivered', `tournament:${t.id}`)).toHaveLength(1);

    const notWinner = await editor.call(markPrizeDelivered, {
      params: { id: t.id },
      body: {
        user_id: players[3]!.userId,
        reason: 'Fourth place',
      },
    });
    expect(notWinner.status).toBe(404);
    const ended = await analyst.call(endedTournaments);
    expect(ended.body.data.tournaments.map((x) => x.id)).toContain(t.id);
  });
  it('refuses to mark delivered (409) while the winner has an open fair-play flag, until it is reviewed', async () => {
    const { t, players } = await endedWithPlayers();
    const first = players[0]!;
    // The winner's attempt, finished and flagged as too fast to be read.
    const [game] = await ctx.db
      .insert(games)
      .values({
        userId: first.userId,
        kind: 'tournament',
        tournamentId: t.id,
        status: 'finished',
        questionCount: 3,
        totalCorrect: 3,
        finishedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await ctx.db.insert(tournamentFlags).values({
      gameId: game!.id,
      tournamentId: t.id,
      userId: first.userId,
      fastAnswers: 3,
      correctAnswers: 3,
      spreadMs: 10,
      suspicion: 100,
    });
    await endTournaments(ctx);

    const list = await editor.call(tournamentWinners, { params: { id: t.id } });
    expect(list.body.data.winners.map((w) => [w.user_id, w.open_flags])).toEqual(
      players.slice(0, 3).map((p, i) => [p.userId, i === 0 ? 1 : 0]),
    );
    const deliver = () =>
      editor.call(markPrizeDelivered, {
        params: { id: t.id },
        body: {
          user_id: first.userId,
          reason: 'Top-up sent',
        },
      });
    const held = await deliver();
    expect([held.status, held.body.data]).toEqual([409, { code: 'prize_held_for_review' }]);
    expect(held.body.message).toContain('fair-play');
    expect(await auditRows('tournament.prize_delivered', `tournament:${t.id}`)).toEqual([]);

    const dismissed = await editor.call(dismissFlag, {
      params: { id: game!.id },
      body: { reason: 'A quick reader: checked the recording' },
    });
    expect(dismissed.status).toBe(200);
    expect((await deliver()).status).toBe(200);
  });
});

describe('roles', () => {
  it('support is refused everything (403); analysts read but do not write; a player token is 401', async () => {
    for (const route of [tournamentCalendar, listTournamentTemplates, listConsolePacks]) {
      expect((await support.call(route)).status, route).toBe(403);
      expect((await analyst.call(route)).status, route).toBe(200);
    }
    const write = await analyst.call(createTournamentRoute, { body: oneOff() });
    expect(write.status).toBe(403);
    const player = await signIn(app, config);
    expect((await player.call(tournamentCalendar)).status).toBe(401);
  });
});
