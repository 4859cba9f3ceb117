import { describe, expect, it } from 'vitest';
import { ZErrorData } from '@contract/errors';
import { signIn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';
import {
  game,
  nextQuestion,
  reportQuestion,
  startGame,
  submitAnswer,
  tryAgain,
} from '@contract/routes/gameplay';
import {
  followTopic,
  toggleFavouriteCategory,
  topicDetails,
  topicRanking,
  topics,
} from '@contract/routes/topics';
import { switchLanguage } from '@contract/routes/users';
import { pathOf, refusalOf } from '../tests/helpers/call';
import { type Route } from '@contract/endpoint';

const { app, config } = await useTestApp();
const player = await signIn(app, config);

const posts: Route[] = [
  topics,
  topicDetails,
  topicRanking,
  followTopic,
  toggleFavouriteCategory,
  startGame,
  nextQuestion,
  submitAnswer,
  tryAgain,
  reportQuestion,
  switchLanguage,
];
// Raw addresses: path segments and escapes that no client builds from a typed input.
const gets = ['/api/v2.0/gameplay/-1', '/api/v2.0/gameplay/1e400', '/api/check-token?token=%00'];
// Wrong types, out-of-range numbers, nesting and raw strings for every field these routes read.
const bodies: unknown[] = [
  [],
  'text',
  42,
  { topic_id: {}, category_id: [], game_id: 'x', question_id: true, answer_id: 'x' },
  { topic_id: -1, category_id: 0, game_id: 1.5, question_id: 1e20, answer_id: -3, page: 1e20 },
  { topic_id: 99_999_999_999, game_id: 99_999_999_999, question_id: 1, answer_id: 1, per_page: 0 },
  { topic_id: '1; drop table users', follow: 'yes', type: 'x'.repeat(10_000), language: null },
  { remaining_time: 'soon', using: 'gems', page: 'first' },
];

describe('bad input never reaches a 500', () => {
  it.each(posts)('%s', async (route) => {
    const url = pathOf(route);
    for (const body of bodies) {
      // Raw bodies (an array, a bare string): what no JSON object client sends.
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      // Unknown fields are ignored, so some bodies are fine (all topics): the envelope still holds.
      expect(res.json()).toMatchObject({ status_code: res.statusCode });
      if (res.statusCode >= 400) expect(ZErrorData.parse(res.json().data)).toBeTruthy();
    }
  });

  it.each(gets)('GET %s', async (url) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(ZErrorData.parse(res.json().data)).toBeTruthy();
  });
});

describe('ids are numbers or digit strings, nothing else', () => {
  it.each([true, [1], '0x10', '1e3', ' 1'])(
    'refuses topic_id %j with 422 naming it',
    async (id) => {
      // Bad input on purpose: an input the route's types refuse.
      const res = await player.callRaw(topicDetails, {
        body: {
          topic_id: id,
        },
      });
      expect(res.status).toBe(422);
      expect(refusalOf(res).errors!.topic_id).toEqual(['must be a number']);
    },
  );

  it.each(['0x10', '1e3'])('refuses the path id %s with 422 naming it', async (id) => {
    const res = await player.call(game, { params: { game_id: id } });
    expect(res.status).toBe(422);
    expect(refusalOf(res).errors!.game_id).toEqual(['must be a number']);
  });

  it('still reads a digit string, as forms send it', async () => {
    const res = await player.call(topicDetails, { body: { topic_id: '999999' } });
    expect(res.status).toBe(404);
  });
});
