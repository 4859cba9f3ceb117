import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { RankingList, RankingSkeleton } from '@web/ui/ranking-list';
import { useTopicRanking } from '../api/get-topic-ranking';
import { useTournamentRanking } from '../api/get-tournament-ranking';
import styles from './ranking-best-all.module.css';

type RankingQuery = ReturnType<typeof useTopicRanking> | ReturnType<typeof useTournamentRanking>;

function TopicRanking({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  return <RankingPages ranking={useTopicRanking(id, valid)} valid={valid} />;
}

function TournamentRanking({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  return <RankingPages ranking={useTournamentRanking(id, valid)} valid={valid} />;
}

/** Every page read so far, 20 at a time, with Load more; the same for topics and tournaments. */
function RankingPages({ ranking, valid }: { ranking: RankingQuery; valid: boolean }) {
  const { t } = useTranslation();
  if (!valid) return <EmptyState headingLevel={2} icon="trophy" title={t('ranking.empty')} />;
  return (
    <QueryState
      query={ranking}
      headingLevel={2}
      loading={<RankingSkeleton rows={8} />}
      isEmpty={(data) => data.pages.every((page) => page.ranking.length === 0)}
      empty={
        <EmptyState
          headingLevel={2}
          icon="trophy"
          title={t('ranking.empty')}
          body={t('ranking.emptyHint')}
        />
      }
    >
      {(data) => (
        <RankingList
          label={t('pages.rankingBestAll')}
          entries={data.pages.flatMap((page) => page.ranking)}
          footer={
            <>
              {/* A failed "Load more" keeps the pages already shown and offers its own Retry. */}
              {ranking.isFetchNextPageError && (
                <ErrorState
                  compact
                  error={ranking.error}
                  onRetry={() => void ranking.fetchNextPage()}
                  retrying={ranking.isFetchingNextPage}
                />
              )}
              {ranking.hasNextPage && !ranking.isFetchNextPageError && (
                <Button
                  className={styles.more}
                  variant="secondary"
                  block
                  disabled={ranking.isFetchingNextPage}
                  onClick={() => void ranking.fetchNextPage()}
                >
                  {ranking.isFetchingNextPage ? t('common.loading') : t('ranking.loadMore')}
                </Button>
              )}
            </>
          }
        />
      )}
    </QueryState>
  );
}

/** /ranking-best-all?type=topic&topic_id or ?type=tournament&tournament_id: the whole ranking. */
export function RankingBestAllRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('pages.rankingBestAll')} back>
      {params.get('type') === 'tournament' ? (
        <TournamentRanking id={Number(params.get('tournament_id'))} />
      ) : (
        <TopicRanking id={Number(params.get('topic_id'))} />
      )}
    </Page>
  );
}
