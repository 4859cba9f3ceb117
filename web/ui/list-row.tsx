import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import { Skeleton } from './loader';
import styles from './list-row.module.css';

interface ListProps {
  children: ReactNode;
  label?: string;
  /** Cards (store packs, notifications, leaderboard rows) stand further apart than rows. */
  wide?: boolean;
}

/** A <ul> of rows with the house spacing. */
export function List({ children, label, wide }: ListProps) {
  return (
    <ul className={cx(styles.list, wide && styles.wide)} aria-label={label}>
      {children}
    </ul>
  );
}

interface ListSkeletonProps {
  count?: number;
  height?: number;
  radius?: string;
  wide?: boolean;
}

/** A List while it loads: `count` blocks of a row's height, in the list's spacing. */
export function ListSkeleton({
  count = 6,
  height = 72,
  radius = 'var(--radius-md)',
  wide,
}: ListSkeletonProps) {
  return (
    <div className={cx(styles.list, wide && styles.wide)} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
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
  /** When set the row (but not `trailing`) is a button opening a dialog: a player's card. */
  onOpen?: () => void;
}

export function ListRow({ title, subtitle, leading, trailing, to, onOpen }: ListRowProps) {
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
      ) : onOpen ? (
        <div className={styles.row}>
          <button
            type="button"
            className={cx(styles.rowLink, styles.rowButton)}
            aria-haspopup="dialog"
            onClick={onOpen}
          >
            {content}
          </button>
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
