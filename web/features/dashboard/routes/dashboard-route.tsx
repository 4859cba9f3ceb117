import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentCard } from '@contract/tournaments';
import { useAuth } from '@web/api/auth-storage';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useGreeting } from '@web/i18n/use-greeting';
import { Avatar } from '@web/ui/avatar';
import { TopicSection } from '@web/ui/cards/topic-section';
import { TournamentSection } from '@web/ui/cards/tournament-section';
import { Hero } from '@web/ui/hero';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryError, QueryState } from '@web/ui/query-state';
import { useTournaments } from '../api/get-tournaments';
import { useTopics } from '@web/api/queries/topics';
import { CoinUsageModal } from '../components/coin-usage-modal';
import { WalletButton, WalletSkeleton } from '../components/wallet-button';
import styles from './dashboard.module.css';

// The streak and daily reward card is its own chunk (its strings are the first screens'): the
// first screen's code stays as it was, and the card fills the room kept for it when it arrives.
const StreakCard = lazy(async () => {
  const card = await import('@web/features/retention/components/streak-card');
  return { default: card.StreakCard };
});

const streakPlaceholder = (
  <Skeleton height="auto" radius={16} className={styles.streakPlaceholder} />
);

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
      {/* The card's room is kept from the first paint, so the banner below never moves (CLS). */}
      <div className={styles.streakSlot}>
        <Suspense fallback={streakPlaceholder}>
          <StreakCard placeholder={streakPlaceholder} />
        </Suspense>
      </div>
      {/* Plain markup: the battle screens and their socket load only when this is tapped. */}
      <Link to="/battle" className={styles.battle} data-testid="battle-entry">
        <Icon name="bolt" size={28} />
        <span>
          <strong className={styles.battleTitle}>{t('home.battle')}</strong>
          <span className={styles.battleHint}>{t('home.battleHint')}</span>
        </span>
      </Link>
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
