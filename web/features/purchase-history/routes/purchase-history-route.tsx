import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /purchase-history: placeholder until its backend lands; keeps the route, guard and header real. */
export function PurchaseHistoryRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.purchaseHistory')} emoji="🧾" />;
}
