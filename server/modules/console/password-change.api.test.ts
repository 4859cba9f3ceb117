import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, staff, staffSignInFailures } from '../../tables';
import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { changePassword, enrolTotp, me as meRoute } from '@contract/routes/console';
import { listQuestionReports } from '@contract/routes/console-content';

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

      const blocked = await member.call(listQuestionReports);
      expect(blocked.status).toBe(403);
      expect(blocked.body.data).toEqual({ code: 'password_change_required' });
      const enrol = await member.call(enrolTotp);
      expect(enrol.body.data).toEqual({ code: 'password_change_required' });
      expect((await member.call(meRoute)).status).toBe(200);

      const change = (body: { current_password: string; new_password: string }) =>
        member.call(changePassword, { body });
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
      // A wrong current password counts as a failed sign-in from this address.
      const [streak] = await ctx.db
        .select()
        .from(staffSignInFailures)
        .where(eq(staffSignInFailures.email, invited.email));
      expect(streak).toMatchObject({ address: '127.0.0.1', failures: 1 });

      const ok = await change({
        current_password: invited.oneTimePassword,
        new_password: 'my own long password',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.password_change_required).toBe(false);
      expect((await member.call(listQuestionReports)).status).toBe(200);

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
      const res = await second.call(changePassword, {
        body: {
          current_password: invited.password,
          new_password: 'another long password',
        },
      });
      expect(res.status).toBe(200);
      expect((await first.call(meRoute)).status).toBe(401);
      expect((await second.call(meRoute)).status).toBe(200);
    },
    SLOW,
  );
});
