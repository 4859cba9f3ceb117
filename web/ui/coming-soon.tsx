import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/api/auth-storage';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { Page } from './page';

interface ComingSoonPageProps {
  title: string;
  emoji: string;
  search?: boolean;
  bottomMenu?: boolean;
}

/** A real screen for routes whose backend is not built yet: header, back button, friendly body. */
export function ComingSoonPage({ title, emoji, search, bottomMenu }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const signedIn = useAuth() !== null;
  return (
    <Page title={title} back search={search} bottomMenu={bottomMenu}>
      <EmptyState
        emoji={emoji}
        headingLevel={2}
        title={t('comingSoon.title')}
        body={t('comingSoon.body')}
        action={
          <ButtonLink to={signedIn ? '/dashboard' : '/quiz-home'} variant="secondary" size="small">
            {t('comingSoon.backHome')}
          </ButtonLink>
        }
      />
    </Page>
  );
}
