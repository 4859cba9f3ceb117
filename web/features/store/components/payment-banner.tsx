import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserKeys } from '@web/api/queries/current-user';
import { packKeys, usePaymentStatus } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import styles from './store.module.css';

/**
 * The return page's part (…?payment_id=): polls the payment until the provider confirms, then
 * reloads the packs, the wallet and tournaments, whose `subscribed` follows the packs.
 */
export function PaymentBanner({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payment = usePaymentStatus(paymentId);
  const status = payment.data?.status;

  useEffect(() => {
    if (status !== 'succeeded' && status !== 'failed') return;
    void queryClient.invalidateQueries({ queryKey: packKeys.list() });
    void queryClient.invalidateQueries({ queryKey: ['packs', 'history'] });
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
  }, [status, queryClient]);

  if (payment.isError) {
    return (
      <p className={styles.bannerFailed} role="alert">
        {errorText(t, payment.error)}
      </p>
    );
  }
  if (status === 'succeeded') {
    return (
      <p className={styles.bannerDone} role="status" data-testid="payment-status">
        {t('packs.paymentDone', { title: payment.data?.title ?? '' })}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <p className={styles.bannerFailed} role="status" data-testid="payment-status">
        {t('packs.paymentFailed')}
      </p>
    );
  }
  return (
    <p className={styles.banner} role="status" data-testid="payment-status">
      {t('packs.paymentWaiting')}
    </p>
  );
}
