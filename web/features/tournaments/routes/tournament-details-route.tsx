import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TournamentDetailsReply } from '@contract/tournaments';
import { useFormatDuration, useFormatNumber } from '@web/i18n/use-format';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { unlockAudio } from '@web/ui/quiz/sound-effects';
import { RankingList, RankingSkeleton } from '@web/ui/ranking-list';
import { useNow } from '@web/ui/use-now';
import { useTournamentDetails } from '../api/get-tournament-details';
import { NoticeModal } from '../components/notice-modal';
import { PlayAction } from '../components/play-action';
import styles from '../components/tournament-details.module.css';

const DEFAULT_TOURNAMENT_IMAGE = '/media/defaults/tournament.svg';

function TimeLeft({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const seconds = Math.max(0, Math.floor((endsAt - useNow()) / 1000));
  return (
    <span className={styles.timeLeft} data-testid="time-left">
      <Icon name="clock" size={16} />
      {seconds === 0
        ? t('tournament.ended')
        : t('tournament.timeLeft', { time: formatDuration(seconds) })}
    </span>
  );
}

function TournamentDetailsView({
  data,
  fetchedAt,
}: {
  data: TournamentDetailsReply;
  fetchedAt: number;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const navigate = useNavigate();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const nameId = useId();
  const rankingId = useId();
  const { tournament } = data;
  const playHref = `/tournament-play/${tournament.id}?${new URLSearchParams({
    tournament_type: 'Tournament',
    tournament_name: tournament.name,
  }).toString()}`;
  const rankingHref = `/ranking-best-all?type=tournament&tournament_id=${tournament.id}`;

  return (
    <>
      <section className={styles.header} aria-labelledby={nameId}>
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
        <TimeLeft endsAt={fetchedAt + tournament.time_left * 1000} />
        <h2 id={nameId} className={styles.name}>
          {tournament.name}
        </h2>
        {tournament.prize && (
          <p className={styles.prize}>
            <Icon name="trophy" size={18} />
            <span className="visually-hidden">{t('tournament.prize')}:</span>
            {tournament.prize}
          </p>
        )}
        <p className={styles.players} data-testid="subscriber-count">
          {t('tournamentDetails.playing', {
            count: tournament.subscriber_count,
            players: format(tournament.subscriber_count),
          })}
        </p>
      </section>

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

      <section className={styles.ranking} aria-labelledby={rankingId}>
        <div className={styles.sectionHead}>
          <h2 id={rankingId} className={styles.sectionTitle}>
            {t('tournamentDetails.recentBest')}
          </h2>
          {data.ranking.length > 0 && (
            <Link to={rankingHref} className={styles.seeAll}>
              {t('topic.seeAll')}
            </Link>
          )}
        </div>
        {data.ranking.length > 0 ? (
          <RankingList label={t('tournamentDetails.recentBest')} entries={data.ranking} />
        ) : (
          <EmptyState
            compact
            emoji="🏅"
            title={t('tournamentDetails.noRanking')}
            body={t('tournamentDetails.noRankingHint')}
          />
        )}
      </section>

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

function DetailsSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <Skeleton height={220} />
      <Skeleton height={48} />
      <RankingSkeleton />
    </div>
  );
}

/** /tournament-details?tournament_id: the tournament, Play (or why not) and the recent best. */
export function TournamentDetailsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tournamentId = Number(params.get('tournament_id'));
  const valid = Number.isInteger(tournamentId) && tournamentId > 0;
  const details = useTournamentDetails(tournamentId, valid);
  const title = details.data?.tournament.name ?? t('pages.tournamentDetails');

  const notFound = (
    <EmptyState
      headingLevel={2}
      emoji="🧭"
      title={t('tournamentDetails.notFound')}
      body={t('tournamentDetails.notFoundHint')}
      action={
        <ButtonLink to="/leaderboard" variant="secondary" size="small">
          {t('tournamentDetails.otherTournaments')}
        </ButtonLink>
      }
    />
  );
  return (
    <Page title={title} back>
      {valid ? (
        <QueryState
          query={details}
          headingLevel={2}
          loading={<DetailsSkeleton />}
          notFound={notFound}
        >
          {(data) => <TournamentDetailsView data={data} fetchedAt={details.dataUpdatedAt} />}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}
