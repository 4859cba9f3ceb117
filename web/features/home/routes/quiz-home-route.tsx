import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '@web/api/auth-storage';
import { useAppConfig } from '@web/api/queries/app-config';
import { useGreeting } from '@web/i18n/use-greeting';
import { ExternalLink } from '@web/ui/button';
import { TopicSection } from '@web/ui/cards/topic-section';
import { TournamentSection } from '@web/ui/cards/tournament-section';
import { Hero } from '@web/ui/hero';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { usePublicTopTopics } from '../api/get-public-top-topics';
import { usePublicTournaments } from '../api/get-public-tournaments';
import { SubscriptionModal } from '../components/subscription-modal';

/** The operator microsite signs people in; it sends them back to /login?access_token=… */
function SignInLink() {
  const { t } = useTranslation();
  const config = useAppConfig();
  // The button's room is kept while the address loads, so the page below does not jump (CLS).
  if (config.isPending) return <Skeleton height={44} radius="var(--radius-pill)" />;
  if (!config.data) return null;
  return (
    <ExternalLink href={config.data.microsite_url} newWindow={false} asButton variant="gold" block>
      <Icon name="login" size={20} />
      {t('common.signIn')}
    </ExternalLink>
  );
}

function QuizHome() {
  const { t } = useTranslation();
  const greeting = useGreeting();
  const [offerOpen, setOfferOpen] = useState(false);
  const daily = usePublicTournaments('daily');
  const mega = usePublicTournaments('mega');
  const topics = usePublicTopTopics();
  const openOffer = () => setOfferOpen(true);

  return (
    <Page title={t('app.name')} bottomMenu onLockedTab={openOffer}>
      <Hero
        eyebrow={greeting}
        title={t('greeting.welcome')}
        subtitle={t('greeting.tagline')}
        aside={<SignInLink />}
        asideBelow
      />
      <TournamentSection kind="daily" aboveTheFold query={daily} onSelect={openOffer} />
      <TournamentSection kind="mega" query={mega} onSelect={openOffer} />
      <TopicSection query={topics} onSelect={openOffer} />
      <SubscriptionModal open={offerOpen} onClose={() => setOfferOpen(false)} />
    </Page>
  );
}

/** /quiz-home: the public home (product-spec §2). Anything playable opens the subscription offer. */
export function QuizHomeRoute() {
  const signedIn = useAuth() !== null;
  return signedIn ? <Navigate to="/dashboard" replace /> : <QuizHome />;
}
