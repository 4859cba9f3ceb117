import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TournamentCard as Tournament } from '@contract/tournaments';
import { CarouselSection } from '../carousel-section';
import {
  TournamentCard,
  TournamentCardSkeleton,
  variantAt,
  type TournamentKind,
} from './tournament-card';

interface TournamentSectionProps {
  kind: TournamentKind;
  query: UseQueryResult<Tournament[]>;
  hrefFor?: (tournament: Tournament) => string;
  onSelect?: (tournament: Tournament) => void;
  /** This carousel is at the top of the screen: its first banner loads eagerly, at high priority. */
  aboveTheFold?: boolean;
}

/** The daily or mega carousel shared by the signed-out home and the dashboard. */
export function TournamentSection({
  kind,
  query,
  hrefFor,
  onSelect,
  aboveTheFold = false,
}: TournamentSectionProps) {
  const { t } = useTranslation();
  const { dataUpdatedAt } = query;

  return (
    <CarouselSection
      title={kind === 'daily' ? t('home.dailyTournaments') : t('home.megaTournaments')}
      query={query}
      // product-spec §2: mega tournaments are listed in reverse order.
      order={kind === 'mega' ? (items) => [...items].reverse() : undefined}
      empty={{ title: t('home.noTournaments'), body: t('home.noTournamentsHint'), icon: 'trophy' }}
      skeleton={<TournamentCardSkeleton />}
      getKey={(tournament) => tournament.id}
      renderItem={(tournament, index) => (
        <TournamentCard
          tournament={tournament}
          kind={kind}
          variant={variantAt(index)}
          startsAt={dataUpdatedAt + tournament.starts_in * 1000}
          endsAt={dataUpdatedAt + tournament.time_left * 1000}
          href={hrefFor?.(tournament)}
          onSelect={onSelect ? () => onSelect(tournament) : undefined}
          priority={aboveTheFold && index === 0}
        />
      )}
    />
  );
}
