import { consoleResolver } from '../../i18n/issues';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type QuestionEdit,
  type QuestionReportGroup,
  ZReviewReason,
} from '@contract/console-reports';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';

// An emptied text is no text: the question or option keeps its other language.
const ZOptionalText = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => v || null);
const ZForm = z
  .object({
    question_en: ZOptionalText,
    question_mm: ZOptionalText,
    options: z.array(
      z
        .object({ value: ZOptionalText, value_mm: ZOptionalText })
        .refine((o) => o.value !== null || o.value_mm !== null, {
          message: 'reports.optionNeedsText',
          path: ['value'],
        }),
    ),
    correct: z.string(),
    reason: ZReviewReason,
  })
  .refine((q) => q.question_en !== null || q.question_mm !== null, {
    message: 'reports.questionNeedsText',
    path: ['question_en'],
  });
type FormIn = z.input<typeof ZForm>;
type FormOut = z.output<typeof ZForm>;
type RuleMessage = 'reports.optionNeedsText' | 'reports.questionNeedsText';

/**
 * Fixes a reported question in place: its texts and options in both languages and which option
 * is correct. The number of options stays (games in progress hold them in their order).
 */
export function FixDialog({
  group,
  onConfirm,
  onClose,
  error,
  pending,
}: {
  group: QuestionReportGroup;
  onConfirm: (reason: string, edit: QuestionEdit) => void;
  onClose: () => void;
  error: unknown;
  pending: boolean;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: consoleResolver(ZForm),
    defaultValues: {
      question_en: group.question_en ?? '',
      question_mm: group.question_mm ?? '',
      options: group.options.map((o) => ({ value: o.value ?? '', value_mm: o.value_mm ?? '' })),
      correct: String(group.correct),
      reason: '',
    },
  });
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const errors = form.formState.errors;
  const ruleText = (message: string | undefined) =>
    message?.startsWith('reports.') ? t(message as RuleMessage) : message;
  const submit = form.handleSubmit(({ reason, correct, ...texts }) =>
    onConfirm(reason, { ...texts, correct: Number(correct) }),
  );
  // `hint`: the id of a line under the field that its reader should hear with it.
  const field = (
    name: string,
    label: string,
    message: string | undefined,
    { lang, hint }: { lang?: string; hint?: string } = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        lang={lang}
        aria-invalid={message ? true : undefined}
        aria-describedby={
          [hint, message && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined
        }
        {...form.register(name as 'question_en')}
      />
      {message && (
        <p id={`${id}-${name}-error`} className="field-error">
          {ruleText(message)}
        </p>
      )}
    </div>
  );
  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onClose={onClose} className="dialog wide">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{t('reports.fixTitle')}</h2>
        <div className="pair">
          {field('question_en', t('reports.questionEn'), errors.question_en?.message)}
          {field('question_mm', t('reports.questionMm'), errors.question_mm?.message, {
            lang: 'my',
          })}
        </div>
        <fieldset>
          <legend>{t('reports.options')}</legend>
          {group.options.map((_, i) => (
            <div key={i} className="option-edit">
              <div className="pair">
                {field(
                  `options.${i}.value`,
                  t('reports.optionEn', { n: i + 1 }),
                  errors.options?.[i]?.value?.message,
                )}
                {field(
                  `options.${i}.value_mm`,
                  t('reports.optionMm', { n: i + 1 }),
                  errors.options?.[i]?.value_mm?.message,
                  { lang: 'my' },
                )}
              </div>
              <label className="radio">
                <input type="radio" value={String(i + 1)} {...form.register('correct')} />
                {t('reports.correct', { n: i + 1 })}
              </label>
            </div>
          ))}
        </fieldset>
        {field('reason', t('reason.label'), errors.reason?.message, { hint: `${id}-hint` })}
        <p id={`${id}-hint`} className="hint">
          {t('reason.hint')}
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('reason.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {t('reports.saveFix')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
