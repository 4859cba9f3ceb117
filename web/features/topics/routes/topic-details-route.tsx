import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TopicDetailsReply } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { unlockAudio } from '@web/ui/quiz/sound-effects';
import { RankingList, RankingSkeleton } from '@web/ui/ranking-list';
import { useFollowTopic } from '../api/follow-topic';
import { useTopicDetails } from '../api/get-topic-details';
import { Thumbnail } from '../components/list-bits';
import styles from '../components/topic-details.module.css';

function TopicDetails({ details }: { details: TopicDetailsReply }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const navigate = useNavigate();
  const follow = useFollowTopic();
  const [failed, setFailed] = useState(false);
  const nameId = useId();
  const rankingId = useId();
  const { topic } = details;
  const rankingHref = `/ranking-best-all?type=topic&topic_id=${topic.topic_id}`;

  return (
    <>
      <section className={styles.header} aria-labelledby={nameId}>
        <Thumbnail src={topic.image_url} size={88} />
        <div className={styles.headerText}>
          {topic.category_name && <span className={styles.category}>{topic.category_name}</span>}
          <h2 id={nameId} className={styles.name}>
            {topic.name}
          </h2>
          <span className={styles.followers}>
            {t('topic.followers', {
              count: topic.follower_count,
              followers: format(topic.follower_count),
            })}
          </span>
        </div>
      </section>

      <div className={styles.actions}>
        <Button
          variant="gold"
          onClick={() => {
            // Tapping Play is a user gesture: the moment the browser lets sound start.
            unlockAudio();
            void navigate(`/game-play/${topic.topic_id}`);
          }}
        >
          <Icon name="play" size={20} />
          {t('topic.play')}
        </Button>
        <Button
          variant={details.following ? 'primary' : 'secondary'}
          onClick={() => {
            setFailed(false);
            follow.mutate(
              { topicId: topic.topic_id, follow: !details.following },
              { onError: () => setFailed(true) },
            );
          }}
        >
          {details.following ? t('topic.following') : t('topic.follow')}
        </Button>
      </div>
      {details.all_played && (
        <p className={styles.note} data-testid="already-played">
          ✅ {t('topic.alreadyPlayed')}
        </p>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('topic.followFailed')}
        </p>
      )}

      <section className={styles.level} aria-label={t('topic.yourLevel')}>
        <span className={styles.levelBadge}>{format(details.level)}</span>
        <div>
          <p className={styles.levelTitle}>{t('topic.level', { level: format(details.level) })}</p>
          <p className={styles.levelHint}>
            {t('topic.nextLevel', {
              count: details.next_level,
              points: format(details.next_level),
            })}
          </p>
        </div>
      </section>

      <section className={styles.ranking} aria-labelledby={rankingId}>
        <div className={styles.sectionHead}>
          <h2 id={rankingId} className={styles.sectionTitle}>
            {t('topic.topPlayers')}
          </h2>
          {details.ranking.length > 0 && (
            <Link to={rankingHref} className={styles.seeAll}>
              {t('topic.seeAll')}
            </Link>
          )}
        </div>
        {details.ranking.length > 0 ? (
          <RankingList label={t('topic.topPlayers')} entries={details.ranking} />
        ) : (
          <EmptyState
            compact
            emoji="🏅"
            title={t('topic.noRanking')}
            body={t('topic.noRankingHint')}
          />
        )}
      </section>
    </>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <Skeleton height={112} />
      <Skeleton height={48} />
      <Skeleton height={72} />
      <RankingSkeleton />
    </div>
  );
}

/** /topic-details?topic_id&topic&category_name: header, Play, Follow, level and ranking. */
export function TopicDetailsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topicId = Number(params.get('topic_id'));
  const valid = Number.isInteger(topicId) && topicId > 0;
  const details = useTopicDetails(topicId, valid);
  const title = details.data?.topic.name ?? t('pages.topicDetails');

  const notFound = (
    <EmptyState
      headingLevel={2}
      emoji="🧭"
      title={t('topic.notFound')}
      body={t('topic.notFoundHint')}
      action={
        <ButtonLink to="/topic-list" variant="secondary" size="small">
          {t('topic.browseTopics')}
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
          {(data) => <TopicDetails details={data} />}
        </QueryState>
      ) : (
        notFound
      )}
    </Page>
  );
}
