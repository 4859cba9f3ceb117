import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /store: placeholder until its backend lands; keeps the route, guard and header real. */
export function StoreRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.store')} emoji="🛍️" bottomMenu />;
}
