import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /notifications: placeholder until its backend lands; keeps the route, guard and header real. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.notifications')} emoji="🔔" search bottomMenu />;
}
