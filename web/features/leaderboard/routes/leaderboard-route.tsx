import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /leaderboard: placeholder until its backend lands; keeps the route, guard and header real. */
export function LeaderboardRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.leaderboard')} emoji="🏆" bottomMenu />;
}
