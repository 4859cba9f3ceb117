import { retentionEndpoints as e } from '@contract/endpoints/retention';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import {
  claimDailyReward,
  earnedBadges,
  getStreak,
  listBadges,
  markCelebrationsSeen,
  pendingCelebrations,
} from './service';

export const retentionRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.streak, async ({ user }) => ok(await getStreak(ctx, user)));
    register(app, ctx, e.claimDailyReward, async ({ user }) =>
      ok(await claimDailyReward(ctx, user), 'Reward claimed'),
    );
    register(app, ctx, e.badges, async ({ req, user }) =>
      ok(await listBadges(ctx.db, user.id, languageOf(req))),
    );
    register(app, ctx, e.playerBadges, async ({ req, params }) =>
      ok({ badges: await earnedBadges(ctx.db, params.user_id, languageOf(req)) }),
    );
    register(app, ctx, e.celebrations, async ({ req, user }) =>
      ok(await pendingCelebrations(ctx, user, languageOf(req))),
    );
    register(app, ctx, e.celebrationsSeen, async ({ user, body }) =>
      ok(await markCelebrationsSeen(ctx, user, body.ids)),
    );
  };
