import { describe, expect, it } from 'vitest';
import { mintAccessToken } from './modules/auth/mint';
import { NUL_MESSAGE } from './lib/nul-guard';
import { signIn, uniqueMsisdn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';
import { checkToken } from '@contract/routes/auth';
import { cancelAgreement, paymentStatus, unsubscribeTelenor } from '@contract/routes/packs';
import { call, refusalOf } from '../tests/helpers/call';
import { updateProfile } from '@contract/routes/users';
import { searchPlayers } from '@contract/routes/friends';
import { topics } from '@contract/routes/topics';
import { type Route } from '@contract/endpoint';

const { app, config } = await useTestApp();
const player = await signIn(app, config);

// PostgreSQL's text cannot hold U+0000: each of these reached the database and answered a 500.
describe('U+0000 in any text is a 422 naming the field, not a 500', () => {
  it.each([
    [updateProfile, { name: 'A\u0000B', email: 'a@example.com' }, 'name'],
    [searchPlayers, { search_string: 'ab\u0000c' }, 'search_string'],
    [cancelAgreement, { agreementID: 'x\u0000' }, 'agreementID'],
    [unsubscribeTelenor, { slug: 'daily\u0000' }, 'slug'],
    [topics, { nested: [{ ['k\u0000']: 1 }] }, 'nested.0.k\u0000'],
  ] as Array<[Route, object, string]>)('%s', async (route, body, field) => {
    // Some of these bodies carry fields the route's types do not name: raw input.
    const res = await player.callRaw(route, { body });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({
      code: 'validation_failed',
      errors: { [field]: [NUL_MESSAGE] },
    });
  });

  it('in a query string or a path', async () => {
    const query = await call(app, checkToken, { query: { token: 'a\u0000b' } });
    expect(query.status).toBe(422);
    expect(refusalOf(query).errors!).toEqual({ token: [NUL_MESSAGE] });
    const path = await player.call(paymentStatus, { params: { payment_id: 'a\u0000b' } });
    expect(path.status).toBe(422);
    expect(Object.keys(refusalOf(path).errors!)).toEqual(['payment_id']);
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
      const res = await call(app, checkToken, { query: { token } });
      expect(res.status).toBe(422);
      expect(refusalOf(res).errors!).toEqual({ [`token.${claim}`]: [NUL_MESSAGE] });
      // The number signs in later with a clean token: the refused one created nobody.
      const later = await signIn(app, config, { msisdn });
      expect(later.userId).toBeGreaterThan(0);
    },
  );
});
