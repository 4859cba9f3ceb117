import { describe, expect, it } from 'vitest';
import { runningTournaments, tournamentGame } from '@contract/routes/tournaments';
import { updateAvatar } from '@contract/routes/users';
import type { App } from './app';
import { call, refusalOf } from '../tests/helpers/call';

/** An app that answers every request with `reply` and records what it was asked. */
function stubApp(status: number, reply: unknown) {
  const asked: Array<Record<string, unknown>> = [];
  const app = {
    inject: async (request: Record<string, unknown>) => {
      asked.push(request);
      return {
        statusCode: status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(reply),
        json: () => reply,
      };
    },
  } as unknown as App;
  return { app, asked };
}

const envelope = (status: number, data: unknown) => ({
  status_code: status,
  success: status < 400,
  message: 'OK',
  data,
});

// The API tests' call() (tests/helpers/call.ts): its own behaviour, on an app that says anything.
describe('the API tests’ call(route, input)', () => {
  it('sends the route’s method to its path with the params filled in and the query after it', async () => {
    const { app, asked } = stubApp(404, envelope(404, { code: 'not_found' }));
    await call(app, tournamentGame, { params: { game_id: 'a/b' }, headers: { x: '1' } });
    await call(app, runningTournaments, { query: { type: 'DAILY' } });
    expect(asked).toEqual([
      { method: 'GET', url: '/api/v2.0/tournament/game/a%2Fb', headers: { x: '1' } },
      { method: 'GET', url: '/api/v2.0/tournament/running?type=DAILY', headers: {} },
    ]);
  });

  it('fails naming the route when a 2xx reply is not what the contract says', async () => {
    const { app } = stubApp(200, envelope(200, { game_id: 'not a number' }));
    await expect(call(app, tournamentGame, { params: { game_id: 1 } })).rejects.toThrow(
      /^GET \/api\/v2\.0\/tournament\/game\/:game_id answered 200 with a reply its contract refuses/,
    );
  });

  it('gives a refusal back as sent, and refusalOf checks its data against the error data', async () => {
    const { app } = stubApp(
      422,
      envelope(422, { code: 'validation_failed', errors: { x: ['no'] } }),
    );
    const res = await call(app, updateAvatar, { body: new FormData() });
    expect(res.status).toBe(422);
    expect(refusalOf(res).errors).toEqual({ x: ['no'] });
    expect(() => refusalOf({ body: { data: { code: 'no_such_code' } } })).toThrow(
      /error data refuses/,
    );
  });
});
