import type { PlayerRoute } from '../endpoint';
import type * as S from '../topics';

export const topics = 'POST /api/v2.0/topics' as PlayerRoute<{
  body: typeof S.ZTopicsRequest;
  reply: typeof S.ZTopicsReply;
}>;
export const topTopics = 'GET /api/v2.0/top-topics' as PlayerRoute<{
  reply: typeof S.ZTopicsReply;
}>;
export const topicDetails = 'POST /api/v2.0/topic' as PlayerRoute<{
  body: typeof S.ZTopicIdRequest;
  reply: typeof S.ZTopicDetailsReply;
}>;
export const topicRanking = 'POST /api/v2.0/topic/ranking' as PlayerRoute<{
  body: typeof S.ZRankingRequest;
  reply: typeof S.ZRankingReply;
}>;
export const followTopic = 'POST /api/v2.0/follow-unfollow-topic' as PlayerRoute<{
  body: typeof S.ZFollowTopicRequest;
  reply: typeof S.ZFavouriteReply;
}>;
export const categories = 'GET /api/v2.0/categories' as PlayerRoute<{
  reply: typeof S.ZCategoriesReply;
}>;
export const toggleFavouriteCategory = 'POST /api/v2.0/remove-favourite-category' as PlayerRoute<{
  body: typeof S.ZCategoryIdRequest;
  reply: typeof S.ZFavouriteReply;
}>;
