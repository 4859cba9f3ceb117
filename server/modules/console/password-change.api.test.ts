import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffMe } from '@contract/console';
import { auditLog, staff } from '../../tables';
import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

// Each sign-in and change runs scrypt (128 MiB): several of them take a while on a busy machine.
const SLOW = 300_000;

describe('forced password change', () => {
  it(
    'refuses a new member everything but me, sign-out and the change until they set their own password',
    async () => {
      const admin = await signInDevAdmin(app);
      const invited = await inviteStaff(admin, 'editor', { keepOneTime: true });
      const member = await signInStaff(app, invited.email, invited.oneTimePassword);
      expect(member.me.password_change_required).toBe(true);

      const blocked = await member.call('GET', '/api/console/question-reports');
      expect(blocked.status).toBe(403);
      expect(blocked.body.data).toEqual({ code: 'password_change_required' });
      const enrol = await member.call('POST', '/api/console/me/totp');
      expect(enrol.body.data).toEqual({ code: 'password_change_required' });
      expect((await member.call('GET', '/api/console/me')).status).toBe(200);

      const change = (body: unknown) =>
        member.call<StaffMe>('POST', '/api/console/me/password', body);
      const short = await change({
        current_password: invited.oneTimePassword,
        new_password: 'short',
      });
      expect(short.status).toBe(422);
      expect(short.body.data).toMatchObject({ errors: { new_password: expect.any(Array) } });
      const same = await change({
        current_password: invited.oneTimePassword,
        new_password: invited.oneTimePassword,
      });
      expect(same.status).toBe(422);
      expect(same.body.data).toMatchObject({ errors: { new_password: expect.any(Array) } });
      const wrong = await change({
        current_password: 'not-the-password',
        new_password: 'a-long-enough-password',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.data).toMatchObject({ errors: { current_password: ['is wrong'] } });
      const [stillRequired] = await ctx.db.select().from(staff).where(eq(staff.id, invited.id));
      expect(stillRequired!.passwordChangeRequired).toBe(true);
      expect(stillRequired!.failedSignIns).toBe(1);

      const ok = await change({
        current_password: invited.oneTimePassword,
        new_password: 'my own long password',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.password_change_required).toBe(false);
      expect((await member.call('GET', '/api/console/question-reports')).status).toBe(200);

      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.target, `staff:${invited.id}`),
            eq(auditLog.action, 'staff.password_change'),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.after).toEqual({ password_change_required: false });
      expect(JSON.stringify(audit[0])).not.toContain('my own long password');

      // The one-time password is gone; the own one signs in with nothing left to do.
      await expect(signInStaff(app, invited.email, invited.oneTimePassword)).rejects.toThrow(/401/);
      const again = await signInStaff(app, invited.email, 'my own long password');
      expect(again.me.password_change_required).toBe(false);
    },
    SLOW,
  );

  it(
    'ends the other sessions of the account when its password changes',
    async () => {
      const admin = await signInDevAdmin(app);
      const invited = await inviteStaff(admin, 'analyst');
      const first = await signInStaff(app, invited.email, invited.password);
      const second = await signInStaff(app, invited.email, invited.password);
      const res = await second.call('POST', '/api/console/me/password', {
        current_password: invited.password,
        new_password: 'another long password',
      });
      expect(res.status).toBe(200);
      expect((await first.call('GET', '/api/console/me')).status).toBe(401);
      expect((await second.call('GET', '/api/console/me')).status).toBe(200);
    },
    SLOW,
  );
});
