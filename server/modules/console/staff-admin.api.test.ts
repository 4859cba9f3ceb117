import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, staff } from '../../tables';
import { localDate } from '../../lib/time';
import { recordAudit } from './audit';
import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  listAudit,
  listStaff,
  me as meRoute,
} from '@contract/routes/console';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

describe('staff admin', () => {
  it('invites with a one-time password, changes the role, disables (ending sessions at once) and enables, each audited with its reason', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    expect(invited.oneTimePassword).toMatch(/^[\w-]{20}$/);
    const [stored] = await ctx.db.select().from(staff).where(eq(staff.id, invited.id));
    // The configured cost (tests lower it; production refuses below 2^17, config.test.ts).
    const n = 2 ** ctx.config.consolePasswordCost;
    expect(stored!.passwordHash.startsWith(`scrypt$${n}$8$1$`)).toBe(true);
    expect(stored!.passwordHash).not.toContain(invited.oneTimePassword);

    const editor = await signInStaff(app, invited.email, invited.password);
    expect(editor.me.role).toBe('editor');
    expect((await editor.call(listStaff)).status).toBe(403);

    const params = { id: invited.id };
    const noReason = await admin.callRaw(changeStaffRole, { params, body: { role: 'analyst' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data).toMatchObject({ code: 'validation_failed' });
    const changed = await admin.call(changeStaffRole, {
      params,
      body: {
        role: 'analyst',
        reason: 'Moves to reporting',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.staff.role).toBe('analyst');
    // The role is read at each request: the open session has the new one now.
    expect((await editor.call(meRoute)).body.data.role).toBe('analyst');

    const disabled = await admin.call(disableStaff, {
      params,
      body: { reason: 'Left the company' },
    });
    expect(disabled.status).toBe(200);
    expect((await editor.call(meRoute)).status).toBe(401);
    await expect(signInStaff(app, invited.email, invited.password)).rejects.toThrow(/401/);
    expect((await admin.call(enableStaff, { params, body: { reason: 'Came back' } })).status).toBe(
      200,
    );
    await signInStaff(app, invited.email, invited.password);

    const list = await admin.call(listStaff);
    expect(list.body.data.staff.find((s) => s.id === invited.id)).toMatchObject({
      email: invited.email,
      role: 'analyst',
      disabled: false,
    });

    const audit = await admin.call(listAudit, {
      query: { target: `staff:${invited.id}`, per_page: 20 },
    });
    expect(audit.status).toBe(200);
    const all = audit.body.data.entries;
    // Sign-ins are audited too: the one-time one, the editor's, the disabled one's, the last.
    expect(all.filter((e) => e.action.startsWith('staff.sign_in')).map((e) => e.action)).toEqual([
      'staff.sign_in',
      'staff.sign_in_failed',
      'staff.sign_in',
      'staff.sign_in',
    ]);
    const entries = all.filter((e) => !e.action.startsWith('staff.sign_in'));
    // The invited member replaced the one-time password (tests/helpers/console.ts) before the rest.
    expect(entries.map((e) => e.action)).toEqual([
      'staff.enable',
      'staff.disable',
      'staff.role',
      'staff.password_change',
      'staff.create',
    ]);
    expect(entries.map((e) => e.staff_email)).toEqual([
      'admin@example.com',
      'admin@example.com',
      'admin@example.com',
      invited.email,
      'admin@example.com',
    ]);
    expect(entries[2]).toMatchObject({
      target: `staff:${invited.id}`,
      before: { role: 'editor' },
      after: { role: 'analyst' },
      reason: 'Moves to reporting',
    });
    expect(Date.parse(entries[0]!.at)).not.toBeNaN();
  });

  it('refuses an admin changing or disabling their own account, and a second account with one email', async () => {
    const admin = await signInDevAdmin(app);
    const self = admin.me.id;
    const own = await admin.call(disableStaff, { params: { id: self }, body: { reason: 'Oops' } });
    expect(own.status).toBe(409);
    expect(own.body.data).toEqual({ code: 'staff_conflict' });
    const twice = await admin.call(createStaff, {
      body: {
        email: 'ADMIN@example.com',
        role: 'editor',
      },
    });
    expect(twice.status).toBe(409);
    const missing = await admin.call(changeStaffRole, {
      params: { id: 999999 },
      body: {
        role: 'editor',
        reason: 'Nobody',
      },
    });
    expect(missing.status).toBe(404);
  });
});

describe('audit log', () => {
  it('filters by staff, action, target and day, and pages', async () => {
    const admin = await signInDevAdmin(app);
    const first = await inviteStaff(admin, 'support');
    const second = await inviteStaff(admin, 'support');
    const both = await admin.call(listAudit, {
      query: { action: 'staff.create', staff: 'admin@example', per_page: 1 },
    });
    expect(both.body.data.entries).toHaveLength(1);
    expect(both.body.data.entries[0]!.target).toBe(`staff:${second.id}`);
    expect(both.body.data.total).toBeGreaterThanOrEqual(2);
    const page2 = await admin.call(listAudit, {
      query: { action: 'staff.create', per_page: 1, page: 2 },
    });
    expect(page2.body.data.entries[0]!.target).toBe(`staff:${first.id}`);
    const today = localDate(new Date(), ctx.config.timezone);
    const inDay = await admin.call(listAudit, {
      query: { target: `staff:${first.id}`, action: 'staff.create', from: today, to: today },
    });
    expect(inDay.body.data.entries).toHaveLength(1);
    const before = await admin.call(listAudit, {
      query: { target: `staff:${first.id}`, to: '2000-01-01' },
    });
    expect(before.body.data.entries).toEqual([]);
    const bad = await admin.call(listAudit, { query: { from: 'yesterday' } });
    expect(bad.status).toBe(422);
  });

  it("filters by the operator's days, not UTC's", async () => {
    // 20:30 UTC on the 10th is 02:30 on the 11th in Dhaka (UTC+6).
    const [author] = await ctx.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
    const target = `clock:${Date.now()}`;
    await ctx.db.insert(auditLog).values({
      staffId: author!.id,
      staffEmail: author!.email,
      action: 'clock.check',
      target,
      reason: 'operator day',
      at: new Date('2026-03-10T20:30:00Z'),
    });
    const admin = await signInDevAdmin(app);
    const onDay = (day: string) => admin.call(listAudit, { query: { target, from: day, to: day } });
    expect(ctx.config.timezone).toBe('Asia/Dhaka');
    expect((await onDay('2026-03-11')).body.data.entries).toHaveLength(1);
    expect((await onDay('2026-03-10')).body.data.entries).toEqual([]);
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const [author] = await ctx.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
    const id = await recordAudit(ctx.db, author!, {
      action: 'test.append_only',
      target: 'test:1',
      before: null,
      after: { n: 1 },
      reason: 'Proving the trigger',
    });
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(
      await refusal(
        ctx.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, id)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(ctx.db.delete(auditLog).where(eq(auditLog.id, id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(ctx.db.execute(sql`truncate audit_log cascade`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [kept] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept).toMatchObject({ reason: 'Proving the trigger', after: { n: 1 } });
  });
});
