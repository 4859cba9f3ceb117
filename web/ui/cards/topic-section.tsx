import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contract/topics';
import { CarouselSection, type SectionLink } from '../carousel-section';
import { TopicCard, TopicCardSkeleton } from './topic-card';

interface TopicSectionProps {
  query: UseQueryResult<Topic[]>;
  /** Visitors: a tap opens the subscription offer instead of a page they cannot see. */
  onSelect?: (topic: Topic) => void;
  links?: readonly SectionLink[];
}

/** The "Trial Quizzes" carousel of topics. */
export function TopicSection({ query, onSelect, links }: TopicSectionProps) {
  const { t } = useTranslation();
  return (
    <CarouselSection
      title={t('home.trialQuizzes')}
      query={query}
      empty={{ title: t('home.noTopics'), body: t('home.noTopicsHint'), icon: 'book' }}
      skeleton={<TopicCardSkeleton />}
      getKey={(topic) => topic.topic_id}
      links={links}
      renderItem={(topic) => (
        <TopicCard topic={topic} onSelect={onSelect ? () => onSelect(topic) : undefined} />
      )}
    />
  );
}
