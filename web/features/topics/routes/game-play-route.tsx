import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /game-play/:id: placeholder until its backend lands; keeps the route, guard and header real. */
export function GamePlayRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.gamePlay')} emoji="🎮" />;
}
