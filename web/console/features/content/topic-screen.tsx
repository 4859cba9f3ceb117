import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { StudioQuestion, StudioTopic } from '@contract/console-studio';
import { useT } from '../../i18n/use-t';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useCanWrite } from '../../api/session';
import { usePublish, useTopic, useTopicQuestions, useUploadCover } from './api';
import { ActiveBadge, PublishedBadge, QuestionLink } from './cells';
import { MyanmarCell } from '../../ui/myanmar-cell';
import { ImageUpload } from '../../ui/image-upload';
import { TopicForm } from './topic-form';
import { pageCount, Pager } from '../../ui/pager';

const STATUSES = ['all', 'active', 'retired'] as const;
const PER_PAGE = 25;
const column = createColumnHelper<StudioQuestion>();

/** One topic: its fields, cover, publishing, and its questions. */
export function TopicScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const topic = useTopic(id);
  return (
    <section aria-labelledby="topic-title">
      <p>
        <Link to="/content">← {t('content.title')}</Link>
      </p>
      <QueryState query={topic} empty={t('errors.not_found')}>
        {(data) => <TopicPage topic={data} />}
      </QueryState>
    </section>
  );
}

function TopicPage({ topic }: { topic: StudioTopic }) {
  const { t } = useT();
  const canWrite = useCanWrite();
  const publish = usePublish();
  const cover = useUploadCover();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="title-row">
        <h1 id="topic-title">{topic.name_en}</h1>
        <PublishedBadge published={topic.published} />
        {canWrite && (
          <button type="button" className="primary" onClick={() => setAsking(true)}>
            {topic.published ? t('content.unpublish') : t('content.publish')}
          </button>
        )}
      </div>
      <div className="topic-grid">
        <section className="card" aria-labelledby="topic-fields-title">
          <h2 id="topic-fields-title">{t('content.topicFields')}</h2>
          <TopicForm key={topic.id} topic={topic} />
        </section>
        <section className="card" aria-labelledby="cover-title">
          <h2 id="cover-title">{t('content.cover')}</h2>
          <img
            className="cover"
            src={topic.image_url}
            alt={t('content.coverOf', { name: topic.name_en })}
          />
          {canWrite && (
            <ImageUpload
              id="cover-file"
              label={t('content.uploadCover')}
              pending={cover.isPending}
              error={cover.error}
              onFile={(file) => cover.mutate({ id: topic.id, file })}
            />
          )}
        </section>
      </div>
      <TopicQuestions topic={topic} />
      {asking && (
        <ReasonDialog
          title={t(topic.published ? 'content.unpublishTitle' : 'content.publishTitle', {
            name: topic.name_en,
          })}
          onClose={() => setAsking(false)}
          error={publish.error}
          pending={publish.isPending}
          onConfirm={(reason) =>
            publish.mutate(
              { id: topic.id, publish: !topic.published, reason },
              { onSuccess: () => setAsking(false) },
            )
          }
        />
      )}
    </>
  );
}

function TopicQuestions({ topic }: { topic: StudioTopic }) {
  const { t } = useT();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  const page = Number(params.get('page') ?? '1') || 1;
  const questions = useTopicQuestions(topic.id, { status, page, per_page: PER_PAGE });
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
      column.accessor('difficulty', {
        header: () => t('content.difficulty'),
        cell: (c) => t(`content.level${c.getValue() as 1 | 2 | 3}`),
      }),
      column.accessor('active', {
        header: () => t('content.status'),
        cell: (c) => <ActiveBadge active={c.getValue()} />,
      }),
      column.accessor('open_reports', { header: () => t('content.reports') }),
    ],
    [t],
  );
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  return (
    <section className="card" aria-labelledby="questions-title">
      <div className="title-row">
        <h2 id="questions-title">{t('content.questions')}</h2>
        <label className="inline-label" htmlFor="question-status">
          {t('content.status')}
        </label>
        <select
          id="question-status"
          className="auto"
          value={status}
          onChange={(e) => set('status', e.target.value)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`content.status_${s}`)}
            </option>
          ))}
        </select>
        {canWrite && (
          <Link className="button-link" to={`/content/topics/${topic.id}/questions/new`}>
            {t('content.newQuestion')}
          </Link>
        )}
      </div>
      <QueryState
        query={questions}
        isEmpty={(r) => r.questions.length === 0}
        empty={t('content.noQuestions')}
      >
        {(reply) => {
          const pages = pageCount(reply);
          return (
            <>
              <QuestionTable rows={reply.questions} columns={columns} />
              {pages > 1 && (
                <Pager page={page} pages={pages} onPage={(n) => set('page', String(n))} />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function QuestionTable({
  rows,
  columns,
}: {
  rows: StudioQuestion[];
  columns: Parameters<typeof useReactTable<StudioQuestion>>[0]['columns'];
}) {
  const { t } = useT();
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} caption={t('content.questions')} />;
}
