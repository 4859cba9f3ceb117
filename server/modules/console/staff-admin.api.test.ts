import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditReply, StaffMember } from '@contract/console';
import { auditLog, staff } from '../../tables';
import { recordAudit } from './audit';
import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';

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
    expect((await editor.call('GET', '/api/console/staff')).status).toBe(403);

    const url = `/api/console/staff/${invited.id}`;
    const noReason = await admin.call('POST', `${url}/role`, { role: 'analyst' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data).toMatchObject({ code: 'validation_failed' });
    const changed = await admin.call<{ staff: StaffMember }>('POST', `${url}/role`, {
      role: 'analyst',
      reason: 'Moves to reporting',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.staff.role).toBe('analyst');
    // The role is read at each request: the open session has the new one now.
    expect((await editor.call<{ role: string }>('GET', '/api/console/me')).body.data.role).toBe(
      'analyst',
    );

    const disabled = await admin.call('POST', `${url}/disable`, { reason: 'Left the company' });
    expect(disabled.status).toBe(200);
    expect((await editor.call('GET', '/api/console/me')).status).toBe(401);
    await expect(signInStaff(app, invited.email, invited.password)).rejects.toThrow(/401/);
    expect((await admin.call('POST', `${url}/enable`, { reason: 'Came back' })).status).toBe(200);
    await signInStaff(app, invited.email, invited.password);

    const list = await admin.call<{ staff: StaffMember[] }>('GET', '/api/console/staff');
    expect(list.body.data.staff.find((s) => s.id === invited.id)).toMatchObject({
      email: invited.email,
      role: 'analyst',
      disabled: false,
    });

    const audit = await admin.call<AuditReply>(
      'GET',
      `/api/console/audit?target=staff:${invited.id}&per_page=10`,
    );
    expect(audit.status).toBe(200);
    const entries = audit.body.data.entries;
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
    const own = await admin.call('POST', `/api/console/staff/${self}/disable`, { reason: 'Oops' });
    expect(own.status).toBe(409);
    expect(own.body.data).toEqual({ code: 'staff_conflict' });
    const twice = await admin.call('POST', '/api/console/staff', {
      email: 'ADMIN@example.com',
      role: 'editor',
    });
    expect(twice.status).toBe(409);
    const missing = await admin.call('POST', '/api/console/staff/999999/role', {
      role: 'editor',
      reason: 'Nobody',
    });
    expect(missing.status).toBe(404);
  });
});

describe('audit log', () => {
  it('filters by staff, action, target and day, and pages', async () => {
    const admin = await signInDevAdmin(app);
    const first = await inviteStaff(admin, 'support');
    const second = await inviteStaff(admin, 'support');
    const both = await admin.call<AuditReply>(
      'GET',
      `/api/console/audit?action=staff.create&staff=admin@example&per_page=1`,
    );
    expect(both.body.data.entries).toHaveLength(1);
    expect(both.body.data.entries[0]!.target).toBe(`staff:${second.id}`);
    expect(both.body.data.total).toBeGreaterThanOrEqual(2);
    const page2 = await admin.call<AuditReply>(
      'GET',
      `/api/console/audit?action=staff.create&per_page=1&page=2`,
    );
    expect(page2.body.data.entries[0]!.target).toBe(`staff:${first.id}`);
    const today = new Date().toISOString().slice(0, 10);
    const inDay = await admin.call<AuditReply>(
      'GET',
      `/api/console/audit?target=staff:${first.id}&action=staff.create&from=${today}&to=${today}`,
    );
    expect(inDay.body.data.entries).toHaveLength(1);
    const before = await admin.call<AuditReply>(
      'GET',
      `/api/console/audit?target=staff:${first.id}&to=2000-01-01`,
    );
    expect(before.body.data.entries).toEqual([]);
    const bad = await admin.call('GET', '/api/console/audit?from=yesterday');
    expect(bad.status).toBe(422);
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
    expect(await refusal(ctx.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [kept] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept).toMatchObject({ reason: 'Proving the trigger', after: { n: 1 } });
  });
});
