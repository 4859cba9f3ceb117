import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '@web/api/auth-storage';
import { currentUserQueryOptions } from '@web/api/queries/current-user';
import { useAppConfig } from '@web/api/queries/app-config';
import { useLocalDigits } from '@web/i18n/use-format';
import { ExternalLink } from '@web/ui/button';
import { Avatar } from '@web/ui/avatar';
import { Icon, type IconName } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { LogoutButton } from '@web/ui/logout-button';
import { Modal } from '@web/ui/modal';
import { QueryState } from '@web/ui/query-state';
import { LanguageSwitch } from './language-switch';
import styles from './sidebar.module.css';

interface InternalLink {
  to: string;
  label:
    | 'nav.home'
    | 'nav.categories'
    | 'nav.challenges'
    | 'nav.profile'
    | 'nav.settings'
    | 'nav.purchaseHistory';
  icon: IconName;
}

// product-spec §2: profile, settings and purchase history only for signed-in users. Challenges
// beside them: otherwise only a notification led a challenged player to the list to accept.
const memberLinks: InternalLink[] = [
  { to: '/dashboard', label: 'nav.home', icon: 'home' },
  { to: '/category-list', label: 'nav.categories', icon: 'grid' },
  { to: '/challenge-list', label: 'nav.challenges', icon: 'bolt' },
  { to: '/profile', label: 'nav.profile', icon: 'user' },
  { to: '/settings', label: 'nav.settings', icon: 'settings' },
  { to: '/purchase-history', label: 'nav.purchaseHistory', icon: 'receipt' },
];
const visitorLinks: InternalLink[] = [{ to: '/quiz-home', label: 'nav.home', icon: 'home' }];

// The operator's microsite hosts these pages; they open in a new window.
const micrositePages = [
  { path: 'privacy-policy', label: 'nav.privacyPolicy', icon: 'shield' },
  { path: 'terms-of-service', label: 'nav.termsOfService', icon: 'document' },
  { path: 'faq', label: 'nav.faq', icon: 'help' },
] as const;

function MicrositeLinks() {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <QueryState
      query={config}
      loading={
        <div className={styles.skeletons}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </div>
      }
      // A whole error card would crowd the menu: one line that retries.
      renderError={(retry) => (
        <button type="button" className={styles.link} onClick={retry}>
          <Icon name="help" size={20} />
          {t('common.retry')}
        </button>
      )}
    >
      {(data) => (
        <ul className={styles.list}>
          {micrositePages.map((page) => (
            <li key={page.path}>
              <ExternalLink className={styles.link} href={`${data.microsite_url}/${page.path}`}>
                <Icon name={page.icon} size={20} />
                {t(page.label)}
                <span className="visually-hidden"> {t('common.opensInNewWindow')}</span>
                <Icon name="external" size={14} className={styles.externalIcon} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function SignInLink() {
  const { t } = useTranslation();
  const config = useAppConfig();
  if (!config.data) return null;
  return (
    <ExternalLink
      href={config.data.microsite_url}
      newWindow={false}
      asButton
      variant="gold"
      size="small"
    >
      <Icon name="login" size={18} />
      {t('common.signIn')}
    </ExternalLink>
  );
}

export function SidebarPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  // The current profile, not the name stored at sign-in: a rename or a new picture shows at once.
  const me = useQuery({ ...currentUserQueryOptions(), enabled: auth !== null }).data?.user;
  const name = me?.name ?? auth?.name;
  const digits = useLocalDigits();
  const links = auth ? memberLinks : visitorLinks;

  return (
    <Modal open onClose={onClose} title={t('nav.menu')} hideTitle variant="drawer">
      <div className={styles.panel}>
        <div className={styles.profile}>
          <Avatar name={name || t('nav.guest')} imageUrl={me?.image_url} size={52} />
          <div className={styles.who}>
            <p className={styles.name} data-testid="sidebar-name">
              {auth ? name || digits(auth.phone) : t('nav.guest')}
            </p>
            {auth ? (
              <p className={styles.meta} data-testid="sidebar-phone">
                {digits(auth.phone)}
              </p>
            ) : (
              <p className={styles.meta}>{t('nav.guestHint')}</p>
            )}
          </div>
        </div>
        {!auth && <SignInLink />}

        <nav aria-label={t('nav.menu')}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link} onClick={onClose}>
                  <Icon name={link.icon} size={20} />
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.group} aria-labelledby="sidebar-language">
          <h3 id="sidebar-language" className={styles.groupTitle}>
            {t('nav.language')}
          </h3>
          <LanguageSwitch onPicked={onClose} />
        </section>

        <section className={styles.group} aria-labelledby="sidebar-help">
          <h3 id="sidebar-help" className={styles.groupTitle}>
            {t('nav.help')}
          </h3>
          <MicrositeLinks />
        </section>

        {auth && (
          <div className={styles.footer}>
            <LogoutButton className={styles.logout} errorClassName={styles.error} />
          </div>
        )}
      </div>
    </Modal>
  );
}
