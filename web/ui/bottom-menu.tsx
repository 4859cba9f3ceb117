import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '@web/api/auth-storage';
import { useUnreadCount } from '@web/api/queries/unread-count';
import { useFormatNumber } from '@web/i18n/use-format';
import styles from './bottom-menu.module.css';
import { Icon, type IconName } from './icons';

interface Item {
  to: string;
  label: 'nav.leaderboard' | 'nav.store' | 'nav.friends' | 'nav.notifications';
  icon: IconName;
}

// product-spec §2: the bottom-menu tabs, after home.
const tabs: Item[] = [
  { to: '/leaderboard', label: 'nav.leaderboard', icon: 'trophy' },
  { to: '/store', label: 'nav.store', icon: 'store' },
  { to: '/friends', label: 'nav.friends', icon: 'friends' },
  { to: '/notifications', label: 'nav.notifications', icon: 'bell' },
];

interface BottomMenuProps {
  /** Signed-out home: the tabs stay links but open the subscription offer instead. */
  onLockedTab?: () => void;
}

export function BottomMenu({ onLockedTab }: BottomMenuProps) {
  const { t } = useTranslation();
  const signedIn = useAuth() !== null;
  const format = useFormatNumber();
  const unread = useUnreadCount(signedIn).data ?? 0;

  const interceptLocked = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onLockedTab) return;
    event.preventDefault();
    onLockedTab();
  };

  return (
    <nav className={styles.nav} aria-label={t('nav.main')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <NavLink to={signedIn ? '/dashboard' : '/quiz-home'} className={styles.link}>
            <span className={styles.bubble}>
              <Icon name="home" />
            </span>
            <span className={styles.label}>{t('nav.home')}</span>
          </NavLink>
        </li>
        {tabs.map((tab) => (
          <li key={tab.to} className={styles.item}>
            <NavLink to={tab.to} className={styles.link} onClick={interceptLocked}>
              <span className={styles.bubble}>
                <Icon name={tab.icon} />
                {tab.to === '/notifications' && signedIn && unread > 0 && (
                  <span className={styles.badge} data-testid="unread-badge">
                    {format(Math.min(unread, 99))}
                    <span className="visually-hidden">
                      {' '}
                      {t('nav.unreadNotifications', { count: unread })}
                    </span>
                  </span>
                )}
              </span>
              <span className={styles.label}>{t(tab.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
