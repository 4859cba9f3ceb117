import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AttemptTiming, FairPlayAttemptReply } from '@contract/console-fairplay';
import { useMe } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useT } from '../../i18n/use-t';
import { canDecide, useAttempt, useReview } from './api';
import { momentIn, useFormat } from '../../ui/format';

/** One attempt: its flag, its answer times beside the median player's, and the review. */
export function AttemptScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const attempt = useAttempt(id);
  return (
    <section aria-labelledby="attempt-title">
      <p>
        <Link to="/fairplay">{t('fairplay.back')}</Link>
      </p>
      <h1 id="attempt-title">{t('fairplay.attemptTitle', { id })}</h1>
      <QueryState query={attempt} empty="">
        {(data) => <AttemptView data={data} />}
      </QueryState>
    </section>
  );
}

function AttemptView({ data }: { data: FairPlayAttemptReply }) {
  const { t, i18n } = useT();
  const me = useMe();
  const review = useReview();
  const [pending, setPending] = useState<'disqualify' | 'dismiss' | null>(null);
  const { attempt, flag, thresholds } = data;
  const status = flag?.status ?? null;
  const decide = canDecide(me.data?.role) && attempt.status === 'finished';
  const at = (iso: string) => momentIn(iso, i18n.language);
  const f = useFormat();
  return (
    <>
      <div className="card">
        <dl className="facts">
          <dt>{t('fairplay.player')}</dt>
          <dd>
            <Link to={`/fairplay/players/${attempt.user_id}`}>
              {t('fairplay.otherAttempts', {
                name: attempt.player_name || `#${attempt.user_id}`,
              })}
            </Link>
          </dd>
          <dt>{t('fairplay.tournament')}</dt>
          <dd>{attempt.tournament_name}</dd>
          <dt>{t('fairplay.score')}</dt>
          <dd>{f.number(attempt.score)}</dd>
          <dt>{t('fairplay.started')}</dt>
          <dd>{at(attempt.started_at)}</dd>
          <dt>{t('fairplay.status')}</dt>
          <dd>{t(`fairplay.statuses.${status ?? 'none'}`)}</dd>
        </dl>
        <p>
          {flag
            ? t('fairplay.flagSummary', {
                fast: flag.fast_answers,
                correct: flag.correct_answers,
                ms: thresholds.min_read_ms,
                spread:
                  flag.spread_ms === null
                    ? t('fairplay.none')
                    : t('fairplay.ms', { ms: flag.spread_ms }),
              })
            : t('fairplay.notFlagged')}
        </p>
        {flag?.reviewed_by && (
          <p>
            {t('fairplay.reviewedBy', {
              status: t(`fairplay.statuses.${flag.status}`),
              email: flag.reviewed_by,
              reason: flag.review_reason,
            })}
          </p>
        )}
        {decide && status !== 'disqualified' && (
          <p className="hint">{t(attempt.frozen ? 'fairplay.frozen' : 'fairplay.running')}</p>
        )}
        {decide && (
          <div className="row-actions">
            {status !== 'disqualified' && (
              <button type="button" className="primary" onClick={() => setPending('disqualify')}>
                {t('fairplay.disqualify')}
              </button>
            )}
            {status === 'open' && (
              <button type="button" onClick={() => setPending('dismiss')}>
                {t('fairplay.dismiss')}
              </button>
            )}
          </div>
        )}
      </div>
      <h2 id="timings-title">{t('fairplay.timings')}</h2>
      <p className="hint">{t('fairplay.timingsNote', { count: data.median_attempts })}</p>
      <TimingsTable timings={data.timings} />
      {pending && (
        <ReasonDialog
          title={t(pending === 'disqualify' ? 'reason.disqualifyTitle' : 'reason.dismissTitle', {
            id: attempt.game_id,
            name: attempt.player_name || `#${attempt.user_id}`,
          })}
          onClose={() => setPending(null)}
          error={review.error}
          pending={review.isPending}
          onConfirm={(reason) =>
            review.mutate(
              { id: attempt.game_id, action: pending, reason },
              { onSuccess: () => setPending(null) },
            )
          }
        />
      )}
    </>
  );
}

/**
 * Each question's time beside the median player's, as two bars on one scale (the longest time
 * shown), with the numbers written out beside them; a too-fast answer's bar is red.
 */
function TimingsTable({ timings }: { timings: AttemptTiming[] }) {
  const { t } = useT();
  const f = useFormat();
  const longest = Math.max(1, ...timings.flatMap((x) => [x.answer_ms ?? 0, x.median_ms ?? 0]));
  const bar = (ms: number | null, kind: 'mine' | 'median' | 'fast') => (
    <div className="bar-cell">
      <span aria-hidden="true">
        <span
          className={`bar bar-${kind}`}
          style={{ width: `${ms === null ? 0 : Math.max(1, (100 * ms) / longest)}%` }}
        />
      </span>
      <span>{ms === null ? t('fairplay.none') : t('fairplay.ms', { ms })}</span>
    </div>
  );
  return (
    <table className="table timings" aria-labelledby="timings-title">
      <thead>
        <tr>
          <th scope="col">{t('fairplay.question')}</th>
          <th scope="col">{t('fairplay.result')}</th>
          <th scope="col">{t('fairplay.thisAttempt')}</th>
          <th scope="col">{t('fairplay.median')}</th>
        </tr>
      </thead>
      <tbody>
        {timings.map((x) => (
          <tr key={x.position}>
            <th scope="row">{f.number(x.position)}</th>
            <td>
              {x.timed_out
                ? t('fairplay.timedOut')
                : x.correct
                  ? t('fairplay.correct')
                  : t('fairplay.wrong')}
              {x.fast ? ` · ${t('fairplay.fast')}` : ''}
            </td>
            <td>{bar(x.answer_ms, x.fast ? 'fast' : 'mine')}</td>
            <td>{bar(x.median_ms, 'median')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
