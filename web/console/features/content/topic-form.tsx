import { consoleResolver } from '../../i18n/issues';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { StudioTopic } from '@contract/console-studio';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { useCanWrite } from '../../api/session';
import { useCategories, useSaveTopic } from './api';
import { showServerErrors, ZTopicForm } from './forms';
import { NameFields, useZawgyi } from './zawgyi';

/** A topic's names (English | Myanmar), slug and category; a new one opens its page when saved. */
export function TopicForm({ topic }: { topic: StudioTopic | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const categories = useCategories();
  const save = useSaveTopic();
  const zawgyi = useZawgyi();
  const form = useForm<z.input<typeof ZTopicForm>, unknown, z.output<typeof ZTopicForm>>({
    resolver: consoleResolver(ZTopicForm),
    defaultValues: {
      category_id: topic ? String(topic.category_id) : '',
      slug: topic?.slug ?? '',
      name_en: topic?.name_en ?? '',
      name_mm: topic?.name_mm ?? '',
    },
  });
  // The select is uncontrolled: opened straight from a link (an import's drafts), the categories
  // arrive after it was registered, and it would show none picked until they are put back.
  const categoryId = topic ? String(topic.category_id) : '';
  const loaded = categories.data !== undefined;
  useEffect(() => {
    if (loaded && categoryId) form.resetField('category_id', { defaultValue: categoryId });
  }, [loaded, categoryId, form]);
  const { errors } = form.formState;
  const id = topic ? `topic-${topic.id}` : 'topic-new';
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: topic?.id ?? null, body },
      {
        onSuccess: (saved) => {
          if (!topic) void navigate(`/content/topics/${saved.id}`);
        },
        onError: (error) => showServerErrors(error, form.setError),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={!canWrite} className="plain">
        <div className="side-by-side">
          <NameFields
            id={id}
            en={form.register('name_en')}
            mm={form.register('name_mm')}
            mmValue={form.watch('name_mm')}
            error={errors.name_en?.message}
            zawgyi={zawgyi}
          />
        </div>
        <div className="side-by-side">
          <div>
            <label htmlFor={`${id}-category`}>{t('content.category')}</label>
            <select
              id={`${id}-category`}
              aria-invalid={errors.category_id ? true : undefined}
              {...form.register('category_id')}
            >
              <option value="">{t('content.pickCategory')}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name_en}
                </option>
              ))}
            </select>
            {errors.category_id && <p className="field-error">{t('content.pickCategory')}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-slug`}>{t('content.slug')}</label>
            <input
              id={`${id}-slug`}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={`${id}-slug-hint`}
              {...form.register('slug')}
            />
            <p id={`${id}-slug-hint`} className="hint">
              {t('content.slugHint')}
            </p>
            {errors.slug && <p className="field-error">{errors.slug.message}</p>}
          </div>
        </div>
        {save.isError && (
          <p className="form-error" role="alert">
            {errorText(t, save.error)}
          </p>
        )}
        {save.isSuccess && topic && (
          <p className="hint" role="status">
            {t('content.saved')}
          </p>
        )}
        {canWrite && (
          <div className="actions start">
            <button type="submit" className="primary" disabled={save.isPending}>
              {topic ? t('content.save') : t('content.createTopic')}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
