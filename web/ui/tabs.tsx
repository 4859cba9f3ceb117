import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  tabLabel: (tab: T) => ReactNode;
  /** The id of each tab, which its panel is labelled by. */
  tabId: (tab: T) => string;
  /** The one panel the tabs switch. */
  panelId: string;
  /** The page's spacing around the tabs. */
  className?: string;
  /** A page's own look in place of the shared pill (its tablist and tab classes). */
  look?: { tabs?: string; tab?: string };
}

/** Equal tabs over one panel (leaderboard, purchase history, friends). */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabLabel,
  tabId,
  panelId,
  className,
  look,
}: TabsProps<T>) {
  return (
    <div
      className={look ? look.tabs : cx(styles.tabs, className)}
      role="tablist"
      aria-label={label}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          className={look ? look.tab : styles.tab}
          aria-selected={tab === selected}
          aria-controls={panelId}
          onClick={() => onSelect(tab)}
        >
          {tabLabel(tab)}
        </button>
      ))}
    </div>
  );
}
