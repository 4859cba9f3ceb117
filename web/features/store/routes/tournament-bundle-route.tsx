import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /tournament-bundle: placeholder until its backend lands; keeps the route, guard and header real. */
export function TournamentBundleRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.tournamentBundle')} emoji="🎁" />;
}
