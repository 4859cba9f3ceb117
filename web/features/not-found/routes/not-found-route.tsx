import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { useDocumentTitle } from '@web/ui/use-document-title';
import { useGoBack } from '@web/ui/use-go-back';
import styles from './not-found.module.css';
import { Icon } from '@web/ui/icons';

/** Any path that is not a route (product-spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const four = useFormatNumber()(4);
  useDocumentTitle(t('notFound.title'));
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {four}
          <span className={styles.face}>
            <Icon name="compass" size={52} />
          </span>
          {four}
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.body}>{t('notFound.body')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" block onClick={goBack}>
            {t('notFound.goBack')}
          </Button>
          <Button block onClick={() => void navigate('/dashboard')}>
            {t('notFound.goDashboard')}
          </Button>
        </div>
      </div>
    </main>
  );
}
