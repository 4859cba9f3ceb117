import { z } from 'zod';
import { ZId } from './envelope';

const ZTopic = z.object({
  topic_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  following: z.boolean(),
  all_played: z.boolean(),
  follower_count: z.number().int(),
  /** Active questions: a challenge on this topic can ask at most this many. */
  question_count: z.number().int(),
});
export type Topic = z.infer<typeof ZTopic>;

export const ZTopicsRequest = z.object({ category_id: ZId.optional() }).default({});
export const ZTopicsReply = z.object({ topics: z.array(ZTopic) });
export type TopicsReply = z.infer<typeof ZTopicsReply>;

const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
  following: z.boolean(),
  topic_count: z.number().int(),
});
export type Category = z.infer<typeof ZCategory>;
export const ZCategoriesReply = z.object({ category_list: z.array(ZCategory) });

export const ZTopicIdRequest = z.object({ topic_id: ZId });

export const ZFollowTopicRequest = z.object({
  topic_id: ZId,
  follow: z.boolean({ error: 'must be true or false' }),
});

export const ZCategoryIdRequest = z.object({ category_id: ZId });
export const ZFavouriteReply = z.object({ following: z.boolean() });

export const ZFriendshipStatus = z.enum(['friend', 'requested', 'none']);

export const ZRankingEntry = z.object({
  user_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  level: z.number().int(),
  position: z.number().int(),
  /** Points of this ranking (best game in the topic, best attempt in the tournament). */
  points: z.number().int(),
  total_point: z.number().int(),
  topic_high_score: z.number().int(),
  tournament_win: z.number().int(),
  tournament_played: z.number().int(),
  /** Absent for oneself. */
  friendship_status: ZFriendshipStatus.optional(),
});
export type RankingEntry = z.infer<typeof ZRankingEntry>;

export const ZTopicDetailsReply = z.object({
  topic: ZTopic,
  level: z.number().int(),
  next_level: z.number().int(),
  following: z.boolean(),
  all_played: z.boolean(),
  ranking: z.array(ZRankingEntry),
  /** The player's latest game of this topic left unfinished, to resume (null when none). */
  unfinished_game: z
    .object({
      game_id: z.number().int(),
      /** 1-based: the question it stands on. */
      question_no: z.number().int(),
      total_quiz: z.number().int(),
    })
    .nullable(),
});
export type TopicDetailsReply = z.infer<typeof ZTopicDetailsReply>;

export const ZRankingRequest = z.object({
  topic_id: ZId,
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000, 'is too large').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
});
export const ZRankingReply = z.object({
  ranking: z.array(ZRankingEntry),
  page_count: z.number().int(),
  page: z.number().int(),
});
export type RankingReply = z.infer<typeof ZRankingReply>;
