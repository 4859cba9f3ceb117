import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /friends: placeholder until its backend lands; keeps the route, guard and header real. */
export function FriendsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.friends')} emoji="🤝" search bottomMenu />;
}
