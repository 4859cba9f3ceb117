import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { packs, paymentAgreements, payments } from '../../tables';
import { seedPacks } from '../../seed/catalog';
import { signIn, type Player } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createAgreement, tournamentPacks } from '@contract/routes/packs';
import { currentUser } from '@contract/routes/users';
import { refusalOf } from '../../../tests/helpers/call';

// Its own database: the tests below change which wallet packs are on sale.
const { app, ctx, config } = await useTestApp();

const WALLET = '01812345678';
const packIds: Record<string, number> = {};

beforeAll(async () => {
  const rows = await ctx.db.insert(packs).values(seedPacks).returning();
  for (const r of rows) packIds[r.slug] = r.id;
});

const walletPack = () => packIds['coin-bundle-1000']!;

const paymentsOf = (p: Player) =>
  ctx.db
    .select({ packId: payments.packId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.userId, p.userId));

const agreementsOf = (p: Player) =>
  ctx.db
    .select({ status: paymentAgreements.status, payer: paymentAgreements.payerReference })
    .from(paymentAgreements)
    .where(eq(paymentAgreements.userId, p.userId));

/** The player approves on the sandbox's hosted page (a form post, answered with a redirect). */
const approve = (paymentUrl: string) =>
  app.inject({
    method: 'POST',
    url: `${paymentUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe(createAgreement, () => {
  it('with payerReference alone (product-spec §7) buys the wallet pack on sale', async () => {
    const p = await signIn(app, config);
    const res = await p.call(createAgreement, { body: { payerReference: WALLET } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ errorCode: '00', renewal_resumed: false });
    expect(await paymentsOf(p)).toEqual([{ packId: walletPack(), provider: 'nagorik' }]);
    expect(await agreementsOf(p)).toEqual([{ status: 'pending', payer: WALLET }]);

    expect((await approve(res.body.data.url)).statusCode).toBe(303);
    const user = (await p.call(currentUser)).body.data;
    expect(user.active_agreement).toMatch(/^AGR-/);
    const list = (await p.call(tournamentPacks)).body.data;
    expect(list.packages.find((x) => x.bundle_id === walletPack())?.is_subscribed).toBe(true);
  });

  it('with id still buys the pack it names', async () => {
    const p = await signIn(app, config);
    const res = await p.call(createAgreement, {
      body: { id: walletPack(), payerReference: WALLET },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(await paymentsOf(p)).toEqual([{ packId: walletPack(), provider: 'nagorik' }]);
  });

  it.each([
    [{}, ['payerReference']],
    [{ payerReference: '0181234' }, ['payerReference']],
    [{ payerReference: 1812345678 }, ['payerReference']],
    [{ id: 'x', payerReference: WALLET }, ['id']],
    [{ id: null, payerReference: WALLET }, ['id']],
    [{ id: 0, payerReference: '' }, ['id', 'payerReference']],
  ])('refuses %j with a 422 naming %j, and writes nothing', async (body, fields) => {
    const p = await signIn(app, config);
    // Bad input on purpose: some of it the route's types refuse.
    const res = await p.callRaw(createAgreement, { body });
    expect(res.status).toBe(422);
    expect(refusalOf(res).code).toBe('validation_failed');
    expect(Object.keys(refusalOf(res).errors!).sort()).toEqual(fields);
    expect(await paymentsOf(p)).toEqual([]);
    expect(await agreementsOf(p)).toEqual([]);
  });

  it('asks for id (422) while several wallet packs are on sale, and takes it when given', async () => {
    const [second] = await ctx.db
      .insert(packs)
      .values({
        ...seedPacks.find((s) => s.slug === 'coin-bundle-1000')!,
        slug: 'coin-bundle-5000',
      })
      .returning();
    const p = await signIn(app, config);
    const alone = await p.call(createAgreement, { body: { payerReference: WALLET } });
    expect([alone.status, refusalOf(alone).code]).toEqual([422, 'validation_failed']);
    expect(Object.keys(refusalOf(alone).errors!)).toEqual(['id']);
    expect(await paymentsOf(p)).toEqual([]);
    expect(await agreementsOf(p)).toEqual([]);

    const named = await p.call(createAgreement, {
      body: { id: second!.id, payerReference: WALLET },
    });
    expect(named.status, named.body.message).toBe(200);
    expect(await paymentsOf(p)).toEqual([{ packId: second!.id, provider: 'nagorik' }]);
  });

  it('answers 404 to a number alone when no wallet pack is on sale', async () => {
    await ctx.db.update(packs).set({ active: false }).where(eq(packs.provider, 'nagorik'));
    const p = await signIn(app, config);
    const res = await p.call(createAgreement, { body: { payerReference: WALLET } });
    expect([res.status, refusalOf(res).code]).toEqual([404, 'not_found']);
    expect(await paymentsOf(p)).toEqual([]);
  });
});
