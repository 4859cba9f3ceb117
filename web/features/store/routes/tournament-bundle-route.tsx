import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Pack } from '@contract/packs';
import { useConfirmedUnsubscribe, usePacks } from '@web/api/queries/packs';
import { Button, ButtonLink } from '@web/ui/button';
import { UnsubscribeDialogs, packActionProps } from '@web/ui/unsubscribe-dialogs';
import { EmptyState } from '@web/ui/empty-state';
import { List } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { PackListSkeleton, paymentMethodUrl } from '../components/pack-card';
import { PaymentBanner } from '../components/payment-banner';
import styles from '../components/store.module.css';

/** Taka in Bengali digits: the bundle list is a Bengali screen in every UI language. */
const taka = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });

function BundleCard({
  pack,
  cancelling,
  onCancel,
}: {
  pack: Pack;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} lang="bn" data-testid={`bundle-${pack.slug}`}>
      <div className={styles.top}>
        <h2 className={styles.title}>{pack.title_bn ?? pack.title}</h2>
        <span className={styles.price}>
          {t('bundle.price', { price: taka.format(pack.price) })}
        </span>
      </div>
      <p className={styles.caption}>{pack.caption_bn ?? pack.caption}</p>
      <p className={styles.meta}>
        <span>{t('bundle.days', { days: taka.format(pack.validity_days) })}</span>
        {pack.coins > 0 && <span>{t('bundle.coins', { coins: taka.format(pack.coins) })}</span>}
      </p>
      {pack.is_subscribed ? (
        <>
          <span className={styles.subscribed}>✓ {t('bundle.subscribed')}</span>
          <Button
            variant="secondary"
            block
            disabled={cancelling}
            onClick={onCancel}
            {...packActionProps(pack)}
          >
            {t('bundle.cancel')}
          </Button>
        </>
      ) : (
        <ButtonLink to={paymentMethodUrl(pack)} variant="gold" block {...packActionProps(pack)}>
          {t('bundle.subscribe')}
        </ButtonLink>
      )}
    </li>
  );
}

/**
 * Cancel asks first, as purchase history's Unsubscribe does (product-spec §4): Yes cancels
 * (ghoori-subscription-cancel) and shows Success or Error; closing that reloads the list. The
 * dialogs sit outside the cards, so a card that flips to "not subscribed" does not take them away.
 */
function BundleList({ bundles }: { bundles: Pack[] }) {
  const { t } = useTranslation();
  const cancel = useConfirmedUnsubscribe();

  return (
    <>
      <List wide label={t('bundle.title')}>
        {bundles.map((p) => (
          <BundleCard
            key={p.bundle_id}
            pack={p}
            cancelling={cancel.pending}
            onCancel={() => cancel.ask(p)}
          />
        ))}
      </List>
      <UnsubscribeDialogs
        lang="bn"
        flow={cancel}
        texts={{
          confirmTitle: t('bundle.cancelConfirmTitle'),
          confirmBody: t('bundle.cancelConfirmBody'),
          yes: t('bundle.yes'),
          no: t('bundle.no'),
          success: t('bundle.success'),
          error: t('bundle.error'),
          done: t('bundle.cancelled'),
          ok: t('bundle.ok'),
        }}
      />
    </>
  );
}

/** /tournament-bundle: the Bengali bundle list, prices in taka, subscribe or cancel. */
export function TournamentBundleRoute() {
  const { t } = useTranslation();
  const packs = usePacks();
  const paymentId = useSearchParams()[0].get('payment_id');
  return (
    <Page title={t('bundle.title')} back>
      {paymentId && <PaymentBanner paymentId={paymentId} />}
      <QueryState
        query={packs}
        headingLevel={2}
        loading={<PackListSkeleton />}
        isEmpty={(data) => !data.some((p) => p.kind === 'bundle')}
        empty={<EmptyState headingLevel={2} emoji="🎁" title={t('bundle.empty')} />}
      >
        {(data) => <BundleList bundles={data.filter((p) => p.kind === 'bundle')} />}
      </QueryState>
    </Page>
  );
}
