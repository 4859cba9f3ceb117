import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '@contract/money';
import type { Pack } from '@contract/packs';
import { useConfirmedUnsubscribe, usePacks } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { Button, ButtonLink } from '@web/ui/button';
import { UnsubscribeDialogs, packActionProps } from '@web/ui/unsubscribe-dialogs';
import { EmptyState } from '@web/ui/empty-state';
import { List } from '@web/ui/list-row';
import {
  RenewalLine,
  ResumedNotice,
  paymentMethodUrl,
  useSubscribeAgainFlow,
} from '@web/ui/pack-renewal';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { PackListSkeleton } from '../components/pack-card';
import { PaymentBanner } from '../components/payment-banner';
import styles from '../components/store.module.css';
import { Icon } from '@web/ui/icons';

/** Bengali digits: the bundle list is a Bengali screen in every UI language. */
const bengali = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });
const bengaliDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

function BundleCard({
  pack,
  timeZone,
  busy,
  onCancel,
  onSubscribeAgain,
}: {
  pack: Pack;
  timeZone: string;
  busy: boolean;
  onCancel: () => void;
  onSubscribeAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} lang="bn" data-testid={`bundle-${pack.slug}`}>
      <div className={styles.top}>
        <h2 className={styles.title}>{pack.title_bn ?? pack.title}</h2>
        <span className={styles.price}>
          {formatPrice(pack.price, pack.currency, 'bn', { taxesAdded: pack.taxes_added })}
        </span>
      </div>
      <p className={styles.caption}>{pack.caption_bn ?? pack.caption}</p>
      <p className={styles.meta}>
        <span>{t('bundle.days', { days: bengali.format(pack.validity_days) })}</span>
        {pack.coins > 0 && <span>{t('bundle.coins', { coins: bengali.format(pack.coins) })}</span>}
      </p>
      {pack.is_subscribed ? (
        <>
          <span className={styles.subscribed}>
            <Icon name="check" size={18} /> {t('bundle.subscribed')}
          </span>
          {pack.active_until && (
            <RenewalLine
              className={styles.renewal}
              activeUntil={t('bundle.activeUntil', {
                date: bengaliDate(pack.active_until, timeZone),
              })}
              renewal={pack.auto_renew ? t('bundle.renewing') : t('bundle.notRenewing')}
            />
          )}
          {pack.auto_renew && (
            <Button
              variant="secondary"
              block
              disabled={busy}
              onClick={onCancel}
              {...packActionProps(pack)}
            >
              {t('bundle.cancel')}
            </Button>
          )}
          {!pack.auto_renew && pack.renewable && (
            <Button
              variant="gold"
              block
              disabled={busy}
              onClick={onSubscribeAgain}
              {...packActionProps(pack)}
            >
              {t('bundle.subscribe')}
            </Button>
          )}
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
function BundleList({ bundles, timeZone }: { bundles: Pack[]; timeZone: string }) {
  const { t } = useTranslation();
  const cancel = useConfirmedUnsubscribe();
  const again = useSubscribeAgainFlow();
  const left = cancel.outcome?.pack;

  return (
    <>
      {again.resumed?.active_until && (
        <ResumedNotice
          lang="bn"
          text={t('bundle.resumed', {
            title: again.resumed.title_bn ?? again.resumed.title,
            date: bengaliDate(again.resumed.active_until, timeZone),
          })}
        />
      )}
      {again.error !== null && (
        <p className={styles.bannerFailed} role="alert">
          {errorText(t, again.error)}
        </p>
      )}
      <List wide label={t('bundle.title')}>
        {bundles.map((p) => (
          <BundleCard
            key={p.bundle_id}
            pack={p}
            timeZone={timeZone}
            busy={cancel.pending || again.pending}
            onCancel={() => cancel.ask(p)}
            onSubscribeAgain={() => again.resume(p)}
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
          done: left?.active_until
            ? t('bundle.cancelledUntil', { date: bengaliDate(left.active_until, timeZone) })
            : t('bundle.cancelled'),
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
        isEmpty={(data) => !data.packages.some((p) => p.kind === 'bundle')}
        empty={<EmptyState headingLevel={2} icon="gift" title={t('bundle.empty')} />}
      >
        {(data) => (
          <BundleList
            bundles={data.packages.filter((p) => p.kind === 'bundle')}
            timeZone={data.time_zone}
          />
        )}
      </QueryState>
    </Page>
  );
}
