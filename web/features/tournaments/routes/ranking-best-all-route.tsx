import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@web/ui/button';
import { ComingSoonPage } from '@web/ui/coming-soon';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { RankingList, RankingSkeleton } from '@web/ui/ranking-list';
import { useTopicRanking } from '../api/get-topic-ranking';
import styles from './ranking-best-all.module.css';

function TopicRanking({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(topicId) && topicId > 0;
  const ranking = useTopicRanking(topicId, valid);

  if (!valid) return <EmptyState headingLevel={2} emoji="🥇" title={t('ranking.empty')} />;
  return (
    <QueryState
      query={ranking}
      headingLevel={2}
      loading={<RankingSkeleton rows={8} />}
      isEmpty={(data) => data.pages.every((page) => page.ranking.length === 0)}
      empty={
        <EmptyState
          headingLevel={2}
          emoji="🥇"
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
  if (params.get('type') !== 'topic') {
    // Tournament rankings wait for their backend; the route, guard and header stay real.
    return <ComingSoonPage title={t('pages.rankingBestAll')} emoji="🥇" />;
  }
  return (
    <Page title={t('pages.rankingBestAll')} back>
      <TopicRanking topicId={Number(params.get('topic_id'))} />
    </Page>
  );
}
