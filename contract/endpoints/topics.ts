import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/topics';
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
} from '../topics';

export const topicsEndpoints = declareEndpoints('Topics', routes, {
  topics: {
    access: 'player',
    summary: 'Every topic, or the topics of one category',
    body: ZTopicsRequest,
    reply: ZTopicsReply,
    refusals: [400, 404, 422],
  },
  topTopics: {
    access: 'player',
    summary: 'Top topics with the follow state of the player',
    reply: ZTopicsReply,
    refusals: [],
  },
  topicDetails: {
    access: 'player',
    summary: "A topic's header, the player's level and the top-10 ranking",
    body: ZTopicIdRequest,
    reply: ZTopicDetailsReply,
    refusals: [400, 404, 422],
  },
  topicRanking: {
    access: 'player',
    summary: "One page of a topic's ranking",
    body: ZRankingRequest,
    reply: ZRankingReply,
    refusals: [400, 404, 422],
  },
  followTopic: {
    access: 'player',
    summary: 'Set (not toggle) whether the player follows a topic',
    body: ZFollowTopicRequest,
    reply: ZFavouriteReply,
    refusals: [400, 404, 422],
  },
  categories: {
    access: 'player',
    summary: "Every category with the player's favourite star",
    reply: ZCategoriesReply,
    refusals: [],
  },
  toggleFavouriteCategory: {
    access: 'player',
    summary: "Toggle a category's favourite star (used for both states)",
    body: ZCategoryIdRequest,
    reply: ZFavouriteReply,
    refusals: [400, 404, 422],
  },
});
