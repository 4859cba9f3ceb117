import { describe, expect, it } from 'vitest';

import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { nextQuestion, startGame, submitAnswer } from '@contract/routes/gameplay';

const { app, ctx, config } = await useTestApp();
const ROUNDS = 40;

describe('a duplicate submit racing next', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'is refused with 409, never "Game not found" (PGlite runs one transaction at a time)',
    async () => {
      const topic = await createTopic(ctx, { questionCount: 3 });
      const p = await signIn(app, config);
      const statuses: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const game = (await p.call(startGame, { body: { topic_id: topic.id } })).body.data;
        const body = {
          game_id: game.game_id,
          question_id: game.question.question_id,
          answer_id: game.question.options[0]!.id,
        };
        // The tap and its duplicate (a double tap, a retried request) while Next is pressed.
        const [first, duplicate, next] = await Promise.all([
          p.call(submitAnswer, { body }),
          p.call(submitAnswer, { body }),
          p.call(nextQuestion, { body: { game_id: game.game_id } }),
        ]);
        expect(next.status).toBe(200);
        const pair = [first.status, duplicate.status].sort();
        statuses.push(...pair);
        expect(pair, `round ${round}: ${first.body.message} / ${duplicate.body.message}`).toEqual([
          200, 409,
        ]);
      }
      expect(statuses.filter((s) => s === 404)).toHaveLength(0);
    },
  );
});
