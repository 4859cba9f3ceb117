import { z } from 'zod';

/**
 * The operator console's content import (interfaces.md "Operator console"):
 * `POST /api/console/content/import` replies with `ZContentImportReply`, and the template
 * (`GET /api/console/content/template.csv`) has these columns in this order. A file may order
 * them as it likes; options 3 and 4 may be left empty, `correct` is 1 to 4.
 */
export const CONTENT_IMPORT_COLUMNS = [
  'category_slug',
  'category_en',
  'category_mm',
  'topic_slug',
  'topic_en',
  'topic_mm',
  'difficulty',
  'question_en',
  'question_mm',
  'option_1_en',
  'option_1_mm',
  'option_2_en',
  'option_2_mm',
  'option_3_en',
  'option_3_mm',
  'option_4_en',
  'option_4_mm',
  'correct',
] as const;
const ZContentImportColumn = z.enum(CONTENT_IMPORT_COLUMNS);
export type ContentImportColumn = z.infer<typeof ZContentImportColumn>;

const ZContentImportError = z.object({
  /** The column at fault; null when the mistake is the row's or the file's as a whole. */
  column: ZContentImportColumn.nullable(),
  message: z.string(),
});
export type ContentImportError = z.infer<typeof ZContentImportError>;

/** A Myanmar cell typed in Zawgyi, and the Unicode that is stored instead. */
const ZZawgyiConversion = z.object({
  column: ZContentImportColumn,
  zawgyi: z.string(),
  unicode: z.string(),
});

const ZContentImportRow = z.object({
  /**
   * The row as a spreadsheet numbers it: the header is row 1, so the first question is row 2.
   * Mistakes of the header or of the whole file (not UTF-8, no question) are reported on row 1.
   */
  row: z.number().int(),
  errors: z.array(ZContentImportError),
  /** Shown before saving, so the operator sees what the import will store. */
  zawgyi_converted: z.array(ZZawgyiConversion),
});
export type ContentImportRow = z.infer<typeof ZContentImportRow>;

const ZContentImportSummary = z.object({
  /** What this import adds (or, on a dry run, would add) to the database as it is now: topics
   * and questions it already has by slug and text are not counted. 0 when the file is refused. */
  topics_added: z.number().int(),
  questions_added: z.number().int(),
  rows_with_errors: z.number().int(),
  /** Myanmar cells converted from Zawgyi to Unicode. */
  zawgyi_converted: z.number().int(),
});
export type ContentImportSummary = z.infer<typeof ZContentImportSummary>;

/** A new topic an import wrote as a draft: an editor reviews and publishes it in the studio. */
const ZImportedDraftTopic = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type ImportedDraftTopic = z.infer<typeof ZImportedDraftTopic>;

/** Every row of the file, with its errors (none when it is fine): a file with any writes nothing. */
export const ZContentImportReply = z.object({
  rows: z.array(ZContentImportRow),
  summary: ZContentImportSummary,
  /**
   * The new topics, written as drafts that players do not see until an editor publishes each in
   * the studio (its questions added to existing topics play at once). Empty on a dry run.
   */
  draft_topics: z.array(ZImportedDraftTopic),
});
export type ContentImportReply = z.infer<typeof ZContentImportReply>;
