import type { ReactNode } from 'react';
import { StateCard } from './state-card';

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
  return (
    <StateCard
      emoji={emoji}
      title={title}
      body={body}
      action={action}
      compact={compact}
      headingLevel={headingLevel}
    />
  );
}
