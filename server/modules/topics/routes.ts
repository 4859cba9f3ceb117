import {
  ZCategoryIdRequest,
  ZFollowTopicRequest,
  ZRankingRequest,
  ZTopicIdRequest,
  ZTopicsRequest,
} from '@contract/topics';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { userOf } from '../auth/guard';
import {
  listCategories,
  listTopics,
  listTopTopics,
  setTopicFollow,
  toggleFavouriteCategory,
  topicDetails,
  topicRanking,
} from './service';

export const topicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post('/topics', { schema: { body: ZTopicsRequest } }, async (req) =>
      ok({ topics: await listTopics(ctx, userOf(req).id, languageOf(req), req.body.category_id) }),
    );
    app.get('/top-topics', async (req) =>
      ok({ topics: await listTopTopics(ctx, userOf(req).id, languageOf(req)) }),
    );
    app.post('/topic', { schema: { body: ZTopicIdRequest } }, async (req) =>
      ok(await topicDetails(ctx, userOf(req), languageOf(req), req.body.topic_id)),
    );
    app.post('/topic/ranking', { schema: { body: ZRankingRequest } }, async (req) =>
      ok(await topicRanking(ctx, userOf(req), req.body)),
    );
    app.post('/follow-unfollow-topic', { schema: { body: ZFollowTopicRequest } }, async (req) => {
      const state = await setTopicFollow(ctx, userOf(req), req.body.topic_id, req.body.follow);
      return ok(state, state.following ? 'Following' : 'Unfollowed');
    });
    app.get('/categories', async (req) =>
      ok({ category_list: await listCategories(ctx, userOf(req), languageOf(req)) }),
    );
    app.post(
      '/remove-favourite-category',
      { schema: { body: ZCategoryIdRequest } },
      async (req) => {
        const state = await toggleFavouriteCategory(ctx, userOf(req), req.body.category_id);
        return ok(state, state.following ? 'Added to favourites' : 'Removed from favourites');
      },
    );
  };
