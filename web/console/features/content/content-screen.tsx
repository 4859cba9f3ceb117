import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { StudioTopic, StudioTopicsQuery } from '@contract/console-studio';
import { useT } from '../../i18n/use-t';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { useCanWrite } from '../../api/session';
import { useCategories, useTopics } from './api';
import { CategoryPanel } from './category-panel';
import { PublishedBadge } from './cells';
import { MyanmarCell } from '../../ui/myanmar-cell';
import { TopicForm } from './topic-form';
import { pageCount, Pager } from '../../ui/pager';
import { FilterForm } from '../../ui/filter-form';
import { useUrlFilters } from '../../ui/url-filters';

const PER_PAGE = 25;
const FILTERS = ['category_id', 'q', 'published'] as const;
const column = createColumnHelper<StudioTopic>();

/** The studio's first screen: categories, then topics with filters kept in the address. */
export function ContentScreen() {
  const { t } = useT();
  const canWrite = useCanWrite();
  const categories = useCategories();
  const filters = useUrlFilters(FILTERS);
  const { params, goTo } = filters;
  const query: Partial<StudioTopicsQuery> = {
    per_page: PER_PAGE,
    page: Number(params.get('page') ?? '1') || 1,
    ...(params.get('category_id') && { category_id: Number(params.get('category_id')) }),
    ...(params.get('q') && { q: params.get('q') ?? '' }),
    ...(params.get('published') && { published: params.get('published') === 'no' ? 'no' : 'yes' }),
  };
  const topics = useTopics(query);
  const columns = useMemo(
    () => [
      column.accessor('name_en', {
        header: () => t('content.nameEn'),
        cell: ({ row }) => (
          <Link to={`/content/topics/${row.original.id}`}>{row.original.name_en}</Link>
        ),
      }),
      column.accessor('name_mm', {
        header: () => t('content.nameMm'),
        cell: (c) => <MyanmarCell text={c.getValue()} />,
      }),
      column.accessor('category_en', { header: () => t('content.category') }),
      column.accessor('published', {
        header: () => t('content.status'),
        cell: (c) => <PublishedBadge published={c.getValue()} />,
      }),
      column.accessor('active_questions', { header: () => t('content.activeQuestions') }),
      column.accessor('retired_questions', { header: () => t('content.retiredQuestions') }),
    ],
    [t],
  );
  return (
    <section aria-labelledby="content-title">
      <div className="title-row">
        <h1 id="content-title">{t('content.title')}</h1>
        <Link to="/content/questions">{t('content.openBank')}</Link>
      </div>
      <CategoryPanel />
      <section className="card" aria-labelledby="topics-title">
        <h2 id="topics-title">{t('content.topics')}</h2>
        <FilterForm filters={filters}>
          <div>
            <label htmlFor="filter-category">{t('content.category')}</label>
            <select
              id="filter-category"
              name="category_id"
              defaultValue={params.get('category_id') ?? ''}
            >
              <option value="">{t('content.all')}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name_en}
                </option>
              ))}
            </select>
          </div>
          <div className="grow">
            <label htmlFor="filter-q">{t('content.search')}</label>
            <input id="filter-q" name="q" defaultValue={params.get('q') ?? ''} />
          </div>
          <div>
            <label htmlFor="filter-published">{t('content.status')}</label>
            <select
              id="filter-published"
              name="published"
              defaultValue={params.get('published') ?? ''}
            >
              <option value="">{t('content.all')}</option>
              <option value="yes">{t('content.published')}</option>
              <option value="no">{t('content.unpublished')}</option>
            </select>
          </div>
        </FilterForm>
        <QueryState
          query={topics}
          isEmpty={(r) => r.topics.length === 0}
          empty={t('content.noTopics')}
        >
          {(reply) => {
            const pages = pageCount(reply);
            return (
              <>
                <TopicTable rows={reply.topics} columns={columns} />
                <Pager page={reply.page} pages={pages} onPage={goTo} />
              </>
            );
          }}
        </QueryState>
      </section>
      {canWrite && (
        <section className="card" aria-labelledby="new-topic-title">
          <h2 id="new-topic-title">{t('content.newTopic')}</h2>
          <TopicForm topic={null} />
        </section>
      )}
    </section>
  );
}

function TopicTable({
  rows,
  columns,
}: {
  rows: StudioTopic[];
  columns: Parameters<typeof useReactTable<StudioTopic>>[0]['columns'];
}) {
  const { t } = useT();
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} caption={t('content.topics')} />;
}
