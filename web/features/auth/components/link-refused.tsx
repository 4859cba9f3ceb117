import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@web/api/queries/app-config';
import { errorText } from '@web/i18n/error-text';
import { ButtonLink, ExternalLink } from '@web/ui/button';
import { Page } from '@web/ui/page';
import { StateCard } from '@web/ui/state-card';
import styles from './link-refused.module.css';

/**
 * A sign-in link the server refused (expired, used, or not valid): say so and how to open the
 * app again, instead of dropping the subscriber on the visitor home with no word why.
 */
export function LinkRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const micrositeUrl = useAppConfig().data?.microsite_url;
  return (
    <Page title={t('login.title')}>
      <StateCard
        role="alert"
        headingLevel={2}
        icon="clock"
        title={errorText(t, error, t('login.failed'))}
        body={t('login.howToOpen')}
        data-testid="login-link-refused"
        action={
          <div className={styles.actions}>
            {micrositeUrl && (
              <ExternalLink href={micrositeUrl} newWindow={false} asButton block>
                {t('login.openMicrosite')}
              </ExternalLink>
            )}
            <ButtonLink to="/quiz-home" replace variant="secondary" block>
              {t('login.continueHome')}
            </ButtonLink>
          </div>
        }
      />
    </Page>
  );
}
