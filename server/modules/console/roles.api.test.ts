import { describe, expect, it } from 'vitest';
import { pathWith } from '@contract/endpoint';
import { STAFF_ROLES, type StaffRole } from '@contract/staff-roles';
import { ensureDevAdmin } from './staff';
import { request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import {
  consoleRequest,
  inviteStaff,
  signInDevAdmin,
  signInStaff,
  type Staff,
} from '../../../tests/helpers/console';
import { declaredEndpoints } from '../../../tests/helpers/endpoints';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

// Every console endpoint from its declaration, in any contract/endpoints file: a new one is
// walked without editing this test.
const declared = await declaredEndpoints();
const consoleOnes = declared.filter((e) => e.path.startsWith('/api/console/'));
const guarded = consoleOnes.filter((e) => e.access === 'console');

describe('console roles', () => {
  it('every console endpoint but sign-in declares roles', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const e of guarded) expect(e.roles?.length, e.route).toBeGreaterThan(0);
    const others = consoleOnes.filter((e) => e.access !== 'console');
    expect(others.map((e) => e.route)).toEqual(['POST /api/console/session']);
  });

  it('refuses each endpoint without a session (401), with a player’s token (401), and to every role it does not name (403)', async () => {
    const admin = await signInDevAdmin(app);
    const player = await signIn(app, config);
    const target = await inviteStaff(admin, 'analyst');
    const sessions = new Map<StaffRole, Staff>();
    const signInAs = async (role: StaffRole) => {
      const member = await inviteStaff(admin, role);
      sessions.set(role, await signInStaff(app, member.email, member.password));
    };
    for (const role of STAFF_ROLES) await signInAs(role);

    for (const e of guarded) {
      const url = pathWith(e.path, { id: target.id });
      const what = `${e.route} `;

      const anonymous = await consoleRequest(app, e.method, url, { body: {} });
      expect(anonymous.status, `${what}without a session`).toBe(401);
      expect(anonymous.body.data).toEqual({ code: 'unauthorized' });

      const withPlayer = await request(app, e.method, url, { token: player.token, body: {} });
      expect(withPlayer.status, `${what}with a player's token`).toBe(401);

      for (const role of STAFF_ROLES) {
        // An empty body: an allowed call stops at validation (422) and changes nothing.
        const res = await sessions.get(role)!.send(e.method, url);
        if (e.roles!.includes(role)) {
          expect([401, 403], `${what}as ${role}`).not.toContain(res.status);
          if (e.route === 'DELETE /api/console/session') await signInAs(role);
        } else {
          expect(res.status, `${what}as ${role}`).toBe(403);
          expect(res.body.data, `${what}as ${role}`).toEqual({ code: 'forbidden' });
        }
      }
    }
    // Every console endpoint times six callers: more areas, more requests.
  }, 180_000);
});
