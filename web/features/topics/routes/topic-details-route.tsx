import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TopicDetailsReply } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
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
  const resumeHintId = useId();
  const { topic } = details;
  // A game left in the middle (Back, a closed tab): offered first, as tournaments offer theirs.
  const unfinished = details.unfinished_game;

  return (
    <>
      <DetailsHero className={styles.header} nameId={nameId}>
        <Thumbnail src={topic.image_url} size={88} />
        <div className={styles.headerText}>
          {topic.category_name && <span className={styles.category}>{topic.category_name}</span>}
          <DetailsName id={nameId} className={styles.name}>
            {topic.name}
          </DetailsName>
          <span className={styles.followers}>
            {t('topic.followers', {
              count: topic.follower_count,
              followers: format(topic.follower_count),
            })}
          </span>
        </div>
      </DetailsHero>

      {unfinished && (
        <div className={styles.resume} data-testid="resume-game">
          <Button
            variant="gold"
            block
            aria-describedby={resumeHintId}
            onClick={() => {
              unlockAudio();
              void navigate(`/game-play/${topic.topic_id}?game=${unfinished.game_id}`);
            }}
          >
            <Icon name="play" size={20} />
            {t('topic.resume')}
          </Button>
          <p id={resumeHintId} className={styles.resumeHint}>
            {t('topic.resumeHint', {
              number: format(unfinished.question_no),
              total: format(unfinished.total_quiz),
            })}
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant={unfinished ? 'secondary' : 'gold'}
          onClick={() => {
            // Tapping Play is a user gesture: the moment the browser lets sound start.
            unlockAudio();
            void navigate(`/game-play/${topic.topic_id}`);
          }}
        >
          <Icon name="play" size={20} />
          {unfinished ? t('topic.newGame') : t('topic.play')}
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
          <Icon name="check" size={16} className={styles.noteIcon} /> {t('topic.alreadyPlayed')}
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

      <DetailsRanking
        title={t('topic.topPlayers')}
        seeAllLabel={t('topic.seeAll')}
        seeAllHref={`/ranking-best-all?type=topic&topic_id=${topic.topic_id}`}
        entries={details.ranking}
        emptyTitle={t('topic.noRanking')}
        emptyHint={t('topic.noRankingHint')}
      />
    </>
  );
}

/** /topic-details?topic_id&topic&category_name: header, Play, Follow, level and ranking. */
export function TopicDetailsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topicId = positiveId(params.get('topic_id'));
  const details = useTopicDetails(topicId ?? 0, topicId !== null);
  const title = details.data?.topic.name ?? t('pages.topicDetails');

  return (
    <DetailsPage
      title={title}
      valid={topicId !== null}
      query={details}
      skeleton={<DetailsSkeleton heights={[112, 48, 72]} />}
      notFound={{
        title: t('topic.notFound'),
        hint: t('topic.notFoundHint'),
        actionLabel: t('topic.browseTopics'),
        actionHref: '/topic-list',
      }}
    >
      {(data) => <TopicDetails details={data} />}
    </DetailsPage>
  );
}
