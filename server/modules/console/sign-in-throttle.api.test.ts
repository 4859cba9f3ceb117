import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, staffSignInFailures } from '../../tables';
import { FIRST_DELAY_SECONDS, FREE_FAILURES } from './sign-in-throttle';
import { ensureDevAdmin } from './staff';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { consolePasswordChecks } from '../../lib/metrics';
import {
  disableStaff,
  listAudit,
  listStaff,
  signIn as signInRoute,
  unlockStaff,
} from '@contract/routes/console';
import { pathOf } from '../../../tests/helpers/call';

// A cost whose hash is long enough to see (tens of ms) beside a refusal that skips it.
const COST = 15;
const { app, ctx } = await useTestApp({ CONSOLE_PASSWORD_COST: String(COST) });
await ensureDevAdmin(ctx);

const signIn = async (email: string, password: string, address: string) => {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    // Raw, and timed: the time a refusal takes is what some tests here read.
    url: pathOf(signInRoute),
    remoteAddress: address,
    payload: { email, password },
  });
  return { status: res.statusCode, body: res.json<unknown>(), ms: performance.now() - started };
};

const failFrom = async (email: string, address: string, times: number) => {
  for (let i = 0; i < times; i++) {
    expect((await signIn(email, 'wrong-password', address)).status).toBe(401);
  }
};

const streakOf = async (email: string, address: string) => {
  const [row] = await ctx.db
    .select({
      failures: staffSignInFailures.failures,
      delay: sql<number>`round(extract(epoch from ${staffSignInFailures.retryAt} - ${staffSignInFailures.lastFailureAt}))::int`,
    })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.email, email), eq(staffSignInFailures.address, address)));
  return row;
};

/** The delay is on the database's clock: end it instead of waiting. */
const endDelay = (email: string) =>
  ctx.db
    .update(staffSignInFailures)
    .set({ retryAt: sql`now() - interval '1 second'` })
    .where(eq(staffSignInFailures.email, email));

describe('console sign-in refusals', () => {
  it('answers an unknown email, a wrong password, a disabled account and a delayed address alike, each after the slow hash', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'editor');
    const leaver = await inviteStaff(admin, 'analyst');
    await admin.call(disableStaff, { params: { id: leaver.id }, body: { reason: 'Left' } });
    await failFrom(member.email, '10.9.0.1', FREE_FAILURES);

    // Each refusal weighs one password (a slow hash, the decoy's when there is no account), so
    // none answers sooner than a check would: counted, not timed, on a shared machine.
    const checks = async () => (await consolePasswordChecks.get()).values[0]?.value ?? 0;
    const refusals: Awaited<ReturnType<typeof signIn>>[] = [];
    const hashes: number[] = [];
    for (const [email, password, address] of [
      ['nobody@staff.test', 'whatever', '10.9.0.2'],
      [member.email, 'wrong-password', '10.9.0.3'],
      [leaver.email, leaver.password, '10.9.0.4'],
      // The right password, from the address its failures delay.
      [member.email, member.password, '10.9.0.1'],
    ] as const) {
      const before = await checks();
      refusals.push(await signIn(email, password, address));
      hashes.push((await checks()) - before);
    }
    expect(hashes).toEqual([1, 1, 1, 1]);
    for (const r of refusals) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual(refusals[0]!.body);
    }
    expect(refusals[0]!.body).toMatchObject({ data: { code: 'invalid_credentials' } });
  });

  it('delays only the failing address, longer after each failure, and never the owner elsewhere', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'editor');
    const attacker = '10.8.0.1';
    await failFrom(member.email, attacker, FREE_FAILURES - 1);
    expect(await streakOf(member.email, attacker)).toEqual({
      failures: FREE_FAILURES - 1,
      delay: 0,
    });
    await failFrom(member.email, attacker, 1);
    expect(await streakOf(member.email, attacker)).toEqual({
      failures: FREE_FAILURES,
      delay: FIRST_DELAY_SECONDS,
    });
    // Refused unweighed while delayed, and not counted.
    expect((await signIn(member.email, member.password, attacker)).status).toBe(401);
    expect((await streakOf(member.email, attacker))?.failures).toBe(FREE_FAILURES);
    // The owner, from their own address, is not held by the attacker's failures.
    expect((await signIn(member.email, member.password, '10.8.0.2')).status).toBe(200);

    await endDelay(member.email);
    await failFrom(member.email, attacker, 1);
    expect(await streakOf(member.email, attacker)).toEqual({
      failures: FREE_FAILURES + 1,
      delay: FIRST_DELAY_SECONDS * 2,
    });
    await endDelay(member.email);
    expect((await signIn(member.email, member.password, attacker)).status).toBe(200);
    expect(await streakOf(member.email, attacker)).toBeUndefined();
  });
});

describe('delays in the staff list', () => {
  it('shows them to admins, who lift them with a reason (audited); other roles are refused', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'support');
    const editorAccount = await inviteStaff(admin, 'editor');
    const editor = await signInStaff(app, editorAccount.email, editorAccount.password);
    await failFrom(member.email, '10.7.0.1', FREE_FAILURES);

    const list = await admin.call(listStaff);
    const listed = list.body.data.staff.find((s) => s.id === member.id)!;
    expect(listed.sign_in_throttles).toEqual([
      {
        address: '10.7.0.1',
        failures: FREE_FAILURES,
        last_failure_at: expect.any(String),
        retry_at: expect.any(String),
      },
    ]);
    expect(list.body.data.staff.find((s) => s.id === editorAccount.id)!.sign_in_throttles).toEqual(
      [],
    );

    const params = { id: member.id };
    const byEditor = await editor.call(unlockStaff, {
      params,
      body: { reason: 'Not mine to lift' },
    });
    expect(byEditor.status).toBe(403);
    expect((await admin.callRaw(unlockStaff, { params, body: {} })).status).toBe(422);
    expect(
      (await admin.call(unlockStaff, { params: { id: 999999 }, body: { reason: 'Nobody' } }))
        .status,
    ).toBe(404);
    expect((await streakOf(member.email, '10.7.0.1'))?.failures).toBe(FREE_FAILURES);

    const lifted = await admin.call(unlockStaff, {
      params,
      body: {
        reason: 'Called from the office: it was them',
      },
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.staff.sign_in_throttles).toEqual([]);
    expect((await signIn(member.email, member.password, '10.7.0.1')).status).toBe(200);

    const audit = await admin.call(listAudit, {
      query: { target: `staff:${member.id}`, action: 'staff.unlock' },
    });
    expect(audit.body.data.entries).toEqual([
      expect.objectContaining({
        staff_email: 'admin@example.com',
        reason: 'Called from the office: it was them',
        before: {
          sign_in_throttles: [expect.objectContaining({ address: '10.7.0.1', failures: 5 })],
        },
        after: { sign_in_throttles: [] },
      }),
    ]);
  });
});

describe('sign-in audit', () => {
  it('records sign-ins, failures and the start of a delay, and nothing for an unknown email', async () => {
    const admin = await signInDevAdmin(app);
    const member = await inviteStaff(admin, 'analyst');
    await failFrom(member.email, '10.6.0.1', FREE_FAILURES);
    expect((await signIn(member.email, member.password, '10.6.0.2')).status).toBe(200);
    const audit = await admin.call(listAudit, {
      query: { target: `staff:${member.id}`, per_page: 20 },
    });
    const signIns = audit.body.data.entries.filter((e) => e.action.startsWith('staff.sign_in'));
    expect(signIns.map((e) => [e.action, (e.after as { address: string }).address])).toEqual([
      ['staff.sign_in', '10.6.0.2'],
      ['staff.sign_in_throttled', '10.6.0.1'],
      ...Array.from({ length: FREE_FAILURES - 1 }, () => ['staff.sign_in_failed', '10.6.0.1']),
      // inviteStaff's first sign-in, with the one-time password.
      ['staff.sign_in', '127.0.0.1'],
    ]);

    const rows = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await rows();
    await failFrom('not-staff@staff.test', '10.6.0.3', 3);
    expect(await rows()).toBe(before);
  });
});
