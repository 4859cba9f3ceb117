import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentCard } from '@contract/tournaments';
import { useAuth } from '@web/api/auth-storage';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useGreeting } from '@web/i18n/use-greeting';
import { Avatar } from '@web/ui/avatar';
import { TopicSection } from '@web/ui/cards/topic-section';
import { TournamentSection } from '@web/ui/cards/tournament-section';
import { Hero } from '@web/ui/hero';
import { Page } from '@web/ui/page';
import { QueryError, QueryState } from '@web/ui/query-state';
import { useTournaments } from '../api/get-tournaments';
import { useTopics } from '@web/api/queries/topics';
import { CoinUsageModal } from '../components/coin-usage-modal';
import { WalletButton, WalletSkeleton } from '../components/wallet-button';
import styles from './dashboard.module.css';

const tournamentHref = (tournament: TournamentCard) =>
  `/tournament-details?tournament_id=${tournament.id}`;

/** /dashboard: the signed-in home (product-spec §2). */
export function DashboardRoute() {
  const { t } = useTranslation();
  const greeting = useGreeting();
  const auth = useAuth();
  const user = useCurrentUser();
  const daily = useTournaments('daily');
  const mega = useTournaments('mega');
  const topics = useTopics();
  const [helpOpen, setHelpOpen] = useState(false);

  // check-token already told us the name, so the greeting never waits for the network.
  const name = user.data?.user.name ?? auth?.name ?? '';

  return (
    <Page
      title={t('app.name')}
      bottomMenu
      actions={
        // A failed read shows once, in the page below, not in the header too.
        <QueryState query={user} loading={<WalletSkeleton />} renderError={() => null}>
          {(data) => <WalletButton wallet={data.wallet} onOpenHelp={() => setHelpOpen(true)} />}
        </QueryState>
      }
    >
      <Hero
        eyebrow={greeting}
        title={t('greeting.hello', { name })}
        subtitle={t('greeting.readyToPlay')}
        leading={<Avatar name={name} imageUrl={user.data?.user.image_url} size={56} />}
      />
      <QueryError query={user} compact className={styles.userError} />
      <TournamentSection kind="daily" aboveTheFold query={daily} hrefFor={tournamentHref} />
      <TournamentSection kind="mega" query={mega} hrefFor={tournamentHref} />
      <TopicSection
        query={topics}
        links={[
          { to: '/category-list', label: t('home.categories') },
          {
            to: `/topic-list?type=trial&page_title=${encodeURIComponent(t('home.trialQuizzes'))}`,
            label: t('home.seeAll'),
            ariaLabel: t('home.seeAllLabel', { section: t('home.trialQuizzes') }),
          },
        ]}
      />
      <CoinUsageModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}
