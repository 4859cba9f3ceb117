import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /select-friends: placeholder until its backend lands; keeps the route, guard and header real. */
export function SelectFriendsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.selectFriends')} emoji="👥" />;
}
