import { consoleEndpoints as e } from '@contract/endpoints/console';
import { ZSignInRequest } from '@contract/console';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { listAudit } from './audit';
import { clearSessionCookie, setSessionCookie } from './guard';
import { signIn, signOut } from './sessions';
import { unlockStaff } from './unlock';
import { endOtherSessions, endOwnSession, listOwnSessions } from './own-sessions';
import { endStaffSessions, resetStaffPassword, resetStaffTotp } from './staff-resets';
import {
  changeOwnPassword,
  changeRole,
  confirmTotp,
  createStaff,
  enrolTotp,
  listStaff,
  setDisabled,
  staffMe,
} from './staff';

/** Sign-in: no session yet; limited per address, and per account from each address. */
export const consoleSignInRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(
      app,
      ctx,
      e.signIn,
      async ({ req, body, reply }) => {
        const { token, reply: data } = await signIn(ctx, body, req.ip);
        setSessionCookie(ctx, reply, token);
        return ok(data, 'Signed in');
      },
      // Per account *and* address: a count per account alone would let anyone keep its owner out
      // by spending it. Unparseable bodies count against one shared key, not a fresh one each.
      {
        limitKey: (req) =>
          `${ZSignInRequest.safeParse(req.body).data?.email ?? '(no email)'} from ${req.ip}`,
      },
    );
  };

/** Staff, sessions and the audit log; registered behind the console guard (app.ts). */
export const consoleRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.signOut, async ({ staff, reply }) => {
      await signOut(ctx, staff);
      clearSessionCookie(ctx, reply);
      return ok(null, 'Signed out');
    });
    register(app, ctx, e.me, async ({ staff }) => ok(await staffMe(ctx, staff)));
    register(app, ctx, e.enrolTotp, async ({ staff }) => ok(await enrolTotp(ctx, staff)));
    register(app, ctx, e.confirmTotp, async ({ staff, body }) =>
      ok(await confirmTotp(ctx, staff, body.totp), 'Second factor enrolled'),
    );
    register(app, ctx, e.changePassword, async ({ req, staff, body }) =>
      ok(await changeOwnPassword(ctx, staff, body, req.ip), 'Password changed'),
    );
    register(app, ctx, e.listOwnSessions, async ({ staff }) =>
      ok({ sessions: await listOwnSessions(ctx, staff) }),
    );
    register(app, ctx, e.endOwnSession, async ({ staff, params }) =>
      ok({ ended: await endOwnSession(ctx, staff, params.id) }, 'Session ended'),
    );
    register(app, ctx, e.endOtherSessions, async ({ staff }) =>
      ok({ ended: await endOtherSessions(ctx, staff) }, 'Other sessions ended'),
    );
    register(app, ctx, e.listStaff, async () => ok({ staff: await listStaff(ctx) }));
    register(app, ctx, e.createStaff, async ({ staff, body }) =>
      ok(await createStaff(ctx, staff, body), 'Staff member invited'),
    );
    register(app, ctx, e.changeStaffRole, async ({ staff, params, body }) =>
      ok({ staff: await changeRole(ctx, staff, params.id, body) }, 'Role changed'),
    );
    register(app, ctx, e.disableStaff, async ({ staff, params, body }) =>
      ok({ staff: await setDisabled(ctx, staff, params.id, true, body.reason) }, 'Disabled'),
    );
    register(app, ctx, e.enableStaff, async ({ staff, params, body }) =>
      ok({ staff: await setDisabled(ctx, staff, params.id, false, body.reason) }, 'Enabled'),
    );
    register(app, ctx, e.unlockStaff, async ({ staff, params, body }) =>
      ok({ staff: await unlockStaff(ctx, staff, params.id, body.reason) }, 'Sign-ins unlocked'),
    );
    register(app, ctx, e.resetStaffPassword, async ({ staff, params, body }) =>
      ok(await resetStaffPassword(ctx, staff, params.id, body.reason), 'New one-time password'),
    );
    register(app, ctx, e.resetStaffTotp, async ({ staff, params, body }) =>
      ok(
        { staff: await resetStaffTotp(ctx, staff, params.id, body.reason) },
        'Second factor reset',
      ),
    );
    register(app, ctx, e.endStaffSessions, async ({ staff, params, body }) =>
      ok({ staff: await endStaffSessions(ctx, staff, params.id, body.reason) }, 'Sessions ended'),
    );
    register(app, ctx, e.listAudit, async ({ query }) =>
      ok(await listAudit(ctx.db, query, { timeZone: ctx.config.timezone })),
    );
  };
