import { describe, expect, it } from 'vitest';

import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import {
  endOtherSessions,
  endOwnSession,
  endStaffSessions,
  listAudit,
  listOwnSessions,
  listStaff,
  me as meRoute,
} from '@contract/routes/console';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

describe("a member's sessions", () => {
  it('lists their open sessions with this one marked, and ends one or all the others, audited', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    // Besides the session that replaced the one-time password (tests/helpers/console.ts):
    const desk = await signInStaff(app, invited.email, invited.password);
    const laptop = await signInStaff(app, invited.email, invited.password);
    const phone = await signInStaff(app, invited.email, invited.password);

    const list = async () => (await desk.call(listOwnSessions)).body.data.sessions;
    const open = await list();
    expect(open).toHaveLength(4);
    expect(open.filter((s) => s.current)).toHaveLength(1);
    expect(open.map((s) => s.id)).toEqual([...open.map((s) => s.id)].sort((a, b) => b - a));
    for (const s of open) {
      expect(s.address).toBe('127.0.0.1');
      expect(Date.parse(s.created_at)).not.toBeNaN();
      expect(Date.parse(s.last_used_at)).not.toBeNaN();
    }
    const mine = open.find((s) => s.current)!;
    const newest = open[0]!;
    expect(newest.id).not.toBe(mine.id);

    // The newest (the phone's) ends: only it.
    const ended = await desk.call(endOwnSession, { params: { id: newest.id } });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await phone.call(meRoute)).status).toBe(401);
    expect((await laptop.call(meRoute)).status).toBe(200);
    expect((await list()).map((s) => s.id)).not.toContain(newest.id);
    // Over already, or someone else's: not found, nothing ended.
    expect((await desk.call(endOwnSession, { params: { id: newest.id } })).status).toBe(404);
    const adminsOwn = (await admin.call(listOwnSessions)).body.data.sessions.find(
      (s) => s.current,
    )!;
    expect((await desk.call(endOwnSession, { params: { id: adminsOwn.id } })).status).toBe(404);
    expect((await admin.call(meRoute)).status).toBe(200);

    const others = await desk.call(endOtherSessions);
    expect(others.body.data).toEqual({ ended: 2 });
    expect((await laptop.call(meRoute)).status).toBe(401);
    expect((await list()).map((s) => s.id)).toEqual([mine.id]);

    const audit = await admin.call(listAudit, {
      query: { target: `staff:${invited.id}`, per_page: 50 },
    });
    const actions = audit.body.data.entries
      .filter((e) => e.action.startsWith('staff.session'))
      .map((e) => [e.action, e.staff_email]);
    expect(actions).toEqual([
      ['staff.sessions_end_others', invited.email],
      ['staff.session_end', invited.email],
    ]);
  });

  it('lets an admin end every session of another member, with the reason; the list counts them', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'support');
    const one = await signInStaff(app, invited.email, invited.password);
    const two = await signInStaff(app, invited.email, invited.password);
    const count = async () =>
      (await admin.call(listStaff)).body.data.staff.find((s) => s.id === invited.id)!
        .active_sessions;
    // Theirs and the one that replaced the one-time password (tests/helpers/console.ts).
    expect(await count()).toBe(3);

    const params = { id: invited.id };
    expect((await admin.callRaw(endStaffSessions, { params, body: {} })).status).toBe(422);
    expect(
      (await one.call(endStaffSessions, { params, body: { reason: 'Not mine' } })).status,
    ).toBe(403);
    expect(
      (
        await admin.call(endStaffSessions, {
          params: { id: admin.me.id },
          body: {
            reason: 'Myself',
          },
        })
      ).status,
    ).toBe(409);
    const ended = await admin.call(endStaffSessions, {
      params,
      body: {
        reason: 'Laptop left at the office',
      },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data.staff.active_sessions).toBe(0);
    expect((await one.call(meRoute)).status).toBe(401);
    expect((await two.call(meRoute)).status).toBe(401);
    expect(await count()).toBe(0);

    const audit = await admin.call(listAudit, {
      query: { target: `staff:${invited.id}`, action: 'staff.sessions_end' },
    });
    expect(audit.body.data.entries).toMatchObject([
      {
        staff_email: 'admin@example.com',
        reason: 'Laptop left at the office',
        before: { active_sessions: 3 },
        after: { active_sessions: 0 },
      },
    ]);
  });
});
