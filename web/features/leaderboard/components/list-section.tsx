import { useId, type ReactNode } from 'react';
import { EmptyState } from '@web/ui/empty-state';
import type { IconName } from '@web/ui/icons';
import { List, ListSkeleton } from '@web/ui/list-row';
import { QueryState } from '@web/ui/query-state';
import type { QueryLike } from '@web/ui/query-view';
import styles from './leaderboard.module.css';

interface ListSectionProps<T> {
  title: string;
  testId: string;
  query: QueryLike<T[]>;
  /**
   * The tab's own list (running tournaments): its empty and error states are headings of the
   * screen's level. The lists beside it show theirs compact, a level below.
   */
  main?: boolean;
  /** Rows while the first answer is on its way, in a row's height. */
  skeleton: { count: number; height: number };
  empty: { icon: IconName; title: string; body: string };
  children: (item: T) => ReactNode;
}

/** One of the leaderboard tab's lists: a titled section with its loading, empty and error states. */
export function ListSection<T>({
  title,
  testId,
  query,
  main = false,
  skeleton,
  empty,
  children,
}: ListSectionProps<T>) {
  const headingId = useId();
  const level = main ? 2 : 3;
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <QueryState
        query={query}
        headingLevel={level}
        compact={!main}
        loading={<ListSkeleton wide count={skeleton.count} height={skeleton.height} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState compact={!main} headingLevel={level} {...empty} />}
      >
        {(list) => <List wide>{list.map((item) => children(item))}</List>}
      </QueryState>
    </section>
  );
}
