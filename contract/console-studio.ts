import { z } from 'zod';
import { ZReason } from './console';
import { ZQuestionEdit } from './console-reports';
import { ZId } from './envelope';

/**
 * The console's content studio (issue 22): categories, topics and questions written by staff, in
 * English and Myanmar side by side. Myanmar typed in Zawgyi is converted to Unicode on save;
 * `POST /api/console/content/zawgyi-check` shows the conversion before it.
 */

const ZSlug = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'must be lowercase letters, digits and dashes (at most 80)');
const ZName = z.string({ error: 'is required' }).trim().min(1, 'is required').max(120);
// Myanmar script takes about twice the characters of the English.
const ZNameMm = z.string().trim().max(240).nullable();
/** A write's reason is optional for plain edits (the audit row then names the edit). */
const ZOptionalReason = ZReason.optional();

export const ZIdParams = z.object({ id: ZId });

export const ZStudioCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_mm: z.string().nullable(),
  topic_count: z.number().int().min(0),
});
export type StudioCategory = z.infer<typeof ZStudioCategory>;
export const ZStudioCategoriesReply = z.object({ categories: z.array(ZStudioCategory) });

export const ZCategoryWrite = z.object({
  slug: ZSlug,
  name_en: ZName,
  name_mm: ZNameMm,
  reason: ZOptionalReason,
});
export type CategoryWrite = z.infer<typeof ZCategoryWrite>;

export const ZStudioTopicsQuery = z.object({
  category_id: z.coerce.number().int().min(1).optional(),
  /** Part of the slug or of either name. */
  q: z.string().trim().max(100).optional(),
  published: z.enum(['yes', 'no']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type StudioTopicsQuery = z.infer<typeof ZStudioTopicsQuery>;

export const ZStudioTopic = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_id: z.number().int(),
  category_en: z.string(),
  name_en: z.string(),
  name_mm: z.string().nullable(),
  /** As players get it (a drawn cover unless one was uploaded). */
  image_url: z.string(),
  published: z.boolean(),
  active_questions: z.number().int().min(0),
  retired_questions: z.number().int().min(0),
});
export type StudioTopic = z.infer<typeof ZStudioTopic>;
export const ZStudioTopicsReply = z.object({
  topics: z.array(ZStudioTopic),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type StudioTopicsReply = z.infer<typeof ZStudioTopicsReply>;

/** A new topic starts unpublished: players see it once it is published. */
export const ZTopicWrite = z.object({
  category_id: z.number({ error: 'is required' }).int().min(1),
  slug: ZSlug,
  name_en: ZName,
  name_mm: ZNameMm,
  reason: ZOptionalReason,
});
export type TopicWrite = z.infer<typeof ZTopicWrite>;

export const ZPublishRequest = z.object({ reason: ZReason });

export const ZStudioQuestionsQuery = z.object({
  status: z.enum(['active', 'retired', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type StudioQuestionsQuery = z.infer<typeof ZStudioQuestionsQuery>;

const ZStudioOption = z.object({
  id: z.number().int(),
  value: z.string().nullable(),
  value_mm: z.string().nullable(),
  correct: z.boolean(),
});

export const ZStudioQuestion = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  question_en: z.string().nullable(),
  question_mm: z.string().nullable(),
  image_url: z.string().nullable(),
  difficulty: z.number().int(),
  active: z.boolean(),
  options: z.array(ZStudioOption),
  open_reports: z.number().int().min(0),
  /** Games served it: its number of options is then fixed (games hold the option ids). */
  used: z.boolean(),
});
export type StudioQuestion = z.infer<typeof ZStudioQuestion>;
export const ZStudioQuestionsReply = z.object({
  questions: z.array(ZStudioQuestion),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type StudioQuestionsReply = z.infer<typeof ZStudioQuestionsReply>;

/**
 * The question bank: every topic's questions in one list. `q` matches part of the question's text
 * in English or Myanmar.
 */
export const ZQuestionBankQuery = z.object({
  q: z.string().trim().max(100).optional(),
  topic_id: z.coerce.number().int().min(1).optional(),
  status: z.enum(['active', 'retired', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type QuestionBankQuery = z.infer<typeof ZQuestionBankQuery>;

/** One question of the bank, with how games have used it so far. */
const ZBankQuestion = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  topic_en: z.string(),
  topic_mm: z.string().nullable(),
  question_en: z.string().nullable(),
  question_mm: z.string().nullable(),
  difficulty: z.number().int(),
  active: z.boolean(),
  /** Times a game showed it to a player. */
  served: z.number().int().min(0),
  /** Times it was answered right. */
  correct: z.number().int().min(0),
  /**
   * `correct / served`, 0 to 1; a timed-out or abandoned serve counts as not right, as it does for
   * the player. Null while it was never served.
   */
  correct_rate: z.number().min(0).max(1).nullable(),
});
export type BankQuestion = z.infer<typeof ZBankQuestion>;
export const ZQuestionBankReply = z.object({
  questions: z.array(ZBankQuestion),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type QuestionBankReply = z.infer<typeof ZQuestionBankReply>;

/** A question's texts, 2 to 4 options, the correct one (1-based) and difficulty 1 to 3. */
export const ZQuestionWrite = ZQuestionEdit.and(
  z.object({
    difficulty: z.number({ error: 'is required' }).int().min(1).max(3),
    reason: ZOptionalReason,
  }),
);
export type QuestionWrite = z.infer<typeof ZQuestionWrite>;

/** The image upload as the OpenAPI document shows it: a PNG or JPEG in `image`. */
export const STUDIO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ZStudioImageUpload = z.object({
  image: z.string().meta({ format: 'binary', description: 'PNG or JPEG, at most 2 MiB' }),
});
export const ZStudioImageReply = z.object({ image_url: z.string() });

export const ZZawgyiCheckRequest = z.object({
  texts: z.array(z.string().max(2000)).min(1).max(20),
});
export const ZZawgyiCheckReply = z.object({
  /** In the request's order: the text as it will be stored, and whether it was converted. */
  results: z.array(z.object({ text: z.string(), converted: z.boolean() })),
});
