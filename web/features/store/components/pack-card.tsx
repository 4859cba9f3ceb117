import { useTranslation } from 'react-i18next';
import type { Pack } from '@contract/packs';
import { useCurrencyLabel, useFormatNumber } from '@web/i18n/use-format';
import { ButtonLink } from '@web/ui/button';
import { ListSkeleton } from '@web/ui/list-row';
import styles from './store.module.css';

/** Where Subscribe Now leads (product-spec §2: payment_id, type "bundle", is_on_demand). */
export const paymentMethodUrl = (pack: Pack) =>
  `/payment-method?payment_id=${pack.bundle_id}&type=bundle&is_on_demand=${pack.is_on_demand ? 1 : 0}`;

/** A store pack: title, caption, price, and Subscribe Now or the Subscribed label. */
export function PackCard({ pack }: { pack: Pack }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const currencyLabel = useCurrencyLabel();
  return (
    <li className={styles.card} data-testid={`pack-${pack.slug}`}>
      <div className={styles.top}>
        <h2 className={styles.title}>{pack.title}</h2>
        <span className={styles.price}>
          {t('packs.price', { price: format(pack.price), currency: currencyLabel(pack.currency) })}
        </span>
      </div>
      {pack.caption && <p className={styles.caption}>{pack.caption}</p>}
      <p className={styles.meta}>
        <span>
          {t('packs.validity', { count: pack.validity_days, days: format(pack.validity_days) })}
          {pack.auto_renew && ` · ${t('packs.renews')}`}
        </span>
        {pack.coins > 0 && <span>{t('packs.coins', { coins: format(pack.coins) })}</span>}
      </p>
      {pack.is_subscribed ? (
        <span className={styles.subscribed}>✓ {t('packs.subscribed')}</span>
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
