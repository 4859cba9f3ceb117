import { describe, expect, it } from 'vitest';
import { signIn, uniqueMsisdn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { mintAccessToken } from '../auth/mint';
import { checkToken } from '@contract/routes/auth';
import { currentUser, updateProfile } from '@contract/routes/users';
import { call, refusalOf } from '../../../tests/helpers/call';

const { app, config } = await useTestApp();

// "ကျော်ကျော်" as a Zawgyi keyboard types it: other code points, in visual order.
const ZAWGYI = 'ေက်ာ္ေက်ာ္';
const UNICODE = 'ကျော်ကျော်';

const saveName = async (name: string) => {
  const player = await signIn(app, config, { name: 'Before' });
  const res = await player.call(updateProfile, { body: { name, email: 'a@example.com' } });
  const user = await player.call(currentUser);
  return { res, stored: user.body.data.user.name };
};

describe("a player's name (game-rules Friends)", () => {
  it.each([
    ['  Mg Mg  ', 'Mg Mg'],
    ['x'.repeat(50), 'x'.repeat(50)],
    [ZAWGYI, UNICODE],
    [UNICODE, UNICODE],
    ['ကို 🎉', 'ကို 🎉'],
  ])('stores %j as %j', async (name, expected) => {
    const { res, stored } = await saveName(name);
    expect(res.status).toBe(200);
    expect(stored).toBe(expected);
  });

  it.each([
    ['a newline', 'Mg\nMg'],
    ['a tab', 'Mg\tMg'],
    ['a right-to-left override', 'abc\u202Egnp.exe'],
    ['a direction isolate', '\u2067Mg'],
    ['a line separator', 'Mg\u2028Mg'],
    ['only invisible characters', '\u200B\u200B'],
    ['only a blank filler', '\u3164'],
    ['51 characters', 'x'.repeat(51)],
  ])('refuses %s with a 422 naming name, and keeps the old one', async (_what, name) => {
    const { res, stored } = await saveName(name);
    expect(res.status).toBe(422);
    expect(refusalOf(res).code).toBe('validation_failed');
    expect(Object.keys(refusalOf(res).errors!)).toEqual(['name']);
    expect(stored).toBe('Before');
  });

  it("applies to the access token's name claim at sign-in", async () => {
    const zawgyi = await signIn(app, config, { name: ZAWGYI });
    const user = await zawgyi.call(currentUser);
    expect(user.body.data.user.name).toBe(UNICODE);

    const msisdn = uniqueMsisdn();
    const bad = await mintAccessToken(config.operatorTokenSecret, { msisdn, name: 'Mg\u202EMg' });
    const refused = await call(app, checkToken, { query: { token: bad } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refusalOf(refused).errors!)).toEqual(['token.name']);
    // Nothing was created: the same number's clean token makes a new account.
    const clean = await mintAccessToken(config.operatorTokenSecret, { msisdn, name: 'Mg Mg' });
    const later = await call(app, checkToken, { query: { token: clean } });
    expect(later.body.data).toMatchObject({ account_exists: false, name: 'Mg Mg' });
  });
});
