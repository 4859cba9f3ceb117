import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Winner } from '@contract/console-events';
import { useCanWrite } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { saveCsv } from '../../ui/csv';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useMarkDelivered, useResults, useWinners } from './api';
import { momentIn } from '../../ui/format';
import { winnersCsv } from './winners-csv';

/** An ended tournament: its frozen ranking, and for editors the winners and prize delivery. */
export function ResultsScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const canWrite = useCanWrite();
  const results = useResults(id);
  return (
    <section aria-labelledby="results-title">
      <p>
        <Link to="/tournaments">{t('tournaments.back')}</Link>
      </p>
      <QueryState query={results} empty="">
        {(d) => (
          <>
            <h1 id="results-title">{t('tournaments.resultsTitle', { name: d.tournament.name })}</h1>
            {canWrite && <Winners id={id} />}
            <section className="card" aria-labelledby="ranking-title">
              <h2 id="ranking-title">{t('tournaments.ranking')}</h2>
              {d.ranking.length === 0 ? (
                <p className="state state-empty">{t('tournaments.rankingEmpty')}</p>
              ) : (
                <table className="table">
                  <caption className="visually-hidden">{t('tournaments.ranking')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('tournaments.position')}</th>
                      <th scope="col">{t('tournaments.player')}</th>
                      <th scope="col">{t('tournaments.points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.ranking.map((r) => (
                      <tr key={r.user_id}>
                        <td>{r.position}</td>
                        <td>{r.name}</td>
                        <td>{r.points}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}

function Winners({ id }: { id: number }) {
  const { t, i18n } = useT();
  const winners = useWinners(id, true);
  const [delivering, setDelivering] = useState<Winner | null>(null);
  return (
    <section className="card" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('tournaments.winners')}</h2>
      <QueryState
        query={winners}
        isEmpty={(list) => list.length === 0}
        empty={t('tournaments.winnersEmpty')}
      >
        {(list) => (
          <>
            <p>
              <button
                type="button"
                onClick={() => saveCsv(`tournament-${id}-winners.csv`, winnersCsv(list))}
              >
                {t('tournaments.exportCsv')}
              </button>
            </p>
            <table className="table">
              <caption className="visually-hidden">{t('tournaments.winners')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tournaments.position')}</th>
                  <th scope="col">{t('tournaments.player')}</th>
                  <th scope="col">{t('tournaments.msisdn')}</th>
                  <th scope="col">{t('tournaments.points')}</th>
                  <th scope="col">{t('tournaments.delivery')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((w) => (
                  <tr key={w.user_id}>
                    <td>{w.position}</td>
                    <td>{w.name}</td>
                    <td>
                      <code>{w.msisdn}</code>
                    </td>
                    <td>{w.points}</td>
                    <td>
                      {w.delivered_at ? (
                        t('tournaments.deliveredBy', {
                          who: w.delivered_by,
                          at: momentIn(w.delivered_at, i18n.language),
                        })
                      ) : (
                        <Delivery winner={w} onDeliver={() => setDelivering(w)} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryState>
      {delivering && (
        <DeliverDialog id={id} winner={delivering} onClose={() => setDelivering(null)} />
      )}
    </section>
  );
}

/**
 * The delivery action, held while a fair-play flag on the winner's attempts is open: the review
 * may disqualify the attempt and hand the prize to the next player (the API refuses it too).
 */
function Delivery({ winner, onDeliver }: { winner: Winner; onDeliver: () => void }) {
  const { t } = useT();
  const held = winner.open_flags > 0;
  const noteId = `held-${winner.user_id}`;
  return (
    <>
      {held && (
        <p className="notice" id={noteId}>
          {t('tournaments.heldForReview')}{' '}
          <Link to={`/fairplay/players/${winner.user_id}`}>{t('tournaments.reviewFlag')}</Link>
        </p>
      )}
      <button
        type="button"
        onClick={onDeliver}
        disabled={held}
        aria-describedby={held ? noteId : undefined}
      >
        {t('tournaments.markDelivered')}
      </button>
    </>
  );
}

function DeliverDialog({
  id,
  winner,
  onClose,
}: {
  id: number;
  winner: Winner;
  onClose: () => void;
}) {
  const { t } = useT();
  const mark = useMarkDelivered(id);
  return (
    <ReasonDialog
      title={t('tournaments.deliverTitle', { name: winner.name || winner.msisdn })}
      onClose={onClose}
      error={mark.error}
      pending={mark.isPending}
      onConfirm={(reason) =>
        mark.mutate({ user_id: winner.user_id, reason }, { onSuccess: onClose })
      }
    />
  );
}
