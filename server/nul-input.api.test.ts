import { describe, expect, it } from 'vitest';
import { mintAccessToken } from './modules/auth/mint';
import { NUL_MESSAGE } from './lib/nul-guard';
import { request, signIn, uniqueMsisdn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';

const { app, config } = await useTestApp();
const player = await signIn(app, config);
type Refusal = { code: string; errors: Record<string, string[]> };

// PostgreSQL's text cannot hold U+0000: each of these reached the database and answered a 500.
describe('U+0000 in any text is a 422 naming the field, not a 500', () => {
  it.each([
    ['/api/v2.0/user', { name: 'A\u0000B', email: 'a@example.com' }, 'name'],
    ['/api/v2.0/friends/search', { search_string: 'ab\u0000c' }, 'search_string'],
    ['/api/v2.0/nagorik/cancel-agreement', { agreementID: 'x\u0000' }, 'agreementID'],
    ['/api/v2.0/unsubscribe-telnor', { slug: 'daily\u0000' }, 'slug'],
    ['/api/v2.0/topics', { nested: [{ ['k\u0000']: 1 }] }, 'nested.0.k\u0000'],
  ])('POST %s', async (url, body, field) => {
    const res = await player.post<Refusal>(url, body);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({
      code: 'validation_failed',
      errors: { [field]: [NUL_MESSAGE] },
    });
  });

  it('in a query string or a path', async () => {
    const query = await request<Refusal>(app, 'GET', '/api/check-token?token=a%00b');
    expect(query.status).toBe(422);
    expect(query.body.data.errors).toEqual({ token: [NUL_MESSAGE] });
    const path = await player.get<Refusal>('/api/v2.0/payments/a%00b');
    expect(path.status).toBe(422);
    expect(Object.keys(path.body.data.errors)).toEqual(['payment_id']);
  });

  it.each(['name', 'jti'])(
    "in the access token's %s claim, which changes nothing",
    async (claim) => {
      const msisdn = uniqueMsisdn();
      const token = await mintAccessToken(
        config.operatorTokenSecret,
        { msisdn, name: claim === 'name' ? 'Mg\u0000Mg' : 'Mg Mg' },
        claim === 'jti' ? { jti: 'jti-\u0000-12345' } : {},
      );
      const res = await request<Refusal>(app, 'GET', `/api/check-token?token=${token}`);
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual({ [`token.${claim}`]: [NUL_MESSAGE] });
      // The number signs in later with a clean token: the refused one created nobody.
      const later = await signIn(app, config, { msisdn });
      expect(later.userId).toBeGreaterThan(0);
    },
  );
});
