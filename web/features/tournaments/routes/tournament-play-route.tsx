import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /tournament-play/:id?tournament_type&tournament_name: placeholder until its backend lands; keeps the route, guard and header real. */
export function TournamentPlayRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('tournament_name') || t('pages.tournamentPlay');
  return <ComingSoonPage title={title} emoji="⏱️" />;
}
