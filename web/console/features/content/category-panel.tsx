import { consoleResolver } from '../../i18n/issues';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { StudioCategory } from '@contract/console-studio';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { DataTable } from '../../ui/data-table';
import { MyanmarCell } from '../../ui/myanmar-cell';
import { QueryState } from '../../ui/query-state';
import { useCanWrite } from '../../api/session';
import { useCategories, useSaveCategory } from './api';
import { showServerErrors, ZCategoryForm } from './forms';
import { NameFields, useZawgyi } from './zawgyi';

const column = createColumnHelper<StudioCategory>();

/** The categories, and the form that adds one or renames the one picked. */
export function CategoryPanel() {
  const { t } = useT();
  const categories = useCategories();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<StudioCategory | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('name_en', { header: () => t('content.nameEn') }),
      column.accessor('name_mm', {
        header: () => t('content.nameMm'),
        cell: (c) => <MyanmarCell text={c.getValue()} />,
      }),
      column.accessor('slug', { header: () => t('content.slug') }),
      column.accessor('topic_count', { header: () => t('content.topicCount') }),
      ...(canWrite
        ? [
            column.display({
              id: 'edit',
              header: () => t('staff.actions'),
              cell: ({ row }) => (
                <button type="button" onClick={() => setEditing(row.original)}>
                  {t('content.edit')}
                  <span className="visually-hidden"> {row.original.name_en}</span>
                </button>
              ),
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  return (
    <section className="card" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('content.categories')}</h2>
      <QueryState
        query={categories}
        isEmpty={(rows) => rows.length === 0}
        empty={t('content.noCategories')}
      >
        {(rows) => <CategoryTable rows={rows} columns={columns} />}
      </QueryState>
      {added !== null && (
        <p className="notice" role="status">
          {t('content.categoryAdded', { name: added })}
        </p>
      )}
      {canWrite && (
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing}
          onDone={(name) => {
            setAdded(name);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

function CategoryTable({
  rows,
  columns,
}: {
  rows: StudioCategory[];
  columns: Parameters<typeof useReactTable<StudioCategory>>[0]['columns'];
}) {
  const { t } = useT();
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} caption={t('content.categories')} />;
}

function CategoryForm({
  category,
  onDone,
}: {
  category: StudioCategory | null;
  /** With the new category's name; null after an edit or a cancel. */
  onDone: (added: string | null) => void;
}) {
  const { t } = useT();
  const save = useSaveCategory();
  const zawgyi = useZawgyi();
  const form = useForm<z.input<typeof ZCategoryForm>, unknown, z.output<typeof ZCategoryForm>>({
    resolver: consoleResolver(ZCategoryForm),
    defaultValues: {
      slug: category?.slug ?? '',
      name_en: category?.name_en ?? '',
      name_mm: category?.name_mm ?? '',
    },
  });
  const { errors } = form.formState;
  const nameMm = form.watch('name_mm');
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: category?.id ?? null, body },
      {
        onSuccess: () => {
          form.reset();
          onDone(category ? null : body.name_en);
        },
        onError: (error) => showServerErrors(error, form.setError),
      },
    ),
  );
  const id = category ? `category-${category.id}` : 'category-new';
  return (
    <form className="sub-form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>
        {category
          ? t('content.editCategory', { name: category.name_en })
          : t('content.newCategory')}
      </h3>
      <div className="side-by-side">
        <NameFields
          id={id}
          en={form.register('name_en')}
          mm={form.register('name_mm')}
          mmValue={nameMm}
          error={errors.name_en?.message}
          zawgyi={zawgyi}
        />
        <div>
          <label htmlFor={`${id}-slug`}>{t('content.slug')}</label>
          <input
            id={`${id}-slug`}
            aria-invalid={errors.slug ? true : undefined}
            {...form.register('slug')}
          />
          {errors.slug && <p className="field-error">{errors.slug.message}</p>}
        </div>
      </div>
      {save.isError && (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      <div className="actions start">
        <button type="submit" className="primary" disabled={save.isPending}>
          {category ? t('content.save') : t('content.addCategory')}
        </button>
        {category && (
          <button type="button" onClick={() => onDone(null)}>
            {t('reason.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
