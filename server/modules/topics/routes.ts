import { topicsEndpoints as e } from '@contract/endpoints/topics';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import {
  listCategories,
  listTopics,
  listTopTopics,
  setTopicFollow,
  toggleFavouriteCategory,
} from './service';

export const topicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.topics, async ({ req, user, body }) =>
      ok({
        topics: await listTopics(ctx, user.id, languageOf(req), body.category_id),
      }),
    );
    register(app, ctx, e.topTopics, async ({ req, user }) =>
      ok({ topics: await listTopTopics(ctx, user.id, languageOf(req)) }),
    );
    register(app, ctx, e.followTopic, async ({ user, body }) => {
      const state = await setTopicFollow(ctx, user, body.topic_id, body.follow);
      return ok(state, state.following ? 'Following' : 'Unfollowed');
    });
    register(app, ctx, e.categories, async ({ req, user }) =>
      ok({ category_list: await listCategories(ctx, user, languageOf(req)) }),
    );
    register(app, ctx, e.toggleFavouriteCategory, async ({ user, body }) => {
      const state = await toggleFavouriteCategory(ctx, user, body.category_id);
      return ok(state, state.following ? 'Added to favourites' : 'Removed from favourites');
    });
  };
