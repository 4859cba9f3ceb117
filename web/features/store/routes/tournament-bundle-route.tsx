import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Pack } from '@contract/packs';
import { packKeys, usePacks, useUnsubscribe } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmDialog, ResultDialog } from '@web/ui/confirm-dialog';
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
          <Button variant="secondary" block disabled={cancelling} onClick={onCancel}>
            {t('bundle.cancel')}
          </Button>
        </>
      ) : (
        <ButtonLink to={paymentMethodUrl(pack)} variant="gold" block>
          {t('bundle.subscribe')}
        </ButtonLink>
      )}
    </li>
  );
}

type Result = { ok: true } | { ok: false; message: string };

/**
 * Cancel asks first, as purchase history's Unsubscribe does (product-spec §4): Yes cancels
 * (ghoori-subscription-cancel) and shows Success or Error; closing that reloads the list. The
 * dialogs sit outside the cards, so a card that flips to "not subscribed" does not take them away.
 */
function BundleList({ bundles }: { bundles: Pack[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useUnsubscribe();
  const [confirming, setConfirming] = useState<Pack | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const confirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming, {
      onSuccess: () => setResult({ ok: true }),
      onError: (error) => setResult({ ok: false, message: errorText(t, error) }),
      onSettled: () => setConfirming(null),
    });
  };
  const closeResult = () => {
    setResult(null);
    void queryClient.invalidateQueries({ queryKey: packKeys.all });
  };

  return (
    <>
      <List wide label={t('bundle.title')}>
        {bundles.map((p) => (
          <BundleCard
            key={p.bundle_id}
            pack={p}
            cancelling={cancel.isPending}
            onCancel={() => setConfirming(p)}
          />
        ))}
      </List>
      <ConfirmDialog
        lang="bn"
        open={confirming !== null}
        title={t('bundle.cancelConfirmTitle')}
        body={t('bundle.cancelConfirmBody')}
        confirmLabel={t('bundle.yes')}
        dismissLabel={t('bundle.no')}
        pending={cancel.isPending}
        onConfirm={confirm}
        onDismiss={() => setConfirming(null)}
      />
      <ResultDialog
        lang="bn"
        open={result !== null}
        title={result?.ok ? t('bundle.success') : t('bundle.error')}
        message={result?.ok ? t('bundle.cancelled') : result?.message}
        okLabel={t('bundle.ok')}
        onClose={closeResult}
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
