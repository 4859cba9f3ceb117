import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Pack } from '@contract/packs';
import { packKeys, usePacks, useUnsubscribe } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { Button, ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { PackListSkeleton, paymentMethodUrl } from '../components/pack-card';
import { PaymentBanner } from '../components/payment-banner';
import styles from '../components/store.module.css';

/** Taka in Bengali digits: the bundle list is a Bengali screen in every UI language. */
const taka = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });

function BundleCard({ pack }: { pack: Pack }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useUnsubscribe();
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
            disabled={cancel.isPending}
            // product-spec §7: ghoori-subscription-cancel, then the list reloads.
            onClick={() =>
              cancel.mutate(pack, {
                onSettled: () => void queryClient.invalidateQueries({ queryKey: packKeys.all }),
              })
            }
          >
            {t('bundle.cancel')}
          </Button>
          {cancel.isError && (
            <p className={styles.caption} role="alert">
              {errorText(t, cancel.error)}
            </p>
          )}
        </>
      ) : (
        <ButtonLink to={paymentMethodUrl(pack)} variant="gold" block>
          {t('bundle.subscribe')}
        </ButtonLink>
      )}
    </li>
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
        {(data) => (
          <ul className={styles.list} aria-label={t('bundle.title')}>
            {data
              .filter((p) => p.kind === 'bundle')
              .map((p) => (
                <BundleCard key={p.bundle_id} pack={p} />
              ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
