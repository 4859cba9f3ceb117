import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentAgreements } from '../../tables';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { currentUser } from '@contract/routes/users';

const { app, ctx, config } = await useTestApp();

describe('GET /user', () => {
  it('names the active agreement, not a pending or cancelled one', async () => {
    const player = await signIn(app, config);
    const agreement = (status: 'pending' | 'active' | 'cancelled') => ({
      userId: player.userId,
      provider: 'operator' as const,
      agreementId: `ag-${status}-${randomUUID()}`,
      payerReference: '01700000000',
      status,
    });
    const read = async () => (await player.call(currentUser)).body.data.active_agreement;

    await ctx.db.insert(paymentAgreements).values([agreement('pending'), agreement('cancelled')]);
    expect(await read()).toBeNull();
    const active = agreement('active');
    await ctx.db.insert(paymentAgreements).values(active);
    expect(await read()).toBe(active.agreementId);
  });
});
