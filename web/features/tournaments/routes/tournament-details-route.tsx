import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /tournament-details?tournament_id: placeholder until its backend lands; keeps the route, guard and header real. */
export function TournamentDetailsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.tournamentDetails')} emoji="🏟️" />;
}
