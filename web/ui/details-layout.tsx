import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RankingEntry } from '@contract/topics';
import { ButtonLink } from './button';
import { cx } from './cx';
import { EmptyState } from './empty-state';
import { Skeleton } from './loader';
import { Page } from './page';
import { QueryState } from './query-state';
import type { QueryLike } from './query-view';
import { RankingList, RankingSkeleton } from './ranking-list';
import styles from './details-layout.module.css';

interface DetailsHeroProps {
  /** The page's own layout of the hero's contents (a row, a column). */
  className?: string;
  /** The id of its DetailsName. */
  nameId: string;
  children: ReactNode;
}

/** The hero card a details page opens with, named by its heading. */
export function DetailsHero({ className, nameId, children }: DetailsHeroProps) {
  return (
    <section className={cx(styles.hero, className)} aria-labelledby={nameId}>
      {children}
    </section>
  );
}

/** The heading of a details page's hero: what the page is about. */
export function DetailsName({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cx(styles.name, className)}>
      {children}
    </h2>
  );
}

interface DetailsRankingProps {
  title: string;
  seeAllLabel: string;
  seeAllHref: string;
  entries: readonly RankingEntry[];
  emptyTitle: string;
  emptyHint: string;
}

/** The ranking section of a details page: its heading with See all, or why it is empty. */
export function DetailsRanking({
  title,
  seeAllLabel,
  seeAllHref,
  entries,
  emptyTitle,
  emptyHint,
}: DetailsRankingProps) {
  const headingId = useId();
  return (
    <section className={styles.ranking} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {entries.length > 0 && (
          <Link to={seeAllHref} className={styles.seeAll}>
            {seeAllLabel}
          </Link>
        )}
      </div>
      {entries.length > 0 ? (
        <RankingList label={title} entries={entries} />
      ) : (
        <EmptyState compact icon="trophy" title={emptyTitle} body={emptyHint} />
      )}
    </section>
  );
}

/** A details page while it loads: blocks the height of the page's own, then the ranking. */
export function DetailsSkeleton({ heights }: { heights: readonly number[] }) {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} />
      ))}
      <RankingSkeleton />
    </div>
  );
}

interface DetailsPageProps<T> {
  title: string;
  /** False when the id in the URL is no id at all: not found without asking. */
  valid: boolean;
  query: QueryLike<T>;
  skeleton: ReactNode;
  notFound: { title: string; hint: string; actionLabel: string; actionHref: string };
  children: (data: T) => ReactNode;
}

/** A details page: its query's loading, not found (with a way on) and error faces, then it. */
export function DetailsPage<T>({
  title,
  valid,
  query,
  skeleton,
  notFound,
  children,
}: DetailsPageProps<T>) {
  const missing = (
    <EmptyState
      headingLevel={2}
      icon="compass"
      title={notFound.title}
      body={notFound.hint}
      action={
        <ButtonLink to={notFound.actionHref} variant="secondary" size="small">
          {notFound.actionLabel}
        </ButtonLink>
      }
    />
  );
  return (
    <Page title={title} back>
      {valid ? (
        <QueryState query={query} headingLevel={2} loading={skeleton} notFound={missing}>
          {children}
        </QueryState>
      ) : (
        missing
      )}
    </Page>
  );
}
