import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /challenge-friend?friend_id: placeholder until its backend lands; keeps the route, guard and header real. */
export function ChallengeFriendRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.challengeFriend')} emoji="🎯" />;
}
