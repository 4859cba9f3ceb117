import { consoleResolver } from '../../i18n/issues';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZTournamentWriteRequest, type ConsoleTournament } from '@contract/console-events';
import { useT } from '../../i18n/use-t';
import { EditorForm } from '../../ui/editor-form';
import { Field } from '../../ui/field';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useCancelTournament, useSaveTournament, useTournament } from './api';
import { RulesFields } from './rules-fields';
import { TextsFields } from './texts-fields';

type Input = z.input<typeof ZTournamentWriteRequest>;
type Output = z.output<typeof ZTournamentWriteRequest>;

const BLANK: Input = {
  type: 'DAILY',
  name: '',
  name_mm: '',
  caption: '',
  caption_mm: '',
  prize: '',
  prize_mm: '',
  image_url: '',
  duration: 300,
  question_count: 10,
  chances: 3,
  length_minutes: 120,
  topic_ids: [],
  start_local: '',
  reason: '',
};

const valuesOf = (t: ConsoleTournament): Input => ({
  type: t.type,
  name: t.name,
  name_mm: t.name_mm,
  caption: t.caption,
  caption_mm: t.caption_mm,
  prize: t.prize,
  prize_mm: t.prize_mm,
  image_url: t.image_url,
  duration: t.duration,
  question_count: t.question_count,
  chances: t.chances,
  length_minutes: t.length_minutes,
  topic_ids: t.topic_ids,
  start_local: t.start_local,
  reason: '',
});

/** A one-off tournament: new at /tournaments/new, or edited before its start. */
export function TournamentFormScreen() {
  const { t } = useT();
  const { id } = useParams();
  const tournamentId = id === undefined ? null : Number(id);
  const existing = useTournament(tournamentId);
  // A clone (/tournaments/new?from=7): a new tournament with the texts and rules of another.
  const from = Number(useSearchParams()[0].get('from'));
  const cloneOf = tournamentId === null && Number.isInteger(from) && from > 0 ? from : null;
  const source = useTournament(cloneOf);
  const title = tournamentId === null ? t('tournaments.createTitle') : t('tournaments.editTitle');
  if (cloneOf !== null)
    return (
      <section aria-labelledby="tournament-form-title">
        <p>
          <Link to="/tournaments">{t('tournaments.back')}</Link>
        </p>
        <QueryState query={source} empty="">
          {(d) => (
            <>
              <h1 id="tournament-form-title">
                {t('tournaments.cloneTitle', { name: d.tournament.name })}
              </h1>
              <p className="hint">{t('tournaments.cloneHint')}</p>
              <TournamentForm id={null} initial={{ ...valuesOf(d.tournament), start_local: '' }} />
            </>
          )}
        </QueryState>
      </section>
    );
  return (
    <section aria-labelledby="tournament-form-title">
      <p>
        <Link to="/tournaments">{t('tournaments.back')}</Link>
      </p>
      <h1 id="tournament-form-title">{title}</h1>
      {tournamentId === null ? (
        <TournamentForm id={null} initial={BLANK} />
      ) : (
        <QueryState query={existing} empty="">
          {(d) =>
            d.tournament.status === 'upcoming' ? (
              <TournamentForm id={tournamentId} initial={valuesOf(d.tournament)} />
            ) : (
              <p className="notice">{t('tournaments.notEditable')}</p>
            )
          }
        </QueryState>
      )}
    </section>
  );
}

function TournamentForm({ id, initial }: { id: number | null; initial: Input }) {
  const { t } = useT();
  const navigate = useNavigate();
  const save = useSaveTournament(id);
  const [cancelling, setCancelling] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: consoleResolver(ZTournamentWriteRequest),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => void navigate('/tournaments') }),
  );
  return (
    <>
      <EditorForm
        onSubmit={submit}
        error={save.error}
        pending={save.isPending}
        saveLabel={t('tournaments.save')}
        actions={
          id !== null && (
            <button type="button" className="danger" onClick={() => setCancelling(true)}>
              {t('tournaments.cancel')}
            </button>
          )
        }
      >
        <div className="numbers">
          <Field id="f-type" label={t('tournaments.type')}>
            {(a11y) => (
              <select {...a11y} {...form.register('type')}>
                <option value="DAILY">{t('tournaments.DAILY')}</option>
                <option value="MEGA">{t('tournaments.MEGA')}</option>
              </select>
            )}
          </Field>
          <Field id="f-start" label={t('tournaments.start')} error={errors.start_local?.message}>
            {(a11y) => <input type="datetime-local" {...a11y} {...form.register('start_local')} />}
          </Field>
        </div>
        <TextsFields register={form.register} errors={errors} />
        <RulesFields register={form.register} control={form.control} errors={errors} />
        <Field id="f-reason" label={t('tournaments.reason')} error={errors.reason?.message}>
          {(a11y) => <input {...a11y} {...form.register('reason')} />}
        </Field>
      </EditorForm>
      {cancelling && id !== null && (
        <CancelDialog id={id} name={initial.name} onClose={() => setCancelling(false)} />
      )}
    </>
  );
}

function CancelDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const cancel = useCancelTournament(id);
  return (
    <ReasonDialog
      title={t('tournaments.cancelTitle', { name })}
      onClose={onClose}
      error={cancel.error}
      pending={cancel.isPending}
      onConfirm={(reason) =>
        cancel.mutate(reason, { onSuccess: () => void navigate('/tournaments') })
      }
    />
  );
}
