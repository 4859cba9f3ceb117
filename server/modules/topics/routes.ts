import {
  ZCategoriesReply,
  ZCategoryIdRequest,
  ZFavouriteReply,
  ZFollowTopicRequest,
  ZRankingReply,
  ZRankingRequest,
  ZTopicDetailsReply,
  ZTopicIdRequest,
  ZTopicsReply,
  ZTopicsRequest,
} from '@contract/topics';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
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

const tags = ['Topics'];

export const topicRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.post(
      '/topics',
      {
        schema: {
          tags,
          summary: 'Every topic, or the topics of one category',
          body: ZTopicsRequest,
          response: replies(ZTopicsReply, 400, 404, 422),
        },
      },
      async (req) =>
        ok({
          topics: await listTopics(ctx, userOf(req).id, languageOf(req), req.body.category_id),
        }),
    );
    app.get(
      '/top-topics',
      {
        schema: {
          tags,
          summary: 'Top topics with the follow state of the player',
          response: replies(ZTopicsReply),
        },
      },
      async (req) => ok({ topics: await listTopTopics(ctx, userOf(req).id, languageOf(req)) }),
    );
    app.post(
      '/topic',
      {
        schema: {
          tags,
          summary: "A topic's header, the player's level and the top-10 ranking",
          body: ZTopicIdRequest,
          response: replies(ZTopicDetailsReply, 400, 404, 422),
        },
      },
      async (req) => ok(await topicDetails(ctx, userOf(req), languageOf(req), req.body.topic_id)),
    );
    app.post(
      '/topic/ranking',
      {
        schema: {
          tags,
          summary: "One page of a topic's ranking",
          body: ZRankingRequest,
          response: replies(ZRankingReply, 400, 404, 422),
        },
      },
      async (req) => ok(await topicRanking(ctx, userOf(req), req.body)),
    );
    app.post(
      '/follow-unfollow-topic',
      {
        schema: {
          tags,
          summary: 'Set (not toggle) whether the player follows a topic',
          body: ZFollowTopicRequest,
          response: replies(ZFavouriteReply, 400, 404, 422),
        },
      },
      async (req) => {
        const state = await setTopicFollow(ctx, userOf(req), req.body.topic_id, req.body.follow);
        return ok(state, state.following ? 'Following' : 'Unfollowed');
      },
    );
    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: "Every category with the player's favourite star",
          response: replies(ZCategoriesReply),
        },
      },
      async (req) => ok({ category_list: await listCategories(ctx, userOf(req), languageOf(req)) }),
    );
    app.post(
      '/remove-favourite-category',
      {
        schema: {
          tags,
          summary: "Toggle a category's favourite star (used for both states)",
          body: ZCategoryIdRequest,
          response: replies(ZFavouriteReply, 400, 404, 422),
        },
      },
      async (req) => {
        const state = await toggleFavouriteCategory(ctx, userOf(req), req.body.category_id);
        return ok(state, state.following ? 'Added to favourites' : 'Removed from favourites');
      },
    );
  };
