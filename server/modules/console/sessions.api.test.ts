import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { staff, staffSessions } from '../../tables';
import { ensureDevAdmin } from './staff';
import { hashToken } from './sessions';
import { FREE_FAILURES } from './sign-in-throttle';
import { totpCode } from './totp';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import {
  confirmTotp,
  createStaff,
  enrolTotp,
  me as meRoute,
  signIn,
  signOut,
} from '@contract/routes/console';
import { call, refusalOf } from '../../../tests/helpers/call';

const { app, ctx } = await useTestApp();
await ensureDevAdmin(ctx);

const signInReply = (email: string, password: string, totp?: string) =>
  call(app, signIn, { body: { email, password, ...(totp && { totp }) } });

describe('console sign-in', () => {
  it('signs the development admin in with an HttpOnly, SameSite=Strict cookie and a CSRF token', async () => {
    const res = await call(app, signIn, {
      body: { email: 'Admin@Example.com', password: 'dev-console-password' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect(res.body.data).toHaveProperty('csrf_token', expect.stringMatching(/^[\w-]{40,}$/));
    const cookie = res.setCookie[0]!;
    expect(cookie).toMatch(/^qa_console=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/console/);
    // Outside production the console runs on plain http://localhost.
    expect(cookie).not.toMatch(/Secure/);

    const me = await call(app, meRoute, { headers: { cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    // A reloaded console cannot read the HttpOnly cookie: it gets the CSRF token back here.
    expect(me.body.data).toHaveProperty('csrf_token', res.body.data.csrf_token);
  });

  it('refuses a wrong password or an unknown email alike, and stores only a hash of the session cookie', async () => {
    const wrong = await signInReply('admin@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toEqual({ code: 'invalid_credentials' });
    expect(wrong.setCookie).toEqual([]);
    const unknown = await signInReply('nobody@staff.test', 'whatever');
    expect(unknown.status).toBe(401);
    expect(unknown.body.data).toEqual({ code: 'invalid_credentials' });

    const admin = await signInDevAdmin(app);
    const token = admin.cookie.split('=')[1]!;
    const rows = await ctx.db
      .select({ hash: staffSessions.tokenHash })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).not.toBe(token);
  });

  it('ends a session after 30 idle minutes, and keeps one used within them', async () => {
    const admin = await signInDevAdmin(app);
    const idleFor = async (minutes: number) => {
      const token = admin.cookie.split('=')[1]!;
      await ctx.db
        .update(staffSessions)
        .set({ lastUsedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(staffSessions.tokenHash, hashToken(token)));
    };
    await idleFor(29);
    expect((await admin.call(meRoute)).status).toBe(200);
    // That request counted as use: 29 more minutes are fine again.
    await idleFor(29);
    expect((await admin.call(meRoute)).status).toBe(200);
    await idleFor(31);
    const expired = await admin.call(meRoute);
    expect(expired.status).toBe(401);
    expect(expired.body.data).toEqual({ code: 'session_expired' });
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const admin = await signInDevAdmin(app);
    const out = await admin.call(signOut);
    expect(out.status).toBe(200);
    expect(out.setCookie[0]).toMatch(/^qa_console=;/);
    expect((await admin.call(meRoute)).status).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a console write without the session’s X-CSRF-Token, or with another session’s', async () => {
    const admin = await signInDevAdmin(app);
    const other = await signInDevAdmin(app);
    const body = { email: 'csrf-target@staff.test', role: 'analyst', reason: 'CSRF test' } as const;
    const none = await call(app, createStaff, { body, headers: { cookie: admin.cookie } });
    expect(none.status).toBe(403);
    expect(none.body.data).toEqual({ code: 'csrf_failed' });
    const foreign = await call(app, createStaff, {
      body,
      headers: { cookie: admin.cookie, 'x-csrf-token': other.csrf },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toEqual({ code: 'csrf_failed' });
    const [row] = await ctx.db.select().from(staff).where(eq(staff.email, body.email));
    expect(row).toBeUndefined();
    const right = await admin.call(createStaff, { body });
    expect(right.status).toBe(200);
  });
});

describe('TOTP', () => {
  it('enrols with a confirmed code; sign-ins then need a fresh code, each accepted once', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, member.email, member.password);
    const enrol = await support.call(enrolTotp);
    expect(enrol.status).toBe(200);
    expect(enrol.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const { secret } = enrol.body.data;
    const wrongCode = String(
      (Number(totpCode(member.email, secret, new Date())) + 1) % 1_000_000,
    ).padStart(6, '0');
    const bad = await support.call(confirmTotp, { body: { totp: wrongCode } });
    expect(bad.status).toBe(401);
    expect(bad.body.data).toEqual({ code: 'totp_invalid' });
    // The code of the step before: confirmation took it, so a sign-in must use a later one.
    const earlier = totpCode(member.email, secret, new Date(Date.now() - 30_000));
    const confirmed = await support.call(confirmTotp, {
      body: {
        totp: earlier,
      },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.totp_enabled).toBe(true);

    const without = await signInReply(member.email, member.password);
    expect(without.status).toBe(401);
    expect(without.body.data).toEqual({ code: 'totp_required' });
    const wrong = await signInReply(member.email, member.password, wrongCode);
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toEqual({ code: 'totp_invalid' });
    const now = totpCode(member.email, secret, new Date());
    expect((await signInReply(member.email, member.password, now)).status).toBe(200);
    const replayed = await signInReply(member.email, member.password, now);
    expect(replayed.status).toBe(401);
    expect(replayed.body.data).toEqual({ code: 'totp_invalid' });
  });
});

describe('TOTP under a burst', () => {
  it('accepts one fresh code once, however many sign-ins race with it', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, member.email, member.password);
    const enrol = await support.call(enrolTotp);
    const { secret } = enrol.body.data;
    const earlier = totpCode(member.email, secret, new Date(Date.now() - 30_000));
    expect((await support.call(confirmTotp, { body: { totp: earlier } })).status).toBe(200);

    const code = totpCode(member.email, secret, new Date());
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => signInReply(member.email, member.password, code)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(401)]);
    // Each loser is a failed sign-in from this address: once FREE_FAILURES of them are counted, a
    // loser that reaches the throttle later (a busy machine) is told to wait instead. No loser is
    // told anything else, and the throttle can only follow that many refusals of the code.
    const codes = burst.filter((r) => r.status !== 200).map((r) => refusalOf(r).code);
    for (const code of codes) expect(['totp_invalid', 'invalid_credentials']).toContain(code);
    expect(codes.filter((c) => c === 'totp_invalid').length).toBeGreaterThanOrEqual(FREE_FAILURES);
    const [counted] = await ctx.db
      .select({ sessions: sql<number>`count(*)::int` })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staff.email, member.email));
    // The one sign-in with the password to set the own password, the enrolment's, and the burst's one.
    expect(counted?.sessions).toBe(3);
  });
});
