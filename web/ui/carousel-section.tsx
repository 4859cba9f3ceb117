import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from './carousel';
import type { IconName } from './icons';
import styles from './carousel-section.module.css';
import { EmptyState } from './empty-state';
import { QueryState } from './query-state';
import type { QueryLike } from './query-view';

interface CarouselSectionProps<T> {
  title: string;
  query: QueryLike<readonly T[]>;
  /** Display order, when it differs from the server's. */
  order?: (items: readonly T[]) => readonly T[];
  empty: { title: string; body?: string; icon?: IconName };
  /** One placeholder card; shown three times while loading. */
  skeleton: ReactNode;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Links beside the title, e.g. "See all" to the full list the carousel samples. */
  links?: readonly SectionLink[];
}

export interface SectionLink {
  to: string;
  label: string;
  /** A fuller name for screen readers, when the label alone is ambiguous ("See all"). */
  ariaLabel?: string;
}

/** A titled carousel with the shared loading (skeleton cards), empty and error-with-Retry states. */
export function CarouselSection<T>({
  title,
  query,
  order,
  empty,
  skeleton,
  getKey,
  renderItem,
  links,
}: CarouselSectionProps<T>) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {links && links.length > 0 && (
          <div className={styles.links}>
            {links.map((link) => (
              <Link key={link.to} to={link.to} className={styles.link} aria-label={link.ariaLabel}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </div>
      <QueryState
        query={query}
        compact
        loading={
          <div className={styles.skeletons} aria-busy="true">
            {skeleton}
            {skeleton}
            {skeleton}
          </div>
        }
        empty={<EmptyState compact icon={empty.icon} title={empty.title} body={empty.body} />}
      >
        {(items) => (
          <Carousel items={order ? order(items) : items} getKey={getKey} renderItem={renderItem} />
        )}
      </QueryState>
    </section>
  );
}
