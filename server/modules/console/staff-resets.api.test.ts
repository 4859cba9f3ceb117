import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { staff } from '../../tables';
import { ensureDevAdmin } from './staff';
import { totpCode } from './totp';
import { useTestApp } from '../../../tests/helpers/context';
import {
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import {
  changePassword,
  confirmTotp,
  createStaff,
  disableStaff,
  enrolTotp,
  listAudit,
  listStaff,
  me as meRoute,
  resetStaffPassword,
  resetStaffTotp,
  signIn,
} from '@contract/routes/console';
import { listQuestionReports } from '@contract/routes/console-content';
import { call } from '../../../tests/helpers/call';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

const signInReply = (email: string, password: string, totp?: string) =>
  call(app, signIn, { body: { email, password, ...(totp && { totp }) } });

const auditOf = async (admin: Staff, id: number) =>
  (
    await admin.call(listAudit, { query: { target: `staff:${id}`, per_page: 50 } })
  ).body.data.entries.filter((e) => !e.action.startsWith('staff.sign_in'));

const memberIn = async (admin: Staff, id: number) =>
  (await admin.call(listStaff)).body.data.staff.find((s) => s.id === id)!;

const HOUR = 3_600_000;

describe("an admin resets another member's password", () => {
  it('gives a one-time password that ends their sessions and must be replaced; admin only, with a reason, audited', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    const member = await signInStaff(app, invited.email, invited.password);
    const params = { id: invited.id };

    const missing = await admin.callRaw(resetStaffPassword, { params, body: {} });
    expect(missing.status).toBe(422);
    expect(
      (await member.call(resetStaffPassword, { params, body: { reason: 'Not mine to do' } }))
        .status,
    ).toBe(403);
    const own = await admin.call(resetStaffPassword, {
      params: { id: admin.me.id },
      body: {
        reason: 'Myself',
      },
    });
    expect(own.status).toBe(409);

    const reset = await admin.call(resetStaffPassword, { params, body: { reason: 'Forgot it' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.password).toMatch(/^[\w-]{20}$/);
    const expires = Date.parse(reset.body.data.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(71 * HOUR);
    expect(expires).toBeLessThanOrEqual(72 * HOUR);

    expect((await member.call(meRoute)).status).toBe(401);
    const old = await signInReply(invited.email, invited.password);
    expect(old.body.data).toEqual({ code: 'invalid_credentials' });
    const again = await signInStaff(app, invited.email, reset.body.data.password);
    expect(again.me.password_change_required).toBe(true);
    expect((await again.call(listQuestionReports)).status).toBe(403);
    expect((await memberIn(admin, invited.id)).one_time_password_expires_at).toBe(
      reset.body.data.expires_at,
    );

    const [entry] = await auditOf(admin, invited.id);
    expect(entry).toMatchObject({
      action: 'staff.password_reset',
      staff_email: 'admin@example.com',
      reason: 'Forgot it',
      // The member's two: the one-time password's (tests/helpers/console.ts) and their own.
      after: { password_change_required: true, sessions_ended: 2 },
    });
  });
});

describe("an admin resets another member's second factor", () => {
  it('removes it and ends their sessions; the next sign-in needs no code; audited with the reason', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'support');
    const member = await signInStaff(app, invited.email, invited.password);
    const { secret } = (await member.call(enrolTotp)).body.data;
    const earlier = totpCode(invited.email, secret, new Date(Date.now() - 30_000));
    expect((await member.call(confirmTotp, { body: { totp: earlier } })).status).toBe(200);
    expect((await signInReply(invited.email, invited.password)).body.data).toEqual({
      code: 'totp_required',
    });

    const params = { id: invited.id };
    expect((await admin.call(resetStaffTotp, { params, body: { reason: '' } })).status).toBe(422);
    const reset = await admin.call(resetStaffTotp, { params, body: { reason: 'Lost phone' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.staff).toMatchObject({ totp_enabled: false, active_sessions: 0 });
    expect((await member.call(meRoute)).status).toBe(401);
    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, invited.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });

    const back = await signInStaff(app, invited.email, invited.password);
    expect(back.me.totp_enabled).toBe(false);
    const [entry] = await auditOf(admin, invited.id);
    expect(entry).toMatchObject({
      action: 'staff.totp_reset',
      reason: 'Lost phone',
      before: { totp_enabled: true },
      after: { totp_enabled: false, sessions_ended: 2 },
    });
  });
});

describe('one-time passwords expire', () => {
  it(`refuse sign-in ${72} hours after they were issued, say so only to whoever typed them, and an admin issues a new one`, async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor', { keepOneTime: true });
    // A session opened in time, before the password ran out.
    const early = await signInStaff(app, invited.email, invited.oneTimePassword);
    const issuedLongAgo = sql`now() - make_interval(hours => 73)`;
    await ctx.db
      .update(staff)
      .set({ passwordSetAt: issuedLongAgo })
      .where(eq(staff.id, invited.id));

    const late = await signInReply(invited.email, invited.oneTimePassword);
    expect(late.status).toBe(401);
    expect(late.body.data).toEqual({ code: 'one_time_password_expired' });
    expect(late.setCookie).toEqual([]);
    // A wrong password learns nothing about it.
    const wrong = await signInReply(invited.email, 'not the password at all');
    expect(wrong.body.data).toEqual({ code: 'invalid_credentials' });
    // Nor can the session opened in time set a password with it now.
    const change = await early.call(changePassword, {
      body: {
        current_password: invited.oneTimePassword,
        new_password: 'a password chosen too late',
      },
    });
    expect(change.status).toBe(401);
    expect(change.body.data).toEqual({ code: 'one_time_password_expired' });

    const listed = await memberIn(admin, invited.id);
    expect(Date.parse(listed.one_time_password_expires_at!)).toBeLessThan(Date.now());
    expect(listed.one_time_password_expired).toBe(true);

    const reset = await admin.call(resetStaffPassword, {
      params: { id: invited.id },
      body: { reason: 'Invitation ran out' },
    });
    const fresh = await signInStaff(app, invited.email, reset.body.data.password);
    expect(fresh.me.password_change_required).toBe(true);
    const own = await fresh.call(changePassword, {
      body: {
        current_password: reset.body.data.password,
        new_password: 'an editor of my own choosing',
      },
    });
    expect(own.status).toBe(200);
    // An own password never expires, however old.
    await ctx.db
      .update(staff)
      .set({ passwordSetAt: issuedLongAgo })
      .where(eq(staff.id, invited.id));
    await signInStaff(app, invited.email, 'an editor of my own choosing');
    expect((await memberIn(admin, invited.id)).one_time_password_expires_at).toBeNull();
  });
});

describe('password strength', () => {
  it.each([
    ['aaaaaaaaaaaa', 'simpleRepeat'],
    ['password1234', 'similarToCommon'],
    ['asdfghjkl;asdf', 'straightRow'],
    ['19841984198419', 'extendedRepeat'],
    ['abcdefghijklmn', 'sequences'],
  ])('refuses %s as too easy to guess (%s), changing nothing', async (weak, reason) => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'analyst', { keepOneTime: true });
    const member = await signInStaff(app, invited.email, invited.oneTimePassword);
    const res = await member.call(changePassword, {
      body: {
        current_password: invited.oneTimePassword,
        new_password: weak,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({
      code: 'password_too_weak',
      reason,
      errors: { new_password: [`is too easy to guess (${reason})`] },
    });
    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, invited.id));
    expect(row!.passwordChangeRequired).toBe(true);
  });

  it("refuses a password made of the account's own email, and takes a strong one", async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'analyst', { keepOneTime: true });
    const member = await signInStaff(app, invited.email, invited.oneTimePassword);
    const change = (new_password: string) =>
      member.call(changePassword, {
        body: {
          current_password: invited.oneTimePassword,
          new_password,
        },
      });
    const mine = await change(invited.email);
    expect(mine.body.data).toMatchObject({ code: 'password_too_weak', reason: 'userInputs' });
    expect((await change('violet tram under the monsoon')).status).toBe(200);
  });
});

describe('invitations', () => {
  it('refuses an email that already has an account with its own code', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    await admin.call(disableStaff, { params: { id: invited.id }, body: { reason: 'Gone' } });
    for (const email of [invited.email.toUpperCase(), 'admin@example.com']) {
      const twice = await admin.call(createStaff, { body: { email, role: 'analyst' } });
      expect(twice.status).toBe(409);
      expect(twice.body.data).toEqual({ code: 'staff_email_taken' });
    }
  });
});
