import { useId, type ReactNode } from 'react';
import { Carousel } from './carousel';
import styles from './carousel-section.module.css';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

interface CarouselSectionProps<T> {
  title: string;
  /** TanStack Query's status for the list. */
  status: 'pending' | 'error' | 'success';
  items: readonly T[] | undefined;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
  empty: { title: string; body?: string; emoji?: string };
  /** One placeholder card; shown three times while loading. */
  skeleton: ReactNode;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

/** A titled carousel with the shared loading (skeleton cards), empty and error-with-Retry states. */
export function CarouselSection<T>({
  title,
  status,
  items,
  error,
  onRetry,
  retrying,
  empty,
  skeleton,
  getKey,
  renderItem,
}: CarouselSectionProps<T>) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <div className={styles.skeletons} aria-busy="true">
        {skeleton}
        {skeleton}
        {skeleton}
      </div>
    );
  } else if (status === 'error' && !items) {
    body = <ErrorState compact error={error} onRetry={onRetry} retrying={retrying} />;
  } else if (!items || items.length === 0) {
    body = <EmptyState compact emoji={empty.emoji} title={empty.title} body={empty.body} />;
  } else {
    body = <Carousel label={title} items={items} getKey={getKey} renderItem={renderItem} />;
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      {body}
    </section>
  );
}
