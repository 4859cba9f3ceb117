import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icons';
import styles from './states.module.css';

export interface StateCardProps {
  /** One of the app's line icons: no image to download on 3G, and drawn on every phone. */
  icon: IconName;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  /** 2 when the state is the page's main content, 1 when there is no page header at all. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

/** The one look of the empty, error and offline states: picture, heading, a line, an action. */
export function StateCard({
  icon,
  title,
  body,
  action,
  compact,
  headingLevel = 3,
  className,
  ...rest
}: StateCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} {...rest}>
      <span className={styles.illustration} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
