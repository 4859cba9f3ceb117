import { gameplayEndpoints as e } from '@contract/endpoints/gameplay';
import { topicsEndpoints } from '@contract/endpoints/topics';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { bcsHistory } from './bcs-history';
import { reportQuestion } from './reports';
import { getGame, nextQuestion, startTopicGame } from './service';
import { submitAnswer } from './submit-answer';
import { topicDetails, topicRanking } from './topic-standing';
import { tryAgain } from './try-again';
import { answerMessage } from '../engine';

export const gameplayRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, topicsEndpoints.topicDetails, async ({ req, user, body }) =>
      ok(await topicDetails(ctx, user, languageOf(req), body.topic_id)),
    );
    register(app, ctx, topicsEndpoints.topicRanking, async ({ user, body }) =>
      ok(await topicRanking(ctx, user, body)),
    );

    register(app, ctx, e.startGame, async ({ req, user, body }) =>
      ok(await startTopicGame(ctx, user, body.topic_id, languageOf(req)), 'Game started'),
    );

    register(app, ctx, e.game, async ({ req, user, params }) =>
      ok(await getGame(ctx, user, params.game_id, languageOf(req))),
    );

    register(app, ctx, e.nextQuestion, async ({ req, user, body }) =>
      ok(await nextQuestion(ctx, user, body.game_id, languageOf(req))),
    );

    register(app, ctx, e.submitAnswer, async ({ req, user, body }) => {
      const reply = await submitAnswer(ctx, user, body, languageOf(req));
      return ok(reply, answerMessage(reply));
    });

    register(app, ctx, e.tryAgain, async ({ req, user, body }) => {
      const game = await tryAgain(ctx, user, body, languageOf(req));
      return ok({ success: true, message: 'Try again', game });
    });

    register(app, ctx, e.reportQuestion, async ({ user, body }) => {
      const { already } = await reportQuestion(ctx, user, body.question_id, body.type);
      return ok({ reported: true }, already ? 'Already reported' : 'Reported');
    });

    register(app, ctx, e.bcsHistory, async ({ user }) => ok(await bcsHistory(ctx, user)));
  };
