import { challengesEndpoints as e } from '@contract/endpoints/challenges';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { getChallengeGame, startChallengeGame, submitChallengeAnswer } from './play';
import {
  acceptChallenge,
  cancelChallenge,
  challengeResult,
  createChallenge,
  listChallenges,
  rejectChallenge,
} from './service';
import { answerMessage } from '../engine';

export const challengeRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.createChallenge, async ({ req, user, body }) =>
      ok(await createChallenge(ctx, user, body, languageOf(req)), 'Challenge sent'),
    );
    register(app, ctx, e.challenges, async ({ req, user }) =>
      ok(await listChallenges(ctx, user, languageOf(req))),
    );
    register(app, ctx, e.acceptChallenge, async ({ req, user, body }) =>
      ok(
        await acceptChallenge(ctx, user, body.challenge_id, languageOf(req)),
        'Challenge accepted',
      ),
    );
    register(app, ctx, e.rejectChallenge, async ({ req, user, body }) =>
      ok(
        await rejectChallenge(ctx, user, body.challenge_id, languageOf(req)),
        'Challenge declined',
      ),
    );
    register(app, ctx, e.cancelChallenge, async ({ req, user, body }) =>
      ok(
        await cancelChallenge(ctx, user, body.challenge_id, languageOf(req)),
        'Challenge cancelled',
      ),
    );
    register(app, ctx, e.startChallenge, async ({ req, user, body }) =>
      ok(
        await startChallengeGame(ctx, user, body.challenge_id, languageOf(req)),
        'Challenge started',
      ),
    );
    register(app, ctx, e.challengeGame, async ({ req, user, params }) =>
      ok(await getChallengeGame(ctx, user, params.game_id, languageOf(req))),
    );
    register(app, ctx, e.submitChallengeAnswer, async ({ req, user, body }) => {
      const reply = await submitChallengeAnswer(ctx, user, body, languageOf(req));
      return ok(reply, answerMessage(reply));
    });
    register(app, ctx, e.challengeResult, async ({ req, user, body }) =>
      ok(await challengeResult(ctx, user, body.challenge_id, languageOf(req))),
    );
  };
