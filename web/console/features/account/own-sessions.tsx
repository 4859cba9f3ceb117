import type { OwnSession } from '@contract/console';
import { errorText } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { useEndSessions, useOwnSessions } from './api';

/**
 * The member's open sessions (a new sign-in leaves the others open): when and from where each
 * began, when it was last used, this one marked; the others can be ended one by one or at once.
 */
export function OwnSessions({ idleMinutes }: { idleMinutes: number }) {
  const { t } = useT();
  const sessions = useOwnSessions();
  const end = useEndSessions();
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('account.sessions')}</h2>
      <p className="hint">{t('account.sessionsHint', { minutes: idleMinutes })}</p>
      <QueryState query={sessions} empty={t('account.noOtherSessions')}>
        {(rows) => (
          <>
            <SessionsTable rows={rows} onEnd={(id) => end.mutate(id)} pending={end.isPending} />
            {rows.length > 1 ? (
              <div className="actions">
                <button type="button" disabled={end.isPending} onClick={() => end.mutate(null)}>
                  {t('account.endOthers')}
                </button>
              </div>
            ) : (
              <p className="state state-empty">{t('account.noOtherSessions')}</p>
            )}
          </>
        )}
      </QueryState>
      {end.isError && (
        <p className="form-error" role="alert">
          {errorText(t, end.error)}
        </p>
      )}
      {end.isSuccess && <p role="status">{t('account.sessionsEnded', { count: end.data })}</p>}
    </section>
  );
}

function SessionsTable({
  rows,
  onEnd,
  pending,
}: {
  rows: OwnSession[];
  onEnd: (id: number) => void;
  pending: boolean;
}) {
  const { t } = useT();
  const f = useFormat();
  return (
    <table className="table">
      <caption className="visually-hidden">{t('account.sessionsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.sessionCreated')}</th>
          <th scope="col">{t('account.sessionLastSeen')}</th>
          <th scope="col">{t('account.sessionAddress')}</th>
          <th scope="col">{t('account.sessionActions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.id} aria-current={s.current ? 'true' : undefined}>
            <td>{f.dateTime(s.created_at)}</td>
            <td>{f.dateTime(s.last_used_at)}</td>
            <td>{s.address ?? t('account.unknownAddress')}</td>
            <td>
              {s.current ? (
                <strong>{t('account.thisSession')}</strong>
              ) : (
                <button type="button" disabled={pending} onClick={() => onEnd(s.id)}>
                  {t('account.endSession')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
