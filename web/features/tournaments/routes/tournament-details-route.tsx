import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TournamentDetailsReply } from '@contract/tournaments';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { PageLoader } from '@web/ui/loader';
import {
  DetailsHero,
  DetailsName,
  DetailsPage,
  DetailsRanking,
  DetailsSkeleton,
} from '@web/ui/details-layout';
import { positiveId } from '@web/ui/quiz/play-glue';
import { Icon } from '@web/ui/icons';
import { unlockAudio } from '@web/ui/quiz/sound-effects';
import { useTournamentDetails } from '../api/get-tournament-details';
import { NoticeModal } from '../components/notice-modal';
import { PlayAction } from '../components/play-action';
import { StatusClock } from '../components/status-clock';
import styles from '../components/tournament-details.module.css';
import { TournamentRules } from '../components/tournament-rules';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';

/** The rules of an attempt, readable before deciding to play (not only in the Start notice). */
function RulesSection({ data }: { data: TournamentDetailsReply }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.rules} aria-labelledby={headingId} data-testid="rules">
      <h2 id={headingId} className={styles.rulesTitle}>
        {t('tournamentDetails.rules')}
      </h2>
      <TournamentRules tournament={data.tournament} />
      <p className={styles.noticeHint}>{t('tournamentDetails.noticeHint')}</p>
    </section>
  );
}

const AnswerReview = lazy(async () => ({
  default: (await import('../components/answer-review')).AnswerReview,
}));

/**
 * Once it has ended, to a player who played it: their answers with the right options, loaded when
 * asked for (the server shows them only after the end: every player gets the same questions).
 */
function ReviewSection({ data }: { data: TournamentDetailsReply }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { tournament } = data;
  if (tournament.status !== 'ended' || tournament.played === 0) return null;
  return (
    <section className={styles.reviewSection}>
      <Button
        variant="secondary"
        block
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t('tournamentDetails.hideReview') : t('tournamentDetails.reviewAnswers')}
      </Button>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<PageLoader />}>
            <AnswerReview tournamentId={tournament.id} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** Once it has ended: who won, from the frozen ranking's first entry. */
function Winner({ data }: { data: TournamentDetailsReply }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const first = data.ranking[0];
  if (data.tournament.status !== 'ended') return null;
  return (
    <p className={styles.winner} data-testid="winner">
      <Icon name="trophy" size={18} />
      {first
        ? t('tournamentDetails.winner', { name: first.name, points: format(first.points) })
        : t('tournamentDetails.noWinner')}
    </p>
  );
}

function TournamentDetailsView({
  data,
  fetchedAt,
  onPhaseOver,
}: {
  data: TournamentDetailsReply;
  fetchedAt: number;
  onPhaseOver: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const navigate = useNavigate();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const nameId = useId();
  const { tournament } = data;
  const playHref = `/tournament-play/${tournament.id}?${new URLSearchParams({
    tournament_type: 'Tournament',
    tournament_name: tournament.name,
  }).toString()}`;

  return (
    <>
      <DetailsHero className={styles.header} nameId={nameId}>
        <img
          className={styles.image}
          src={
            !tournament.tournament_image || imageFailed
              ? DEFAULT_TOURNAMENT_IMAGE
              : tournament.tournament_image
          }
          alt=""
          width={320}
          height={160}
          onError={() => setImageFailed(true)}
        />
        <StatusClock tournament={tournament} fetchedAt={fetchedAt} onPhaseOver={onPhaseOver} />
        <DetailsName id={nameId}>{tournament.name}</DetailsName>
        {tournament.caption && <p className={styles.caption}>{tournament.caption}</p>}
        {tournament.prize && (
          <p className={styles.prize}>
            <Icon name="trophy" size={18} />
            <span className="visually-hidden">{t('tournament.prize')}:</span>
            {tournament.prize}
          </p>
        )}
        <p className={styles.players} data-testid="player-count">
          {t('tournamentDetails.entered', {
            count: tournament.player_count,
            players: format(tournament.player_count),
          })}
        </p>
      </DetailsHero>

      <Winner data={data} />
      <PlayAction
        tournament={tournament}
        onPlay={() => setNoticeOpen(true)}
        onResume={(gameId) => void navigate(`${playHref}&game=${gameId}`)}
      />
      {data.my_position !== null && data.my_points !== null && (
        <p className={styles.mine} data-testid="my-standing">
          {t('tournamentDetails.myStanding', {
            position: format(data.my_position),
            points: format(data.my_points),
          })}
        </p>
      )}

      <ReviewSection data={data} />

      <RulesSection data={data} />

      <DetailsRanking
        title={
          tournament.status === 'ended'
            ? t('tournamentDetails.finalRanking')
            : t('tournamentDetails.recentBest')
        }
        seeAllLabel={t('topic.seeAll')}
        seeAllHref={`/ranking-best-all?type=tournament&tournament_id=${tournament.id}`}
        entries={data.ranking}
        emptyTitle={t('tournamentDetails.noRanking')}
        emptyHint={t('tournamentDetails.noRankingHint')}
      />

      <NoticeModal
        open={noticeOpen}
        onClose={() => setNoticeOpen(false)}
        tournament={tournament}
        onStart={() => {
          // Tapping Start is a user gesture: the moment the browser lets sound start.
          unlockAudio();
          void navigate(playHref);
        }}
      />
    </>
  );
}

/** /tournament-details?tournament_id: the tournament, Play (or why not) and the recent best. */
export function TournamentDetailsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tournamentId = positiveId(params.get('tournament_id'));
  const details = useTournamentDetails(tournamentId ?? 0, tournamentId !== null);
  const title = details.data?.tournament.name ?? t('pages.tournamentDetails');
  const { refetch } = details;
  const onPhaseOver = useCallback(() => void refetch(), [refetch]);

  return (
    <DetailsPage
      title={title}
      valid={tournamentId !== null}
      query={details}
      skeleton={<DetailsSkeleton heights={[220, 48]} />}
      notFound={{
        title: t('tournamentDetails.notFound'),
        hint: t('tournamentDetails.notFoundHint'),
        actionLabel: t('tournamentDetails.otherTournaments'),
        actionHref: '/leaderboard',
      }}
    >
      {(data) => (
        <TournamentDetailsView
          data={data}
          fetchedAt={details.dataUpdatedAt}
          onPhaseOver={onPhaseOver}
        />
      )}
    </DetailsPage>
  );
}
