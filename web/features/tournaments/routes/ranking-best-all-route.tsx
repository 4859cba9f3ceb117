import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /ranking-best-all?tournament_id&type: placeholder until its backend lands; keeps the route, guard and header real. */
export function RankingBestAllRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.rankingBestAll')} emoji="🥇" />;
}
