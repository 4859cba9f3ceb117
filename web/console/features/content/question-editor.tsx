import { consoleResolver } from '../../i18n/issues';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { StudioQuestion } from '@contract/console-studio';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useCanWrite } from '../../api/session';
import { useQuestion, useRetire, useSaveQuestion, useUploadQuestionImage } from './api';
import { type QuestionFormInput, showServerErrors, ZQuestionForm } from './forms';
import { ImageUpload } from '../../ui/image-upload';
import { QuestionPreview } from './question-preview';
import { ZawgyiNote, useZawgyi } from './zawgyi';
import { ActiveBadge } from './cells';

const emptyOption = { value: '', value_mm: '' };

/** `/content/questions/:id` edits a question; `/content/topics/:topicId/questions/new` writes one. */
export function QuestionScreen() {
  const { t } = useT();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const question = useQuestion(id);
  if (id === null) return <QuestionEditor topicId={Number(params.topicId)} question={null} />;
  return (
    <QueryState query={question} empty={t('errors.not_found')}>
      {(q) => <QuestionEditor key={q.id} topicId={q.topic_id} question={q} />}
    </QueryState>
  );
}

const formOf = (q: StudioQuestion | null): QuestionFormInput => ({
  question_en: q?.question_en ?? '',
  question_mm: q?.question_mm ?? '',
  options: q
    ? q.options.map((o) => ({ value: o.value ?? '', value_mm: o.value_mm ?? '' }))
    : [emptyOption, emptyOption],
  correct: String(q ? q.options.findIndex((o) => o.correct) + 1 : 1),
  difficulty: String(q?.difficulty ?? 1),
});

function QuestionEditor({
  topicId,
  question,
}: {
  topicId: number;
  question: StudioQuestion | null;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const save = useSaveQuestion();
  const image = useUploadQuestionImage();
  const retire = useRetire();
  const zawgyi = useZawgyi();
  const [retiring, setRetiring] = useState(false);
  // A new question's editor comes back as the saved question's page, which says it was added.
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const form = useForm<QuestionFormInput, unknown, z.output<typeof ZQuestionForm>>({
    resolver: consoleResolver(ZQuestionForm),
    defaultValues: formOf(question),
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  const values = form.watch();
  // The number of options is fixed once games served the question (they hold the option ids).
  const fixedCount = question?.used === true;
  const checkMyanmar = () =>
    void zawgyi.check([values.question_mm, ...values.options.map((o) => o.value_mm)]);
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: question?.id ?? null, topicId, body },
      {
        onSuccess: (saved) => {
          if (!question)
            void navigate(`/content/questions/${saved.id}`, {
              replace: true,
              state: { created: true },
            });
        },
        onError: (error) => showServerErrors(error, form.setError),
      },
    ),
  );
  const preview = {
    question_en: values.question_en,
    question_mm: zawgyi.stored(values.question_mm),
    options: values.options.map((o) => ({ value: o.value, value_mm: zawgyi.stored(o.value_mm) })),
    image_url: question?.image_url ?? null,
  };
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <section aria-labelledby="question-title">
      <p>
        <Link to={`/content/topics/${topicId}`}>← {t('content.backToTopic')}</Link>
      </p>
      <div className="title-row">
        <h1 id="question-title">
          {question ? t('content.editQuestion') : t('content.newQuestion')}
        </h1>
        {question && <ActiveBadge active={question.active} />}
        {question?.active && canWrite && (
          <button type="button" className="danger" onClick={() => setRetiring(true)}>
            {t('content.retire')}
          </button>
        )}
      </div>
      <div className="editor-grid">
        <form
          className="card"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={t('content.questionForm')}
        >
          <fieldset disabled={!canWrite} className="plain">
            <div className="side-by-side">
              <div>
                <label htmlFor="q-en">{t('content.questionEn')}</label>
                <textarea
                  id="q-en"
                  rows={3}
                  aria-invalid={errors.question_en ? true : undefined}
                  {...form.register('question_en')}
                />
                {errors.question_en && <p className="field-error">{errors.question_en.message}</p>}
              </div>
              <div>
                <label htmlFor="q-mm">{t('content.questionMm')}</label>
                <textarea
                  id="q-mm"
                  rows={3}
                  lang="my"
                  {...form.register('question_mm', { onBlur: checkMyanmar })}
                />
                <ZawgyiNote text={values.question_mm} converted={zawgyi.converted} />
              </div>
            </div>
            <fieldset className="options">
              <legend>{t('content.options')}</legend>
              {options.fields.map((field, i) => (
                <div key={field.id} className="option-row">
                  <label className="correct">
                    <input type="radio" value={String(i + 1)} {...form.register('correct')} />
                    {t('content.correct', { n: i + 1 })}
                  </label>
                  <div>
                    <label htmlFor={`opt-${i}-en`}>{t('content.optionEn', { n: i + 1 })}</label>
                    <input id={`opt-${i}-en`} {...form.register(`options.${i}.value`)} />
                    {errors.options?.[i] && (
                      <p className="field-error">
                        {errors.options[i]?.message ?? errors.options[i]?.root?.message}
                      </p>
                    )}
                  </div>
                  <div>
                    <label htmlFor={`opt-${i}-mm`}>{t('content.optionMm', { n: i + 1 })}</label>
                    <input
                      id={`opt-${i}-mm`}
                      lang="my"
                      {...form.register(`options.${i}.value_mm`, { onBlur: checkMyanmar })}
                    />
                    <ZawgyiNote
                      text={values.options[i]?.value_mm ?? ''}
                      converted={zawgyi.converted}
                    />
                  </div>
                  {!fixedCount && options.fields.length > 2 && (
                    <button type="button" onClick={() => options.remove(i)}>
                      {t('content.removeOption', { n: i + 1 })}
                    </button>
                  )}
                </div>
              ))}
              {optionsError && <p className="field-error">{optionsError}</p>}
              {errors.correct && <p className="field-error">{errors.correct.message}</p>}
              {fixedCount ? (
                <p className="hint">{t('content.optionsFixed')}</p>
              ) : (
                options.fields.length < 4 && (
                  <button type="button" onClick={() => options.append(emptyOption)}>
                    {t('content.addOption')}
                  </button>
                )
              )}
            </fieldset>
            <label htmlFor="q-difficulty">{t('content.difficulty')}</label>
            <select id="q-difficulty" className="auto" {...form.register('difficulty')}>
              {[1, 2, 3].map((d) => (
                <option key={d} value={String(d)}>
                  {t(`content.level${d as 1 | 2 | 3}`)}
                </option>
              ))}
            </select>
            {save.isError && (
              <p className="form-error" role="alert">
                {errorText(t, save.error)}
              </p>
            )}
            {save.isSuccess && question && (
              <p className="hint" role="status">
                {t('content.saved')}
              </p>
            )}
            {created && !save.isSuccess && question && (
              <p className="notice" role="status">
                {t('content.questionAdded')}
              </p>
            )}
            {canWrite && (
              <div className="actions start">
                <button type="button" onClick={checkMyanmar}>
                  {t('content.checkMyanmar')}
                </button>
                <button type="submit" className="primary" disabled={save.isPending}>
                  {t('content.saveQuestion')}
                </button>
              </div>
            )}
          </fieldset>
          {question && canWrite && (
            <ImageUpload
              id="question-image"
              label={t('content.uploadImage')}
              pending={image.isPending}
              error={image.error}
              onFile={(file) => image.mutate({ id: question.id, file })}
            />
          )}
        </form>
        <div className="previews">
          <QuestionPreview lang="en" question={preview} />
          <QuestionPreview lang="mm" question={preview} />
        </div>
      </div>
      {retiring && question && (
        <ReasonDialog
          title={t('content.retireTitle')}
          onClose={() => setRetiring(false)}
          error={retire.error}
          pending={retire.isPending}
          onConfirm={(reason) =>
            retire.mutate({ id: question.id, reason }, { onSuccess: () => setRetiring(false) })
          }
        >
          <p className="hint">{t('content.retireHint')}</p>
        </ReasonDialog>
      )}
    </section>
  );
}
