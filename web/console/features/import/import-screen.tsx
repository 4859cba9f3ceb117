import { consoleResolver } from '../../i18n/issues';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link } from 'react-router';
import type { ContentImportReply, ImportedDraftTopic } from '@contract/console-content';
import { CONTENT_IMPORT_MAX_BYTES } from '@contract/console-import';
import { ConsoleApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { templateLinks, useImportFile } from './api';
import { ImportRows } from './import-rows';

const MAX_MB = CONTENT_IMPORT_MAX_BYTES / 1024 / 1024;

const ZForm = z.object({
  files: z
    .custom<FileList>((v) => v instanceof FileList)
    .refine((list) => list.length === 1, 'import.chooseFile')
    .refine((list) => /\.(csv|xlsx)$/i.test(list[0]?.name ?? ''), 'import.wrongType')
    .refine((list) => (list[0]?.size ?? 0) <= CONTENT_IMPORT_MAX_BYTES, 'import.tooLarge'),
});
type Form = z.infer<typeof ZForm>;
type FormMessage = 'import.chooseFile' | 'import.wrongType' | 'import.tooLarge';

/**
 * Bulk import: a dry run first shows every row with its errors and Zawgyi conversions, and only
 * a file whose dry run found no error can be imported (the server refuses it whole anyway).
 */
export function ImportScreen() {
  const { t } = useT();
  const form = useForm<Form>({ resolver: consoleResolver(ZForm) });
  const check = useImportFile();
  const commit = useImportFile();
  const [checked, setChecked] = useState<{ file: File; reply: ContentImportReply } | null>(null);
  const fileError = form.formState.errors.files?.message as FormMessage | undefined;

  const runCheck = form.handleSubmit(({ files }) => {
    const file = files[0]!;
    setChecked(null);
    commit.reset();
    check.mutate({ file, dryRun: true }, { onSuccess: (reply) => setChecked({ file, reply }) });
  });
  const runImport = () => {
    if (checked) commit.mutate({ file: checked.file, dryRun: false });
  };
  const clean = checked !== null && checked.reply.summary.rows_with_errors === 0;
  const imported = commit.data;

  return (
    <section aria-labelledby="import-title">
      <h1 id="import-title">{t('import.title')}</h1>
      <div className="card">
        <p>{t('import.intro')}</p>
        <p>
          {t('import.templates')}{' '}
          <a href={templateLinks.csv} download>
            {t('import.templateCsv')}
          </a>{' '}
          ·{' '}
          <a href={templateLinks.xlsx} download>
            {t('import.templateXlsx')}
          </a>
        </p>
      </div>
      <form className="card inline-form" onSubmit={(e) => void runCheck(e)} noValidate>
        <div className="grow">
          <label htmlFor="import-file">{t('import.file')}</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`import-file-hint${fileError ? ' import-file-error' : ''}`}
            aria-invalid={fileError ? true : undefined}
            {...form.register('files', {
              onChange: () => {
                setChecked(null);
                check.reset();
                commit.reset();
              },
            })}
          />
          <p id="import-file-hint" className="hint">
            {t('import.fileHint', { mb: MAX_MB })}
          </p>
          {fileError && (
            <p id="import-file-error" className="field-error">
              {t(fileError, { mb: MAX_MB })}
            </p>
          )}
        </div>
        <button type="submit" className="primary" disabled={check.isPending}>
          {t('import.check')}
        </button>
      </form>

      {check.isPending && (
        <p className="state" role="status">
          {t('import.checking')}
        </p>
      )}
      {check.isError && <ImportError error={check.error} />}
      {!checked && !check.isPending && !check.isError && (
        <p className="state state-empty">{t('import.empty')}</p>
      )}

      {checked && (
        <>
          <h2>{t('import.dryRunTitle', { name: checked.file.name })}</h2>
          <Summary reply={checked.reply} dryRun />
          {clean ? (
            <p className="notice">
              {t('import.ready')} {t('import.draftsNote')}
            </p>
          ) : (
            <p className="form-error" role="alert">
              {t('import.hasErrors', { count: checked.reply.summary.rows_with_errors })}
            </p>
          )}
          <div className="actions import-actions">
            <button
              type="button"
              className="primary"
              disabled={!clean || commit.isPending || imported !== undefined}
              onClick={runImport}
            >
              {commit.isPending ? t('import.importing') : t('import.import')}
            </button>
          </div>
          {commit.isError && <ImportError error={commit.error} />}
          {imported && (
            <div className="notice" role="status">
              <h2>{t('import.doneTitle')}</h2>
              <Summary reply={imported} dryRun={false} />
              <DraftTopics drafts={imported.draft_topics} />
            </div>
          )}
          <ImportRows rows={checked.reply.rows} />
        </>
      )}
    </section>
  );
}

function Summary({ reply, dryRun }: { reply: ContentImportReply; dryRun: boolean }) {
  const { t } = useT();
  const s = reply.summary;
  const items = [
    [dryRun ? 'import.wouldAddTopics' : 'import.addedTopics', s.topics_added],
    [dryRun ? 'import.wouldAddQuestions' : 'import.addedQuestions', s.questions_added],
    ['import.rowsWithErrors', s.rows_with_errors],
    ['import.zawgyiConverted', s.zawgyi_converted],
  ] as const;
  return (
    <dl className="summary">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The new topics the import left as drafts, each a link to publish it from the studio. */
function DraftTopics({ drafts }: { drafts: ImportedDraftTopic[] }) {
  const { t } = useT();
  if (drafts.length === 0) return null;
  return (
    <>
      <h3>{t('import.draftsTitle')}</h3>
      <p>{t('import.draftsNote')}</p>
      <ul>
        {drafts.map((d) => (
          <li key={d.id}>
            <Link to={`/content/topics/${d.id}`}>{t('import.openInStudio', { name: d.name })}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function ImportError({ error }: { error: unknown }) {
  const { t } = useT();
  // The server names the file when it cannot read it at all (type, size): say which.
  const fileProblem = error instanceof ConsoleApiError && error.fields?.file !== undefined;
  return (
    <p className="form-error" role="alert">
      {fileProblem ? t('import.unreadable', { mb: MAX_MB }) : errorText(t, error)}
    </p>
  );
}
