import { z } from 'zod';
import { ZId } from './envelope';
import { ZReportType } from './gameplay';

/**
 * The operator console's question reports queue (interfaces.md "Operator console"):
 * `GET /api/console/question-reports` replies with `ZQuestionReportsReply`; reviewing a question
 * (`POST /api/console/questions/{id}/retire`, and fix or dismiss beside it) takes
 * `ZQuestionReviewRequest`.
 */
export const ZQuestionReportsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type QuestionReportsQuery = z.infer<typeof ZQuestionReportsQuery>;

const ZQuestionReporter = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: ZReportType,
  note: z.string().nullable(),
  reported_at: z.iso.datetime(),
});

const ZQuestionReportGroup = z.object({
  question_id: z.number().int(),
  topic_id: z.number().int(),
  question_en: z.string().nullable(),
  question_mm: z.string().nullable(),
  /** In the order players see them, so the console's fix starts from the question as it is. */
  options: z.array(z.object({ value: z.string().nullable(), value_mm: z.string().nullable() })),
  /** 1-based position of the correct option. */
  correct: z.number().int().min(1).max(4),
  active: z.boolean(),
  open_count: z.number().int().min(1),
  counts: z.object({
    wrong_question: z.number().int().min(0),
    wrong_answer: z.number().int().min(0),
    others: z.number().int().min(0),
  }),
  /** Held back from new games until reviewed (open_count reached the configured threshold). */
  held: z.boolean(),
  reporters: z.array(ZQuestionReporter),
});
export type QuestionReportGroup = z.infer<typeof ZQuestionReportGroup>;

/** Most-reported first; `total` counts questions with open reports. */
export const ZQuestionReportsReply = z.object({
  reports: z.array(ZQuestionReportGroup),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type QuestionReportsReply = z.infer<typeof ZQuestionReportsReply>;

const ZText = z.string().trim().min(1).max(2000);
const ZQuestionOptionEdit = z
  .object({ value: ZText.nullable(), value_mm: ZText.nullable() })
  .refine((o) => o.value !== null || o.value_mm !== null, {
    message: 'An option needs a text in English or Myanmar',
  });

/**
 * A fix edits the question in place. It keeps the number of options: games in progress hold
 * those options in their order, so a question that needs another shape is retired and written
 * anew. Myanmar text typed in Zawgyi is stored as Unicode.
 */
export const ZQuestionEdit = z
  .object({
    question_en: ZText.nullable(),
    question_mm: ZText.nullable(),
    options: z.array(ZQuestionOptionEdit).min(2).max(4),
    /** 1-based position of the correct option. */
    correct: z.number().int().min(1).max(4),
  })
  .refine((q) => q.question_en !== null || q.question_mm !== null, {
    message: 'The question needs a text in English or Myanmar',
    path: ['question_en'],
  })
  .refine((q) => q.correct <= q.options.length, {
    message: 'The correct option must be one of the options',
    path: ['correct'],
  });
export type QuestionEdit = z.infer<typeof ZQuestionEdit>;

export const ZReviewReason = z.string().trim().min(3).max(500);

export const ZQuestionParams = z.object({ id: ZId });
export const ZQuestionFixRequest = z.object({ reason: ZReviewReason, edit: ZQuestionEdit });
export const ZQuestionReasonRequest = z.object({ reason: ZReviewReason });

/** @public The bodies the review endpoints dispatch on; the server takes their type. */
export const ZQuestionReviewRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('fix'), reason: ZReviewReason, edit: ZQuestionEdit }),
  z.object({ action: z.literal('retire'), reason: ZReviewReason }),
  z.object({ action: z.literal('dismiss'), reason: ZReviewReason }),
]);
export type QuestionReviewRequest = z.infer<typeof ZQuestionReviewRequest>;

export const ZQuestionReviewReply = z.object({
  question_id: z.number().int(),
  action: z.enum(['fix', 'retire', 'dismiss']),
  /** Open reports this review closed (0 when another review closed them first). */
  closed: z.number().int().min(0),
  /** Reporters thanked with a notification (fix and retire only). */
  thanked: z.number().int().min(0),
});
export type QuestionReviewReply = z.infer<typeof ZQuestionReviewReply>;
