import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './states.module.css';

interface EmptyStateProps {
  title: string;
  body?: string;
  /** An emoji keeps the illustration free: no image to download on 3G. */
  emoji?: string;
  action?: ReactNode;
  compact?: boolean;
  /** 2 when the state is the page's main content. */
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title,
  body,
  emoji = '🎈',
  action,
  compact,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx(styles.state, compact && styles.compact)}>
      <span className={styles.illustration} aria-hidden="true">
        {emoji}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
