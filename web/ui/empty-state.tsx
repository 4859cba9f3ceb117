import type { ReactNode } from 'react';
import type { IconName } from './icons';
import { StateCard } from './state-card';

interface EmptyStateProps {
  title: string;
  body?: string;
  /** One of the app's line icons (emoji show as boxes on phones without an emoji font). */
  icon?: IconName;
  action?: ReactNode;
  compact?: boolean;
  /** 2 when the state is the page's main content. */
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title,
  body,
  icon = 'inbox',
  action,
  compact,
  headingLevel = 3,
}: EmptyStateProps) {
  return (
    <StateCard
      icon={icon}
      title={title}
      body={body}
      action={action}
      compact={compact}
      headingLevel={headingLevel}
    />
  );
}
