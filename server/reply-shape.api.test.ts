import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from '@contract/gameplay';

import { questionOptions, users } from './tables';
import type * as gameplayService from './modules/gameplay/service';
import type * as userService from './modules/users/service';
import { signIn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';
import { createTopic } from '../tests/helpers/factories';
import { game as gameRoute, startGame } from '@contract/routes/gameplay';
import { currentUser } from '@contract/routes/users';
import { pathOf } from '../tests/helpers/call';

/** What the services really returned, before the reply was written. */
const returned: { game?: unknown; user?: unknown } = {};

// The mistakes this guards against, made on purpose: a service that hands back whole rows,
// with the option's is_correct and columns the contract never names.
vi.mock('./modules/gameplay/service', async (importOriginal) => {
  const real = await importOriginal<typeof gameplayService>();
  return {
    ...real,
    getGame: async (...args: Parameters<typeof real.getGame>) => {
      const game = await real.getGame(...args);
      const rows = await args[0].db
        .select()
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.id,
            game.question.options.map((o) => o.id),
          ),
        );
      const leaky = {
        ...game,
        internal_seed: 42,
        question: {
          ...game.question,
          options: rows.map((row) => ({ ...row, id: row.id, is_correct: row.isCorrect })),
        },
      };
      returned.game = leaky;
      return leaky;
    },
  };
});
vi.mock('./modules/users/service', async (importOriginal) => {
  const real = await importOriginal<typeof userService>();
  return {
    ...real,
    getUserReply: async (...args: Parameters<typeof real.getUserReply>) => {
      const reply = await real.getUserReply(...args);
      const [row] = await args[0].db.select().from(users).where(eq(users.id, args[1].id));
      const leaky = { ...reply, user: { ...row, ...reply.user } };
      returned.user = leaky;
      return leaky;
    },
  };
});

const { app, ctx, config } = await useTestApp();

describe('replies carry only what the contract names', () => {
  it("never sends an option's is_correct, even when the service returns it", async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const player = await signIn(app, config);
    const started = await player.call(startGame, {
      body: {
        topic_id: topic.id,
      },
    });
    expect(started.status).toBe(200);

    const res = await app.inject({
      method: 'GET',
      // The raw text of the reply, to look for what the contract leaves out.
      url: pathOf(gameRoute, { game_id: started.body.data.game_id }),
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(res.statusCode).toBe(200);
    // The service did leak: the reply below is the serializer's doing.
    expect(JSON.stringify(returned.game)).toContain('is_correct');
    expect(res.body).not.toContain('is_correct');
    expect(res.body).not.toContain('isCorrect');
    expect(res.body).not.toContain('internal_seed');
    const game = (res.json() as { data: GameState }).data;
    expect(game.question.options).toHaveLength(4);
    for (const option of game.question.options) {
      expect(Object.keys(option).sort()).toEqual(['id', 'value']);
    }
  });

  it('never sends a column of the user row that the contract does not name', async () => {
    const player = await signIn(app, config);
    const res = await player.call(currentUser);
    expect(res.status).toBe(200);
    const leakedKeys = Object.keys((returned.user as { user: object }).user);
    expect(leakedKeys).toContain('createdAt');
    expect(Object.keys(res.body.data.user).sort()).toEqual(
      ['email', 'id', 'image_url', 'language', 'level', 'name', 'phone', 'points'].sort(),
    );
  });
});
