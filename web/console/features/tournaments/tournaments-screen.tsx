import { Link } from 'react-router';
import type { ConsoleTournament } from '@contract/console-events';
import { useMe } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { QueryState } from '../../ui/query-state';
import { useCalendar, useEnded, useTemplates } from './api';
import { atOperatorTime, statusKey, WEEKDAY_KEYS } from './format';

/** The calendar of what is coming, the scheduler's templates, and what ended lately. */
export function TournamentsScreen() {
  const { t } = useT();
  const me = useMe();
  const canWrite = me.data?.role === 'admin' || me.data?.role === 'editor';
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
      <Ended />
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
  const days = new Map<string, ConsoleTournament[]>();
  for (const item of list) {
    const day = item.start_local.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <>
      <p className="hint">{t('tournaments.timeZone', { zone: timeZone })}</p>
      {[...days].map(([day, items]) => (
        <section key={day} aria-label={day} className="day">
          <h3>{day}</h3>
          <ul className="plain-list">
            {items.map((item) => (
              <li key={`${item.template_id}-${item.id}-${item.start_time}`}>
                <span className="time">{item.start_local.slice(11)}</span>{' '}
                <strong>{item.name}</strong> · {t(`tournaments.${item.type}`)} ·{' '}
                {t(statusKey(item))}
                {item.status === 'running' &&
                  ` · ${t('tournaments.players')}: ${item.player_count}`}
                {canWrite && item.id !== null && item.status === 'upcoming' && (
                  <>
                    {' '}
                    <Link
                      to={`/tournaments/${item.id}/edit`}
                      aria-label={`${t('tournaments.edit')}: ${item.name} ${atOperatorTime(item.start_time, timeZone, i18n.language)}`}
                    >
                      {t('tournaments.edit')}
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
  const templates = useTemplates();
  return (
    <section className="card" aria-labelledby="templates-title">
      <h2 id="templates-title">{t('tournaments.templates')}</h2>
      <QueryState
        query={templates}
        isEmpty={(d) => d.templates.length === 0}
        empty={t('tournaments.templatesEmpty')}
      >
        {(d) => (
          <table className="table">
            <caption className="visually-hidden">{t('tournaments.templates')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tournaments.name')}</th>
                <th scope="col">{t('tournaments.type')}</th>
                <th scope="col">{t('tournaments.when')}</th>
                <th scope="col">{t('tournaments.status')}</th>
                {canWrite && <th scope="col">{t('tournaments.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {d.templates.map((tpl) => (
                <tr key={tpl.id}>
                  <td>{tpl.name}</td>
                  <td>{t(`tournaments.${tpl.type}`)}</td>
                  <td>
                    {tpl.weekday === null
                      ? t('tournaments.everyDay')
                      : t(`tournaments.${WEEKDAY_KEYS[tpl.weekday] ?? 'sun'}`)}{' '}
                    {tpl.start_local_time}
                  </td>
                  <td>{tpl.active ? t('tournaments.on') : t('tournaments.off')}</td>
                  {canWrite && (
                    <td>
                      <Link
                        to={`/tournaments/templates/${tpl.id}`}
                        aria-label={`${t('tournaments.edit')}: ${tpl.name}`}
                      >
                        {t('tournaments.edit')}
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

function Ended() {
  const { t, i18n } = useT();
  const ended = useEnded();
  return (
    <section className="card" aria-labelledby="ended-title">
      <h2 id="ended-title">{t('tournaments.ended')}</h2>
      <QueryState
        query={ended}
        isEmpty={(d) => d.tournaments.length === 0}
        empty={t('tournaments.endedEmpty')}
      >
        {(d) => (
          <table className="table">
            <caption className="visually-hidden">{t('tournaments.ended')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tournaments.name')}</th>
                <th scope="col">{t('tournaments.when')}</th>
                <th scope="col">{t('tournaments.players')}</th>
                <th scope="col">{t('tournaments.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {d.tournaments.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td>{atOperatorTime(item.end_time, d.time_zone, i18n.language)}</td>
                  <td>{item.player_count}</td>
                  <td>
                    {item.frozen && (
                      <Link
                        to={`/tournaments/${item.id}/results`}
                        aria-label={`${t('tournaments.results')}: ${item.name}`}
                      >
                        {t('tournaments.results')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
