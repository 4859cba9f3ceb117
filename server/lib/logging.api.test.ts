import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mintAccessToken } from '../modules/auth/mint';
import { uniqueMsisdn } from '../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../tests/helpers/context';
import { redactUrl } from './logging';

const { ctx, config } = await useTestApp();

describe('redactUrl', () => {
  it.each([
    ['/api/check-token?token=abc.def.ghi', '/api/check-token?token=[redacted]'],
    ['/?access_token=abc&lang=mm', '/?access_token=[redacted]&lang=mm'],
    ['/x?lang=mm&Token=abc#top', '/x?lang=mm&Token=[redacted]#top'],
    ['/api/v2.0/topics?page=2', '/api/v2.0/topics?page=2'],
    // The server decodes names, so these are all "token" to it.
    ['/api/check-token?tok%65n=abc', '/api/check-token?tok%65n=[redacted]'],
    ['/?access%5Ftoken=abc&x=1', '/?access%5Ftoken=[redacted]&x=1'],
    ['/?%74%6F%6B%65%6E=abc', '/?%74%6F%6B%65%6E=[redacted]'],
    ['/?tok%65n%ZZ=abc', '/?tok%65n%ZZ=[redacted]'],
    ['/?to+ken=abc', '/?to+ken=abc'],
    // A JWT under any name, or as a bare name.
    ['/?t%6Fk=eyJhbGciOi.eyJzdWIi.c2ln', '/?t%6Fk=[redacted]'],
    ['/?eyJhbGciOi.eyJzdWIi.c2ln&x=1', '/?[redacted]&x=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  it('never contain the access token of a sign-in URL, at info level', async () => {
    const lines: string[] = [];
    const app = await buildApp(anotherProcess(ctx, { config: { ...config, logLevel: 'info' } }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    const token = await mintAccessToken(config.operatorTokenSecret, { msisdn: uniqueMsisdn() });
    const signedIn = await app.inject({ method: 'GET', url: `/api/check-token?token=${token}` });
    expect(signedIn.statusCode).toBe(200);
    const replay = await app.inject({ method: 'GET', url: `/api/check-token?token=${token}` });
    expect(replay.statusCode).toBe(401);
    const landing = await app.inject({ method: 'GET', url: `/?access_token=${token}&x=1` });
    expect(landing.statusCode).toBeLessThan(500);
    // Percent-encoded names: the server reads both as the same parameters.
    const unused = await mintAccessToken(config.operatorTokenSecret, { msisdn: uniqueMsisdn() });
    const encoded = await app.inject({ method: 'GET', url: `/login?access_tok%65n=${unused}` });
    expect(encoded.statusCode).toBeLessThan(500);
    const other = await mintAccessToken(config.operatorTokenSecret, { msisdn: uniqueMsisdn() });
    const signIn = await app.inject({ method: 'GET', url: `/api/check-token?tok%65n=${other}` });
    expect(signIn.statusCode).toBe(200);
    await app.close();

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/check-token?token=[redacted]');
    expect(log).toContain('/?access_token=[redacted]&x=1');
    // Not the whole token, nor any of its three parts (a signature alone is still a secret).
    expect(log).toContain('/login?access_tok%65n=[redacted]');
    for (const secret of [token, unused, other]) {
      for (const part of [secret, ...secret.split('.')]) expect(log).not.toContain(part);
    }
  });
});
