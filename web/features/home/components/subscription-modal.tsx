import { useTranslation } from 'react-i18next';
import type { PackOffer } from '@contract/app-config';
import { useAppConfig } from '@web/api/queries/app-config';
import { useFormatNumber, useFormatPrice } from '@web/i18n/use-format';
import { Button, ExternalLink } from '@web/ui/button';
import { Skeleton } from '@web/ui/loader';
import { Modal } from '@web/ui/modal';
import { QueryState } from '@web/ui/query-state';
import styles from './subscription-modal.module.css';
import { Icon } from '@web/ui/icons';

function PackTicket({ pack }: { pack: PackOffer }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatPrice = useFormatPrice();
  const days = { count: pack.validity_days, days: format(pack.validity_days) };
  return (
    <div className={styles.ticket}>
      <div className={styles.emoji} aria-hidden="true">
        <Icon name="ticket" size={40} />
      </div>
      <p className={styles.packTitle}>{t('subscribe.title')}</p>
      <p className={styles.price}>{formatPrice(pack)}</p>
      <p className={styles.validity}>
        {pack.auto_renew ? t('subscribe.validity', days) : t('subscribe.validityOnce', days)}
      </p>
    </div>
  );
}

/** product-spec §1: what a visitor sees when tapping anything that needs a subscription. */
export function SubscriptionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('subscribe.title')}
      hideTitle={Boolean(config.data?.daily_pack)}
    >
      <div className={styles.content}>
        <QueryState query={config} compact loading={<Skeleton height={150} />}>
          {(data) => (
            <>
              {data.daily_pack ? (
                <PackTicket pack={data.daily_pack} />
              ) : (
                <p className={styles.intro}>{t('subscribe.unavailable')}</p>
              )}
              <p className={styles.intro}>{t('subscribe.intro')}</p>
              <div className={styles.actions}>
                <ExternalLink
                  // Back from the microsite, the app opens the store (its packs and payment).
                  href={`${data.microsite_url}?next=store`}
                  asButton
                  variant="gold"
                  block
                >
                  {t('subscribe.subscribe')}
                  <span className="visually-hidden"> {t('common.opensInNewWindow')}</span>
                </ExternalLink>
                <Button variant="ghost" block onClick={onClose}>
                  {t('subscribe.notNow')}
                </Button>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </Modal>
  );
}
