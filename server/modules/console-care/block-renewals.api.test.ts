import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { packs, payments, subscriptions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { sandboxOf } from '../payments/sandbox';
import { createJobQueue } from '../../scheduled-work';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { createPayment } from '@contract/routes/packs';
import { blockPlayer, playerAudit, unblockPlayer } from '@contract/routes/console-care';

// Staff sign-in hashes a password slowly: a busy machine needs longer.
vi.setConfig({ testTimeout: 120_000 });

const { app, ctx, config } = await useTestApp();
const sandbox = sandboxOf(ctx);
const queue = createJobQueue(ctx);
await ensureDevAdmin(ctx);
const admin = await signInDevAdmin(app);

/** Runs the job queue as of `now`, then waits for the provider's callbacks of its charges. */
const runJobs = async (now: Date) => {
  await queue.runDue({ now });
  await sandbox.idle();
};

/** Buys an auto-renewing daily pack of this test's own through the sandbox's checkout. */
async function buyRenewingPack(p: Player) {
  const [pack] = await ctx.db
    .insert(packs)
    .values({
      slug: `block-daily-${p.userId}`,
      title: 'Daily Quiz Pack',
      priceMinor: 1000,
      currency: 'LKR',
      validityDays: 1,
      autoRenew: true,
      covers: ['DAILY'],
      provider: 'operator',
    })
    .returning();
  const started = await p.call(createPayment, {
    body: {
      id: pack!.id,
      type: 'bundle',
    },
  });
  expect(started.status, started.body.message).toBe(200);
  const approved = await app.inject({
    method: 'POST',
    url: `${started.body.data.url}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(approved.statusCode).toBe(303);
  await sandbox.idle();
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, p.userId));
  expect(sub).toMatchObject({ status: 'active', autoRenew: true });
  return sub!;
}

const subscriptionOf = async (id: number) =>
  (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

const renewalsOf = (userId: number) =>
  ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'renewal')));

describe('blocking a player stops their packs renewing', () => {
  it('turns auto-renewal off with the block (audited); the renewal charges nothing, and unblocking leaves it off', async () => {
    const invited = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, invited.email, invited.password);
    const p = await signIn(app, config);
    const sub = await buyRenewingPack(p);
    const renewAt = new Date(sub.expiresAt.getTime() - 30 * 60_000);
    const params = { id: p.userId };

    const blocked = await support.call(blockPlayer, {
      params,
      body: { reason: 'Fraudulent sign-ups' },
    });
    expect(blocked.status).toBe(200);
    // The paid period runs to its end; only the renewal stops.
    expect(await subscriptionOf(sub.id)).toMatchObject({
      status: 'active',
      autoRenew: false,
      expiresAt: sub.expiresAt,
    });
    const audit = await support.call(playerAudit, { params });
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'player.block',
      after: {
        blocked: true,
        renewals_stopped: [
          {
            subscription_id: sub.id,
            pack: `block-daily-${p.userId}`,
            active_until: sub.expiresAt.toISOString(),
          },
        ],
      },
    });

    const charge = vi.spyOn(sandbox, 'charge');
    try {
      await runJobs(renewAt);
      expect(charge).not.toHaveBeenCalled();
      expect(await renewalsOf(p.userId)).toEqual([]);

      const unblocked = await support.call(unblockPlayer, {
        params,
        body: { reason: 'Appeal accepted' },
      });
      expect(unblocked.status).toBe(200);
      expect(await subscriptionOf(sub.id)).toMatchObject({ autoRenew: false });
      await runJobs(renewAt);
      expect(charge).not.toHaveBeenCalled();
      expect(await renewalsOf(p.userId)).toEqual([]);
    } finally {
      charge.mockRestore();
    }
  });
});
