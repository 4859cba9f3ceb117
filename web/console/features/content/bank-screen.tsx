import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { BankQuestion, QuestionBankQuery } from '@contract/console-studio';
import { questionBank } from '@contract/routes/console-studio';
import { call } from '../../api/client';
import { useT } from '../../i18n/use-t';
import { ExportCsvButton } from '../../ui/csv-export';
import { ListTable } from '../../ui/data-table';
import { formatsFor } from '../../ui/format';
import { pageCount, Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { FilterForm } from '../../ui/filter-form';
import { useUrlFilters } from '../../ui/url-filters';
import { useAllTopics, useQuestionBank } from './api';
import { BANK_CSV } from './bank-csv';
import { ActiveBadge, QuestionLink } from './cells';
import { MyanmarCell } from '../../ui/myanmar-cell';

const PER_PAGE = 25;
// The largest page the API serves: the export reads every matching question in as few calls.
const EXPORT_PAGE = 100;
const FILTERS = ['q', 'topic_id', 'status'] as const;
const STATUSES = ['all', 'active', 'retired'] as const;
const column = createColumnHelper<BankQuestion>();

/** Every question the filters match, page after page (the screen shows one page at a time). */
async function allMatching(filters: QuestionBankQuery): Promise<BankQuestion[]> {
  const rows: BankQuestion[] = [];
  for (let page = 1; ; page++) {
    const data = await call(questionBank, {
      query: { ...filters, page, per_page: EXPORT_PAGE },
    });
    rows.push(...data.questions);
    if (data.questions.length < EXPORT_PAGE || rows.length >= data.total) return rows;
  }
}

/** The question bank: every topic's questions in one searchable list, with how games used them. */
export function BankScreen() {
  const { t, i18n } = useT();
  const f = formatsFor(i18n.language === 'mm' ? 'mm' : 'en');
  const topics = useAllTopics();
  const urlFilters = useUrlFilters(FILTERS);
  const { params, goTo } = urlFilters;
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  const filters: QuestionBankQuery = {
    status,
    page: Number(params.get('page') ?? '1') || 1,
    per_page: PER_PAGE,
    ...(params.get('q') && { q: params.get('q') ?? '' }),
    ...(Number(params.get('topic_id')) > 0 && { topic_id: Number(params.get('topic_id')) }),
  };
  const bank = useQuestionBank(filters);
  const columns = useMemo(
    () => [
      column.accessor('question_en', {
        header: () => t('content.questionEn'),
        cell: ({ row }) => <QuestionLink id={row.original.id} text={row.original.question_en} />,
      }),
      column.accessor('question_mm', {
        header: () => t('content.questionMm'),
        cell: (c) => <MyanmarCell text={c.getValue()} />,
      }),
      column.accessor('topic_en', {
        header: () => t('content.topic'),
        cell: ({ row }) => (
          <Link to={`/content/topics/${row.original.topic_id}`}>
            {i18n.language === 'mm' && row.original.topic_mm
              ? row.original.topic_mm
              : row.original.topic_en}
          </Link>
        ),
      }),
      column.accessor('active', {
        header: () => t('content.status'),
        cell: (c) => <ActiveBadge active={c.getValue()} />,
      }),
      column.accessor('served', {
        header: () => t('content.served'),
        cell: (c) => f.number(c.getValue()),
      }),
      column.accessor('correct_rate', {
        header: () => t('content.correctRate'),
        cell: (c) => {
          const rate = c.getValue();
          return rate === null ? '—' : f.percent(rate);
        },
      }),
    ],
    [t, i18n.language, f],
  );
  return (
    <section aria-labelledby="bank-title">
      <div className="title-row">
        <h1 id="bank-title">{t('content.bank')}</h1>
        <Link to="/content">{t('content.title')}</Link>
      </div>
      <section className="card" aria-labelledby="bank-filters-title">
        <h2 id="bank-filters-title" className="visually-hidden">
          {t('audit.filters')}
        </h2>
        {/* Drawn again when the topics arrive: a shared link's topic is named once they are known. */}
        <FilterForm filters={urlFilters} ready={topics.status}>
          <div className="grow">
            <label htmlFor="bank-q">{t('content.bankSearch')}</label>
            <input id="bank-q" name="q" defaultValue={params.get('q') ?? ''} />
          </div>
          <div>
            <label htmlFor="bank-topic">{t('content.topic')}</label>
            <select
              id="bank-topic"
              name="topic_id"
              defaultValue={params.get('topic_id') ?? ''}
              disabled={!topics.isSuccess}
              aria-busy={topics.isPending || undefined}
              aria-describedby={topics.isError ? 'bank-topic-error' : undefined}
            >
              <option value="">{t(topics.isPending ? 'state.loading' : 'content.all')}</option>
              {topics.data?.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {i18n.language === 'mm' && topic.name_mm ? topic.name_mm : topic.name_en}
                </option>
              ))}
            </select>
            {topics.isError && (
              <p id="bank-topic-error" className="field-error" role="alert">
                {t('state.error')}{' '}
                <button type="button" onClick={() => void topics.refetch()}>
                  {t('state.retry')}
                </button>
              </p>
            )}
          </div>
          <div>
            <label htmlFor="bank-status">{t('content.status')}</label>
            <select id="bank-status" name="status" defaultValue={params.get('status') ?? ''}>
              {STATUSES.map((s) => (
                <option key={s} value={s === 'all' ? '' : s}>
                  {t(`content.status_${s}`)}
                </option>
              ))}
            </select>
          </div>
        </FilterForm>
      </section>
      <QueryState
        query={bank}
        isEmpty={(r) => r.questions.length === 0}
        empty={t('content.noBankQuestions')}
      >
        {(reply) => {
          const pages = pageCount(reply);
          return (
            <>
              <div className="title-row">
                <p>{t('content.bankTotal', { count: reply.total, n: f.number(reply.total) })}</p>
                <ExportCsvButton
                  fileName="question-bank.csv"
                  columns={BANK_CSV}
                  rows={() => allMatching(filters)}
                />
              </div>
              <ListTable rows={reply.questions} columns={columns} caption={t('content.bank')} />
              <Pager page={reply.page} pages={pages} onPage={goTo} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
