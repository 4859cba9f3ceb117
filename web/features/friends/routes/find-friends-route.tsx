import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /find-friends: placeholder until its backend lands; keeps the route, guard and header real. */
export function FindFriendsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.findFriends')} emoji="🔍" />;
}
