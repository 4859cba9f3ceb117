import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logo from '@web/ui/logo.svg';
import { IconButton, iconButtonClass } from './button';
import { cx } from './cx';
import { Icon } from './icons';
import styles from './page-header.module.css';
import { useShell } from './shell-context';
import { useGoBack } from './use-go-back';

export interface PageHeaderProps {
  title: string;
  /** Inner pages show a back button; home pages show the menu button and the brand. */
  back?: boolean;
  /** What Back does instead of going back (a game asks first). */
  onBack?: () => void;
  /** Profile, settings, notifications and friends link to /find-friends (product-spec §2). */
  search?: boolean;
  actions?: ReactNode;
}

export function PageHeader({
  title,
  back = false,
  onBack,
  search = false,
  actions,
}: PageHeaderProps) {
  const { t } = useTranslation();
  const { openSidebar, prefetchSidebar } = useShell();
  const menuProps = {
    label: t('common.openMenu'),
    'aria-haspopup': 'dialog',
    onClick: openSidebar,
    onPointerEnter: prefetchSidebar,
    onPointerDown: prefetchSidebar,
    onFocus: prefetchSidebar,
  } as const;
  const goBack = useGoBack();

  return (
    <header className={styles.header}>
      {back ? (
        <IconButton label={t('common.back')} onClick={onBack ?? goBack}>
          <Icon name="back" />
        </IconButton>
      ) : (
        <IconButton {...menuProps}>
          <Icon name="menu" />
        </IconButton>
      )}
      <h1 className={cx(styles.title, !back && styles.brand)}>
        {!back && <img className={styles.logo} src={logo} alt="" width={30} height={30} />}
        {title}
      </h1>
      <div className={styles.actions}>
        {search && (
          <Link
            to="/find-friends"
            className={cx(iconButtonClass, styles.searchLink)}
            aria-label={t('common.findFriends')}
            title={t('common.findFriends')}
          >
            <Icon name="search" />
          </Link>
        )}
        {actions}
        {back && (
          <IconButton {...menuProps}>
            <Icon name="menu" />
          </IconButton>
        )}
      </div>
    </header>
  );
}
