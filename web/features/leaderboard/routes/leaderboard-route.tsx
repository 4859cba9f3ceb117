import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentCard, TournamentType } from '@contract/tournaments';
import { useFormatDuration, useLocalDigits } from '@web/i18n/use-format';
import { Icon } from '@web/ui/icons';
import { Page } from '@web/ui/page';
import { Tabs } from '@web/ui/tabs';
import { useNow } from '@web/ui/use-now';
import { useFinishedTournaments } from '../api/get-finished-tournaments';
import { useRunningTournaments } from '../api/get-running-tournaments';
import styles from '../components/leaderboard.module.css';
import { ListSection } from '../components/list-section';
import { Podium } from '../components/podium';
import { UpcomingList } from '../components/upcoming-list';

const TABS = ['DAILY', 'MEGA'] as const satisfies readonly TournamentType[];

interface TournamentRowProps {
  tournament: TournamentCard;
  endsAt: number;
  /** Its top three (running) or winners (ended). */
  podium: ReactNode;
  testId: 'leaderboard-row' | 'finished-row';
}

function TournamentRow({ tournament, endsAt, podium, testId }: TournamentRowProps) {
  const { t } = useTranslation();
  const localDigits = useLocalDigits();
  const formatDuration = useFormatDuration();
  const seconds = Math.max(0, Math.floor((endsAt - useNow()) / 1000));
  return (
    <li>
      <Link
        className={styles.row}
        to={`/tournament-details?tournament_id=${tournament.id}`}
        data-testid={testId}
      >
        <span className={styles.rowHead}>
          <span className={styles.name}>{tournament.name}</span>
          <span className={styles.left}>
            {seconds === 0
              ? t('tournament.ended')
              : t('tournament.timeLeft', { time: formatDuration(seconds) })}
          </span>
        </span>
        {tournament.prize && (
          <span className={styles.prize}>
            <Icon name="trophy" size={16} />
            <span className="visually-hidden">{t('tournament.prize')}:</span>
            {tournament.prize}
          </span>
        )}
        {/* The server's days in the operator's zone: the phone's own zone may be another. */}
        <span className={styles.dates} data-testid="leaderboard-dates">
          {t('leaderboard.dates', {
            start: localDigits(tournament.start_date),
            end: localDigits(tournament.end_date),
          })}
        </span>
        {podium}
      </Link>
    </li>
  );
}

function RunningList({ type }: { type: TournamentType }) {
  const { t } = useTranslation();
  const query = useRunningTournaments(type);
  return (
    <ListSection
      title={t('leaderboard.running')}
      testId="running-tournaments"
      query={query}
      main
      skeleton={{ count: 3, height: 84 }}
      empty={{ icon: 'trophy', title: t('home.noTournaments'), body: t('home.noTournamentsHint') }}
    >
      {(tournament) => (
        <TournamentRow
          key={tournament.id}
          tournament={tournament}
          endsAt={query.dataUpdatedAt + tournament.time_left * 1000}
          testId="leaderboard-row"
          podium={
            <Podium
              label={t('leaderboard.top', { name: tournament.name })}
              entries={tournament.top}
              empty={t('leaderboard.noScores')}
            />
          }
        />
      )}
    </ListSection>
  );
}

/** The tab's tournaments that ended in the last 7 days, so everyone sees who won. */
function FinishedList({ type }: { type: TournamentType }) {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('leaderboard.finished')}
      testId="finished-tournaments"
      query={useFinishedTournaments(type)}
      skeleton={{ count: 2, height: 120 }}
      empty={{
        icon: 'trophy',
        title: t('leaderboard.noFinished'),
        body: t('leaderboard.noFinishedHint'),
      }}
    >
      {(tournament) => (
        <TournamentRow
          key={tournament.id}
          tournament={tournament}
          endsAt={0}
          testId="finished-row"
          podium={
            <Podium
              label={t('leaderboard.winners', { name: tournament.name })}
              entries={tournament.winners}
              empty={t('leaderboard.noWinners')}
            />
          }
        />
      )}
    </ListSection>
  );
}

/**
 * /leaderboard: Daily and Mega tabs of the running tournaments with their top three, those
 * starting within 24 hours (with Remind me), then the ones ended in the last 7 days with their
 * winners; a row opens its details.
 */
export function LeaderboardRoute() {
  const { t } = useTranslation();
  const [type, setType] = useState<TournamentType>('DAILY');
  const baseId = useId();
  const tabId = (tab: TournamentType) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  return (
    <Page title={t('nav.leaderboard')} bottomMenu>
      <Tabs
        className={styles.tabs}
        label={t('nav.leaderboard')}
        tabs={TABS}
        selected={type}
        onSelect={setType}
        tabLabel={(tab) => (tab === 'DAILY' ? t('leaderboard.daily') : t('leaderboard.mega'))}
        tabId={tabId}
        panelId={panelId}
      />
      <div key={type} id={panelId} role="tabpanel" aria-labelledby={tabId(type)}>
        <RunningList type={type} />
        <UpcomingList type={type} />
        <FinishedList type={type} />
      </div>
    </Page>
  );
}
