import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/topics';
import { CarouselSection } from '../carousel-section';
import { TopicCard, TopicCardSkeleton } from './topic-card';

/** The "Trial Quizzes" carousel of topics. */
export function TopicSection({ query }: { query: UseQueryResult<Topic[]> }) {
  const { t } = useTranslation();
  return (
    <CarouselSection
      title={t('home.trialQuizzes')}
      query={query}
      empty={{ title: t('home.noTopics'), body: t('home.noTopicsHint'), emoji: '🧠' }}
      skeleton={<TopicCardSkeleton />}
      getKey={(topic) => topic.topic_id}
      renderItem={(topic) => <TopicCard topic={topic} />}
    />
  );
}
