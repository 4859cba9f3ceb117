import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentCard, TournamentType } from '@contract/tournaments';
import { useFormatDuration, useLocalDigits } from '@web/i18n/use-format';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { Tabs } from '@web/ui/tabs';
import { useNow } from '@web/ui/use-now';
import { useRunningTournaments } from '../api/get-running-tournaments';
import styles from '../components/leaderboard.module.css';

const TABS = ['DAILY', 'MEGA'] as const satisfies readonly TournamentType[];

function TournamentRow({ tournament, endsAt }: { tournament: TournamentCard; endsAt: number }) {
  const { t } = useTranslation();
  const localDigits = useLocalDigits();
  const formatDuration = useFormatDuration();
  const seconds = Math.max(0, Math.floor((endsAt - useNow()) / 1000));
  return (
    <li>
      <Link
        className={styles.row}
        to={`/tournament-details?tournament_id=${tournament.id}`}
        data-testid="leaderboard-row"
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
      </Link>
    </li>
  );
}

function RunningList({
  type,
  panelId,
  tabId,
}: {
  type: TournamentType;
  panelId: string;
  tabId: string;
}) {
  const { t } = useTranslation();
  const query = useRunningTournaments(type);
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={tabId}>
      <QueryState
        query={query}
        headingLevel={2}
        loading={<ListSkeleton wide count={3} height={84} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            emoji="🏆"
            title={t('home.noTournaments')}
            body={t('home.noTournamentsHint')}
          />
        }
      >
        {(list) => (
          <List wide>
            {list.map((tournament) => (
              <TournamentRow
                key={tournament.id}
                tournament={tournament}
                endsAt={query.dataUpdatedAt + tournament.time_left * 1000}
              />
            ))}
          </List>
        )}
      </QueryState>
    </div>
  );
}

/** /leaderboard: Daily and Mega tabs of the running tournaments; a row opens its details. */
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
      <RunningList key={type} type={type} panelId={panelId} tabId={tabId(type)} />
    </Page>
  );
}
