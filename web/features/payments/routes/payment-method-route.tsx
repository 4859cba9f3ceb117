import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /payment-method?payment_id&type&is_on_demand: placeholder until its backend lands; keeps the route, guard and header real. */
export function PaymentMethodRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.paymentMethod')} emoji="💳" />;
}
