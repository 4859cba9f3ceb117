import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomMenu } from './bottom-menu';
import { cx } from './cx';
import styles from './page.module.css';
import { PageHeader, type PageHeaderProps } from './page-header';
import { useDocumentTitle } from './use-document-title';

interface PageProps extends PageHeaderProps {
  children: ReactNode;
  bottomMenu?: boolean;
  /** See BottomMenu: visitors get the subscription offer instead of the tab. */
  onLockedTab?: () => void;
}

/** Every screen's frame: header, main content and (on tab screens) the bottom menu. */
export function Page({ children, bottomMenu = false, onLockedTab, ...header }: PageProps) {
  const { t } = useTranslation();
  useDocumentTitle(header.title);
  return (
    <div className={cx(styles.page, bottomMenu && styles.withBottomMenu)}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PageHeader {...header} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {bottomMenu && <BottomMenu onLockedTab={onLockedTab} />}
    </div>
  );
}
