import { useTranslation } from 'react-i18next';
import type { Pack } from '@contract/packs';
import { useFormatNumber, useFormatPrice } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { ListSkeleton } from '@web/ui/list-row';
import { HeldPack, PACK_ACTION_LABELS, packAction, paymentMethodUrl } from '@web/ui/pack-renewal';
import { Syllables } from '@web/ui/syllables';
import { packActionProps } from '@web/ui/unsubscribe-dialogs';
import styles from './store.module.css';

/**
 * A store pack: title, caption, price, and Subscribe Now or the Subscribed label with its paid
 * period; a held pack that no longer renews offers Subscribe again (no payment now), as purchase
 * history does (packAction).
 */
export function PackCard({
  pack,
  resuming,
  onSubscribeAgain,
}: {
  pack: Pack;
  resuming: boolean;
  onSubscribeAgain: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatPrice = useFormatPrice();
  const action = packAction(pack);
  return (
    <li className={styles.card} data-testid={`pack-${pack.slug}`}>
      <div className={styles.top}>
        <h2 className={styles.title}>
          <Syllables text={pack.title} />
        </h2>
        <span className={styles.price}>{formatPrice(pack)}</span>
      </div>
      {pack.caption && (
        <p className={styles.caption}>
          <Syllables text={pack.caption} />
        </p>
      )}
      <p className={styles.meta}>
        <span>
          {t('packs.validity', { count: pack.validity_days, days: format(pack.validity_days) })}
          {pack.renewable && ` · ${t('packs.renews')}`}
        </span>
        {pack.coins > 0 && <span>{t('packs.coins', { coins: format(pack.coins) })}</span>}
        {pack.gems > 0 && <span>{t('packs.gems', { gems: format(pack.gems) })}</span>}
      </p>
      <HeldPack pack={pack} />
      {action === 'subscribeAgain' && (
        <Button
          variant="gold"
          block
          disabled={resuming}
          onClick={onSubscribeAgain}
          {...packActionProps(pack)}
        >
          {t(PACK_ACTION_LABELS[action])}
        </Button>
      )}
      {action === 'subscribe' && (
        <ButtonLink to={paymentMethodUrl(pack)} variant="gold" block>
          {t(PACK_ACTION_LABELS[action])}
        </ButtonLink>
      )}
    </li>
  );
}

export function PackListSkeleton() {
  return <ListSkeleton wide count={3} height={150} radius="var(--radius-lg)" />;
}
