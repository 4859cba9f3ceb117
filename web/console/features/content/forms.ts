import { serverFieldText } from '../../i18n/issues';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ZCategoryWrite, ZQuestionWrite, ZTopicWrite } from '@contract/console-studio';
import { ConsoleApiError } from '../../api/client';

// The forms hold strings; an empty field is "no text" (null) as the contract has it.
const orNull = (text: string) => (text.trim() === '' ? null : text);

export const ZCategoryForm = z
  .object({ slug: z.string(), name_en: z.string(), name_mm: z.string() })
  .transform((v) => ({ ...v, name_mm: orNull(v.name_mm) }))
  .pipe(ZCategoryWrite);

export const ZTopicForm = z
  .object({
    category_id: z.string(),
    slug: z.string(),
    name_en: z.string(),
    name_mm: z.string(),
  })
  .transform((v) => ({
    ...v,
    category_id: Number(v.category_id),
    name_mm: orNull(v.name_mm),
  }))
  .pipe(ZTopicWrite);

export const ZQuestionForm = z
  .object({
    question_en: z.string(),
    question_mm: z.string(),
    options: z.array(z.object({ value: z.string(), value_mm: z.string() })),
    correct: z.string(),
    difficulty: z.string(),
  })
  .transform((v) => ({
    question_en: orNull(v.question_en),
    question_mm: orNull(v.question_mm),
    options: v.options.map((o) => ({ value: orNull(o.value), value_mm: orNull(o.value_mm) })),
    correct: Number(v.correct),
    difficulty: Number(v.difficulty),
  }))
  .pipe(ZQuestionWrite);
export type QuestionFormInput = z.input<typeof ZQuestionForm>;

/** A 422's field messages from the server (a slug taken, options fixed) shown at their fields. */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ConsoleApiError) || !error.fields) return;
  for (const [field, messages] of Object.entries(error.fields))
    setError(field as Path<T>, { message: serverFieldText(messages[0] ?? '') });
}
