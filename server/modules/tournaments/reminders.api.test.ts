import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { tournaments } from '../../tables';
import { createJobQueue } from '../../scheduled-work';
import { type Player, signIn } from '../../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { createTournament } from '../../../tests/helpers/factories';
import { jobHistory } from '../../../tests/helpers/jobs';
import { notificationsIn } from '../../../tests/helpers/notifications';
import {
  megaTournaments,
  publicMegaTournaments,
  tournamentDetails,
  tournamentReminder,
  upcomingTournaments,
} from '@contract/routes/tournaments';
import { call, refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const remind = (p: Player, tournamentId: number, on: boolean) =>
  p.call(tournamentReminder, {
    body: {
      tournament_id: tournamentId,
      remind: on,
    },
  });

const remindersOf = async (p: Player, lang: 'en' | 'mm' = 'en') =>
  (await notificationsIn(app, p, lang)).body.data.notifications.filter(
    (n) => n.kind === 'tournament_reminder',
  );

const upcomingIn = (startsIn: number) =>
  createTournament(ctx, {
    type: 'MEGA',
    name: 'Evening Cup',
    nameMm: 'ညနေ ဖလား',
    startTime: new Date(Date.now() + startsIn),
    endTime: new Date(Date.now() + startsIn + HOUR),
  });

const codeOf = (res: { body: { data: unknown } }) => refusalOf(res).code;

describe('upcoming tournaments', () => {
  it('are listed for a player when they start within 24 hours, after the running ones', async () => {
    const running = await createTournament(ctx, { type: 'MEGA' });
    const soon = await upcomingIn(2 * HOUR);
    const later = await upcomingIn(30 * HOUR);
    const p = await signIn(app, config);

    const mega = (await p.call(megaTournaments)).body.data.tournaments;
    const ids = mega.map((t) => t.id);
    expect(ids).toContain(running.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(soon.id));
    const card = mega.find((t) => t.id === soon.id)!;
    expect(card.status).toBe('upcoming');
    expect(card.starts_in).toBeGreaterThan(2 * 3600 - 60);
    expect(card.starts_in).toBeLessThanOrEqual(2 * 3600);

    // The visitor's home keeps to what can be played now.
    const visitor = await call(app, publicMegaTournaments);
    expect(visitor.body.data.tournaments.map((t) => t.id)).not.toContain(soon.id);

    const upcoming = await p.call(upcomingTournaments, { query: { type: 'MEGA' } });
    expect(upcoming.status).toBe(200);
    const listed = upcoming.body.data.tournaments.map((t) => t.id);
    expect(listed).toContain(soon.id);
    expect(listed).not.toContain(running.id);
    expect(listed).not.toContain(later.id);
    expect(upcoming.body.data.tournaments.find((t) => t.id === soon.id)).toMatchObject({
      status: 'upcoming',
      reminded: false,
    });
    // Bad input on purpose: an input the route's types refuse.
    expect((await p.callRaw(upcomingTournaments, { query: { type: 'WEEKLY' } })).status).toBe(422);
  });
});

describe('tournament reminders', () => {
  it('notify once at start − 10 min by the queue’s clock, in the reader’s language, never a turned-off one', async () => {
    const t = await upcomingIn(2 * HOUR);
    const start = t.startTime.getTime();
    const [keen, changedMind, inMyanmar] = await Promise.all([
      signIn(app, config),
      signIn(app, config),
      signIn(app, config, { language: 'mm' }),
    ]);

    for (let i = 0; i < 2; i++) {
      const on = await remind(keen, t.id, true);
      expect(on.status).toBe(200);
      expect(on.body.data).toEqual({
        tournament_id: t.id,
        reminded: true,
        remind_at: new Date(start - 10 * MINUTE).toISOString(),
      });
    }
    expect((await remind(inMyanmar, t.id, true)).status).toBe(200);
    expect((await remind(changedMind, t.id, true)).status).toBe(200);
    const off = await remind(changedMind, t.id, false);
    expect(off.body.data).toEqual({ tournament_id: t.id, reminded: false, remind_at: null });

    const details = await keen.call(tournamentDetails, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(details.body.data.tournament.reminded).toBe(true);
    const listed = await changedMind.call(upcomingTournaments, { query: { type: 'MEGA' } });
    expect(listed.body.data.tournaments.find((x) => x.id === t.id)?.reminded).toBe(false);

    await createJobQueue(ctx).runDue({ now: new Date(start - 11 * MINUTE) });
    expect(await remindersOf(keen)).toEqual([]);

    // Two processes polling the queue at the same moment: one of them sends it.
    const at = new Date(start - 10 * MINUTE);
    await Promise.all([
      createJobQueue(ctx).runDue({ now: at }),
      createJobQueue(anotherProcess(ctx)).runDue({ now: at }),
    ]);
    await createJobQueue(ctx).runDue({ now: new Date(start - 5 * MINUTE) });

    const sent = await remindersOf(keen);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: 'Evening Cup starts in 10 minutes',
      link: `/tournament-details?tournament_id=${t.id}`,
    });
    expect(await remindersOf(changedMind)).toEqual([]);
    const [mm] = await remindersOf(inMyanmar, 'mm');
    expect(mm?.title).toBe('ညနေ ဖလား ၁၀ မိနစ်အကြာတွင် စတင်မည်');

    const job = await jobHistory(
      ctx.db,
      'tournaments.reminders',
      `${t.id}:${t.startTime.toISOString()}`,
    );
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('follow a start the console moved, and go with a cancelled tournament', async () => {
    const moved = await upcomingIn(2 * HOUR);
    const cancelled = await upcomingIn(2 * HOUR);
    const p = await signIn(app, config);
    expect((await remind(p, moved.id, true)).status).toBe(200);
    expect((await remind(p, cancelled.id, true)).status).toBe(200);

    const newStart = new Date(moved.startTime.getTime() + HOUR);
    await ctx.db
      .update(tournaments)
      .set({ startTime: newStart, endTime: new Date(newStart.getTime() + HOUR) })
      .where(eq(tournaments.id, moved.id));
    await ctx.db.delete(tournaments).where(eq(tournaments.id, cancelled.id));

    await createJobQueue(ctx).runDue({
      now: new Date(moved.startTime.getTime() - 10 * MINUTE),
    });
    expect(await remindersOf(p)).toEqual([]);
    await createJobQueue(ctx).runDue({ now: new Date(newStart.getTime() - 10 * MINUTE) });
    const sent = await remindersOf(p);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toBe(`/tournament-details?tournament_id=${moved.id}`);
    const gone = await jobHistory(
      ctx.db,
      'tournaments.reminders',
      `${cancelled.id}:${cancelled.startTime.toISOString()}`,
    );
    expect(gone).toMatchObject({ status: 'done', lastError: null });
  });

  it('are refused within 10 minutes of the start or after it, with a clear code, and change nothing', async () => {
    const close = await upcomingIn(5 * MINUTE);
    const running = await createTournament(ctx, { type: 'MEGA' });
    const p = await signIn(app, config);
    for (const t of [close, running]) {
      const res = await remind(p, t.id, true);
      expect(res.status).toBe(409);
      expect(codeOf(res)).toBe('reminder_closed');
      // Off is always allowed (nothing to turn off: still a success).
      expect((await remind(p, t.id, false)).body.data.reminded).toBe(false);
    }
    expect(
      (
        await p.call(tournamentDetails, {
          body: {
            tournament_id: close.id,
          },
        })
      ).body.data.tournament.reminded,
    ).toBe(false);
    expect((await remind(p, 999_999, true)).status).toBe(404);
    // Bad input on purpose: an input the route's types refuse.
    const bad = await p.callRaw(tournamentReminder, {
      body: { tournament_id: close.id, remind: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(refusalOf(bad).errors!).toHaveProperty('remind');
  });
});
