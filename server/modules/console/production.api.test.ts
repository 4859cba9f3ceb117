import { describe, expect, it } from 'vitest';

import { staff } from '../../tables';
import { hashPassword } from './passwords';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './sessions';
import { ensureDevAdmin } from './staff';
import { resetAccessFromServer } from './staff-resets';
import { totpCode } from './totp';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInStaff } from '../../../tests/helpers/console';
import {
  changePassword,
  confirmTotp,
  enrolTotp,
  listStaff,
  me as meRoute,
  resetStaffTotp,
  signIn,
} from '@contract/routes/console';
import { searchPlayers } from '@contract/routes/console-care';
import { call } from '../../../tests/helpers/call';

const { app, ctx } = await useTestApp({
  NODE_ENV: 'production',
  OPERATOR_TOKEN_SECRET: 'production-test-secret-0123456789',
  LOG_LEVEL: 'silent',
});
const dev = await useTestApp();

describe('the development admin', () => {
  it('exists outside production and signs in with the published password', async () => {
    await ensureDevAdmin(dev.ctx);
    const admin = await signInStaff(dev.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    expect(admin.me).toMatchObject({ role: 'admin', totp_enrolment_required: false });
  });

  it('is not created in production, and refused there even when its row exists', async () => {
    await ensureDevAdmin(ctx);
    expect(await ctx.db.select().from(staff)).toEqual([]);
    // A database carried over from development still holds it: sign-in refuses it anyway.
    await ctx.db.insert(staff).values({
      email: DEV_ADMIN_EMAIL,
      role: 'admin',
      passwordHash: await hashPassword(DEV_ADMIN_PASSWORD),
    });
    const res = await call(app, signIn, {
      body: { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body.data).toEqual({ code: 'invalid_credentials' });
    expect(res.setCookie).toEqual([]);
  });
});

describe('production sign-in', () => {
  // Each password is hashed and checked at production cost (scrypt N = 2^17, about 0.4 s of
  // CPU), several times over: on a loaded 2-core machine that outran the default 30 s.
  it('sets a Secure cookie, and an admin must enrol TOTP before anything else', async () => {
    const email = 'first-admin@staff.test';
    const { password } = await resetAccessFromServer(ctx.db, email);
    const admin = await signInStaff(app, email, password);
    expect(admin.me.totp_enrolment_required).toBe(true);
    const login = await call(app, signIn, { body: { email, password } });
    expect(login.setCookie[0]).toMatch(/; Secure/);

    // First the one-time password is replaced, then the second factor is enrolled.
    const own = 'a first admin of our own choosing';
    const first = await admin.call(listStaff);
    expect(first.status).toBe(403);
    expect(first.body.data).toEqual({ code: 'password_change_required' });
    const changed = await admin.call(changePassword, {
      body: {
        current_password: password,
        new_password: own,
      },
    });
    expect(changed.status).toBe(200);

    const blocked = await admin.call(listStaff);
    expect(blocked.status).toBe(403);
    expect(blocked.body.data).toEqual({ code: 'totp_enrolment_required' });
    expect((await admin.call(meRoute)).status).toBe(200);

    const enrol = await admin.call(enrolTotp);
    const { secret } = enrol.body.data;
    const earlier = totpCode(email, secret, new Date(Date.now() - 30_000));
    const confirmed = await admin.call(confirmTotp, {
      body: {
        totp: earlier,
      },
    });
    expect(confirmed.body.data).toMatchObject({
      totp_enabled: true,
      totp_enrolment_required: false,
    });
    expect((await admin.call(listStaff)).status).toBe(200);

    // An editor has no such requirement; a support member has.
    const editor = await inviteStaff(admin, 'editor');
    expect((await signInStaff(app, editor.email, editor.password)).me.totp_enrolment_required).toBe(
      false,
    );
    const support = await inviteStaff(admin, 'support');
    const supportDesk = await signInStaff(app, support.email, support.password);
    expect(supportDesk.me.totp_enrolment_required).toBe(true);

    // An admin resets the support member's second factor: enrolled again before anything else.
    const started = await supportDesk.call(enrolTotp);
    const code = totpCode(support.email, started.body.data.secret, new Date(Date.now() - 30_000));
    await supportDesk.call(confirmTotp, { body: { totp: code } });
    expect((await supportDesk.call(searchPlayers, { query: { q: '0171' } })).status).toBe(200);
    const reset = await admin.call(resetStaffTotp, {
      params: { id: support.id },
      body: {
        reason: 'Lost phone',
      },
    });
    expect(reset.status).toBe(200);
    expect((await supportDesk.call(meRoute)).status).toBe(401);
    const back = await signInStaff(app, support.email, support.password);
    expect(back.me.totp_enrolment_required).toBe(true);
    expect((await back.call(searchPlayers, { query: { q: '0171' } })).body.data).toEqual({
      code: 'totp_enrolment_required',
    });

    const again = await call(app, signIn, { body: { email, password: own } });
    expect(again.body.data).toEqual({ code: 'totp_required' });
  }, 120_000);
});
