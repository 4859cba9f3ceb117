import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TournamentDetailsReply } from '@contract/tournaments';
import { useFormatDuration, useFormatNumber } from '@web/i18n/use-format';
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
import { useNow } from '@web/ui/use-now';
import { useTournamentDetails } from '../api/get-tournament-details';
import { NoticeModal } from '../components/notice-modal';
import { PlayAction } from '../components/play-action';
import styles from '../components/tournament-details.module.css';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';

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
        <TimeLeft endsAt={fetchedAt + tournament.time_left * 1000} />
        <DetailsName id={nameId}>{tournament.name}</DetailsName>
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
      </DetailsHero>

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

      <DetailsRanking
        title={t('tournamentDetails.recentBest')}
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
      {(data) => <TournamentDetailsView data={data} fetchedAt={details.dataUpdatedAt} />}
    </DetailsPage>
  );
}
