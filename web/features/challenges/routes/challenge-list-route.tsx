import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /challenge-list: placeholder until its backend lands; keeps the route, guard and header real. */
export function ChallengeListRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.challengeList')} emoji="⚔️" />;
}
