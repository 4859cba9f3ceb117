import { useState } from 'react';
import { Link } from 'react-router';
import type { Topic } from '@contract/topics';
import logo from '@web/ui/logo.svg';
import { Icon } from '../icons';
import { Skeleton } from '../loader';
import styles from './topic-card.module.css';

const FALLBACK_IMAGE = logo;

/** product-spec §2: topic details, with topic fixed as "Top Topics". */
export function topicDetailsHref(topic: Pick<Topic, 'topic_id' | 'category_name'>): string {
  // encodeURIComponent (not URLSearchParams) so spaces read %20, as the spec's links do.
  const query = [
    ['topic_id', String(topic.topic_id)],
    ['topic', 'Top Topics'],
    ['category_name', topic.category_name],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `/topic-details?${query}`;
}

interface TopicCardProps {
  topic: Topic;
  /** Signed in: a link to the details. Visitors: a button that opens the subscription offer. */
  onSelect?: () => void;
}

export function TopicCard({ topic, onSelect }: TopicCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const content = (
    <>
      <span className={styles.imageWrap}>
        <img
          className={styles.image}
          src={imageFailed || !topic.image_url ? FALLBACK_IMAGE : topic.image_url}
          alt={topic.name}
          width={112}
          height={56}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      </span>
      <span className={styles.text}>
        {topic.category_name && <span className={styles.category}>{topic.category_name}</span>}
        <span className={styles.name}>{topic.name}</span>
      </span>
      <span className={styles.play} aria-hidden="true">
        <Icon name="chevronRight" size={22} />
      </span>
    </>
  );
  return onSelect ? (
    <button type="button" onClick={onSelect} className={styles.card} data-testid="topic-card">
      {content}
    </button>
  ) : (
    <Link to={topicDetailsHref(topic)} className={styles.card} data-testid="topic-card">
      {content}
    </Link>
  );
}

export function TopicCardSkeleton() {
  return <Skeleton className={styles.skeleton} height={112} />;
}
