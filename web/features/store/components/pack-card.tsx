import { useTranslation } from 'react-i18next';
import type { Pack } from '@contract/packs';
import { useFormatNumber, useFormatPrice } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { ListSkeleton } from '@web/ui/list-row';
import { RenewalLine, usePackRenewal } from '@web/ui/pack-renewal';
import { packActionProps } from '@web/ui/unsubscribe-dialogs';
import styles from './store.module.css';

/** Where Subscribe Now leads (product-spec §2: payment_id, type "bundle", is_on_demand). */
export const paymentMethodUrl = (pack: Pack) =>
  `/payment-method?payment_id=${pack.bundle_id}&type=bundle&is_on_demand=${pack.is_on_demand ? 1 : 0}`;

/**
 * A store pack: title, caption, price, and Subscribe Now or the Subscribed label with its paid
 * period; a held pack that no longer renews offers Subscribe again (no payment now).
 */
export function PackCard({
  pack,
  timeZone,
  resuming,
  onSubscribeAgain,
}: {
  pack: Pack;
  timeZone: string;
  resuming: boolean;
  onSubscribeAgain: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatPrice = useFormatPrice();
  const renewal = usePackRenewal(timeZone)(pack);
  return (
    <li className={styles.card} data-testid={`pack-${pack.slug}`}>
      <div className={styles.top}>
        <h2 className={styles.title}>{pack.title}</h2>
        <span className={styles.price}>{formatPrice(pack.price, pack.currency)}</span>
      </div>
      {pack.caption && <p className={styles.caption}>{pack.caption}</p>}
      <p className={styles.meta}>
        <span>
          {t('packs.validity', { count: pack.validity_days, days: format(pack.validity_days) })}
          {pack.renewable && ` · ${t('packs.renews')}`}
        </span>
        {pack.coins > 0 && <span>{t('packs.coins', { coins: format(pack.coins) })}</span>}
      </p>
      {pack.is_subscribed ? (
        <>
          <span className={styles.subscribed}>✓ {t('packs.subscribed')}</span>
          {renewal && <RenewalLine className={styles.renewal} {...renewal} />}
          {!pack.auto_renew && pack.renewable && (
            <Button
              variant="gold"
              block
              disabled={resuming}
              onClick={onSubscribeAgain}
              {...packActionProps(pack)}
            >
              {t('packs.subscribeAgain')}
            </Button>
          )}
        </>
      ) : (
        <ButtonLink to={paymentMethodUrl(pack)} variant="gold" block>
          {t('packs.subscribeNow')}
        </ButtonLink>
      )}
    </li>
  );
}

export function PackListSkeleton() {
  return <ListSkeleton wide count={3} height={150} radius="var(--radius-lg)" />;
}
