import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { topicDetailsHref } from '@web/ui/cards/topic-card';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListRow } from '@web/ui/list-row';
import { QueryState } from '@web/ui/query-state';
import { StarButton } from '@web/ui/star-button';
import { useFollowTopic } from '../api/follow-topic';
import { ListSkeleton } from '@web/ui/list-row';
import { Thumbnail } from './list-bits';
import styles from './topics.module.css';

function TopicRow({ topic, onToggle }: { topic: Topic; onToggle: (topic: Topic) => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <ListRow
      to={topicDetailsHref(topic)}
      leading={<Thumbnail src={topic.image_url} />}
      title={topic.name}
      subtitle={
        <>
          {topic.category_name} ·{' '}
          {t('topic.followers', {
            count: topic.follower_count,
            followers: format(topic.follower_count),
          })}
        </>
      }
      trailing={
        <StarButton
          label={t('topic.followTopic', { name: topic.name })}
          on={topic.following}
          data-testid="follow-star"
          onClick={() => onToggle(topic)}
        />
      }
    />
  );
}

/** A list of topics with follow stars: /topic-list and /category-sub-list. */
export function TopicListView({ query, label }: { query: UseQueryResult<Topic[]>; label: string }) {
  const { t } = useTranslation();
  const follow = useFollowTopic();
  const [failed, setFailed] = useState(false);
  const toggle = (topic: Topic) => {
    setFailed(false);
    follow.mutate(
      { topicId: topic.topic_id, follow: !topic.following },
      { onError: () => setFailed(true) },
    );
  };
  return (
    <>
      {failed && (
        <p className={styles.inlineError} role="alert">
          {t('topic.followFailed')}
        </p>
      )}
      <QueryState
        query={query}
        headingLevel={2}
        loading={<ListSkeleton />}
        empty={
          <EmptyState
            headingLevel={2}
            icon="book"
            title={t('topic.noTopics')}
            body={t('topic.noTopicsHint')}
          />
        }
      >
        {(topics) => (
          <List label={label}>
            {topics.map((topic) => (
              <TopicRow key={topic.topic_id} topic={topic} onToggle={toggle} />
            ))}
          </List>
        )}
      </QueryState>
    </>
  );
}
