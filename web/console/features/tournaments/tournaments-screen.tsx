import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ConsoleTemplate, ConsoleTournament } from '@contract/console-events';
import { useCanWrite } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { ListTable } from '../../ui/data-table';
import { momentIn, useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { useCalendar, useEnded, useTemplates } from './api';
import { statusKey, WEEKDAY_KEYS } from './format';

const template = createColumnHelper<ConsoleTemplate>();
const tournament = createColumnHelper<ConsoleTournament>();

/** The calendar of what is coming, the scheduler's templates, and what ended lately. */
export function TournamentsScreen() {
  const { t } = useT();
  const canWrite = useCanWrite();
  const calendar = useCalendar();
  return (
    <section aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('tournaments.title')}</h1>
      {canWrite && (
        <p>
          <Link className="button primary" to="/tournaments/new">
            {t('tournaments.newOneOff')}
          </Link>
        </p>
      )}
      <section className="card" aria-labelledby="calendar-title">
        <h2 id="calendar-title">{t('tournaments.calendar')}</h2>
        <QueryState
          query={calendar}
          isEmpty={(d) => d.tournaments.length === 0}
          empty={t('tournaments.calendarEmpty')}
        >
          {(d) => <CalendarDays list={d.tournaments} timeZone={d.time_zone} canWrite={canWrite} />}
        </QueryState>
      </section>
      <Templates canWrite={canWrite} />
      <Ended canWrite={canWrite} />
    </section>
  );
}

function CalendarDays({
  list,
  timeZone,
  canWrite,
}: {
  list: ConsoleTournament[];
  timeZone: string;
  canWrite: boolean;
}) {
  const { t, i18n } = useT();
  const format = useFormat();
  const days = new Map<string, ConsoleTournament[]>();
  for (const item of list) {
    const day = item.start_local.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <>
      <p className="hint">{t('tournaments.timeZone', { zone: timeZone })}</p>
      {[...days].map(([day, items]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="day">
          <h3 id={`day-${day}`}>{format.day(day)}</h3>
          <ul className="plain-list">
            {items.map((item) => (
              <li key={`${item.template_id}-${item.id}-${item.start_time}`}>
                <span className="time">{format.digits(item.start_local.slice(11))}</span>{' '}
                <strong>{item.name}</strong> · {t(`tournaments.${item.type}`)} ·{' '}
                {t(statusKey(item))}
                {item.status === 'running' &&
                  ` · ${t('tournaments.players')}: ${format.number(item.player_count)}`}
                {canWrite && item.id !== null && item.status === 'upcoming' && (
                  <>
                    {' '}
                    <Link
                      to={`/tournaments/${item.id}/edit`}
                      aria-label={`${t('tournaments.edit')}: ${item.name} ${momentIn(item.start_time, i18n.language)}`}
                    >
                      {t('tournaments.edit')}
                    </Link>
                  </>
                )}
                {canWrite && item.id !== null && (
                  <>
                    {' '}
                    <Link
                      to={`/tournaments/new?from=${item.id}`}
                      aria-label={`${t('tournaments.clone')}: ${item.name} ${momentIn(item.start_time, i18n.language)}`}
                    >
                      {t('tournaments.clone')}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Templates({ canWrite }: { canWrite: boolean }) {
  const { t } = useT();
  const format = useFormat();
  const templates = useTemplates();
  const columns = useMemo(
    () => [
      template.accessor('name', { header: () => t('tournaments.name') }),
      template.accessor('type', {
        header: () => t('tournaments.type'),
        cell: (c) => t(`tournaments.${c.getValue()}`),
      }),
      template.display({
        id: 'when',
        header: () => t('tournaments.when'),
        cell: ({ row: { original: tpl } }) =>
          `${
            tpl.weekday === null
              ? t('tournaments.everyDay')
              : t(`tournaments.${WEEKDAY_KEYS[tpl.weekday] ?? 'sun'}`)
          } ${format.digits(tpl.start_local_time)}`,
      }),
      template.accessor('active', {
        header: () => t('tournaments.status'),
        cell: (c) => (c.getValue() ? t('tournaments.on') : t('tournaments.off')),
      }),
      ...(canWrite
        ? [
            template.display({
              id: 'actions',
              header: () => t('tournaments.actions'),
              cell: ({ row: { original: tpl } }) => (
                <Link
                  to={`/tournaments/templates/${tpl.id}`}
                  aria-label={`${t('tournaments.edit')}: ${tpl.name}`}
                >
                  {t('tournaments.edit')}
                </Link>
              ),
            }),
          ]
        : []),
    ],
    [t, format, canWrite],
  );
  return (
    <section className="card" aria-labelledby="templates-title">
      <h2 id="templates-title">{t('tournaments.templates')}</h2>
      <QueryState
        query={templates}
        isEmpty={(d) => d.templates.length === 0}
        empty={t('tournaments.templatesEmpty')}
      >
        {(d) => (
          <ListTable rows={d.templates} columns={columns} caption={t('tournaments.templates')} />
        )}
      </QueryState>
    </section>
  );
}

function Ended({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useT();
  const format = useFormat();
  const ended = useEnded();
  const columns = useMemo(
    () => [
      tournament.accessor('name', { header: () => t('tournaments.name') }),
      tournament.accessor('end_time', {
        header: () => t('tournaments.when'),
        cell: (c) => momentIn(c.getValue(), i18n.language),
      }),
      tournament.accessor('player_count', {
        header: () => t('tournaments.players'),
        cell: (c) => format.number(c.getValue()),
      }),
      tournament.display({
        id: 'actions',
        header: () => t('tournaments.actions'),
        cell: ({ row: { original: item } }) => (
          <>
            {item.frozen && (
              <Link
                to={`/tournaments/${item.id}/results`}
                aria-label={`${t('tournaments.results')}: ${item.name}`}
              >
                {t('tournaments.results')}
              </Link>
            )}{' '}
            {canWrite && (
              <Link
                to={`/tournaments/new?from=${item.id}`}
                aria-label={`${t('tournaments.clone')}: ${item.name}`}
              >
                {t('tournaments.clone')}
              </Link>
            )}
          </>
        ),
      }),
    ],
    [t, i18n.language, format, canWrite],
  );
  return (
    <section className="card" aria-labelledby="ended-title">
      <h2 id="ended-title">{t('tournaments.ended')}</h2>
      <QueryState
        query={ended}
        isEmpty={(d) => d.tournaments.length === 0}
        empty={t('tournaments.endedEmpty')}
      >
        {(d) => (
          <ListTable rows={d.tournaments} columns={columns} caption={t('tournaments.ended')} />
        )}
      </QueryState>
    </section>
  );
}
