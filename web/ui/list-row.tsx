import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from './loader';
import styles from './list-row.module.css';

/** A <ul> of rows with the house spacing. */
export function List({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** A List while it loads: `count` blocks of a row's height, in the list's spacing. */
export function ListSkeleton({ count = 6, height = 72 }: { count?: number; height?: number }) {
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="var(--radius-md)" />
      ))}
    </div>
  );
}

interface ListRowProps {
  title: ReactNode;
  subtitle?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** When set the whole row is a link; keep buttons in `trailing` out of it then. */
  to?: string;
}

export function ListRow({ title, subtitle, leading, trailing, to }: ListRowProps) {
  const content = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <div className={styles.row}>
          <Link to={to} className={styles.rowLink}>
            {content}
          </Link>
          {trailing && <span className={styles.trailing}>{trailing}</span>}
        </div>
      ) : (
        <div className={styles.row}>
          {content}
          {trailing && <span className={styles.trailing}>{trailing}</span>}
        </div>
      )}
    </li>
  );
}
