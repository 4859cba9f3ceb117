import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '@contract/money';
import type { Pack } from '@contract/packs';
import { useCurrentUser } from '@web/api/queries/current-user';
import { followPayment, usePacks, useStartPayment } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { useCurrentLanguage } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon, type IconName } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import styles from '../components/payment-method.module.css';

const WALLET_DIGITS = 11;
const ICONS = {
  operator: 'phone',
  paysenz: 'card',
  nagorik: 'wallet',
  ghoori: 'kite',
} as const satisfies Record<Pack['provider'], IconName>;

/**
 * A Bengali bundle is paid on a Bengali screen, in taka (product-spec §1); a store pack in the UI
 * language, its price by the same rule as the store's.
 */
const isBengali = (pack: Pack | undefined) => pack?.kind === 'bundle';

function PaymentChoice({ pack, hasAgreement }: { pack: Pack; hasAgreement: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const ns = isBengali(pack) ? 'bundle' : 'payment';
  const navigate = useNavigate();
  const start = useStartPayment();
  const [wallet, setWallet] = useState('');
  const needsWallet = pack.is_on_demand && !hasAgreement;

  const go = (input: { id: number } | { id: number; payerReference: string }) =>
    start.mutate(input, {
      onSuccess: (reply) => {
        const next = followPayment(reply);
        if (next) void navigate(next);
      },
    });

  const submitWallet = (e: FormEvent) => {
    e.preventDefault();
    if (wallet.length === WALLET_DIGITS) go({ id: pack.bundle_id, payerReference: wallet });
  };

  return (
    <div className={styles.card} lang={isBengali(pack) ? 'bn' : undefined}>
      <h2 className={styles.title}>
        {isBengali(pack) ? (pack.title_bn ?? pack.title) : pack.title}
      </h2>
      <p className={styles.price}>
        {formatPrice(pack.price, pack.currency, isBengali(pack) ? 'bn' : language, {
          taxesAdded: pack.taxes_added,
        })}
      </p>
      {needsWallet ? (
        <form onSubmit={submitWallet} noValidate>
          <label className={styles.label} htmlFor="wallet-number">
            {t(`${ns}.walletNumber`)}
          </label>
          <input
            id="wallet-number"
            className={styles.input}
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t(`${ns}.walletPlaceholder`)}
            maxLength={WALLET_DIGITS}
            value={wallet}
            // Digits only, at most 11 (product-spec §9).
            onChange={(e) => setWallet(e.target.value.replace(/\D/g, '').slice(0, WALLET_DIGITS))}
            aria-describedby="wallet-hint"
          />
          <p id="wallet-hint" className={styles.hint}>
            {wallet.length > 0 && wallet.length < WALLET_DIGITS
              ? t(`${ns}.walletInvalid`)
              : t(`${ns}.walletHint`)}
          </p>
          <Button
            type="submit"
            variant="gold"
            block
            disabled={wallet.length !== WALLET_DIGITS || start.isPending}
          >
            {start.isPending ? t(`${ns}.opening`) : t(`${ns}.pay`)}
          </Button>
        </form>
      ) : (
        <>
          <p className={styles.hint}>{t(`${ns}.methodIntro`)}</p>
          <button
            type="button"
            className={styles.option}
            disabled={start.isPending}
            onClick={() => go({ id: pack.bundle_id })}
          >
            <span className={styles.optionIcon} aria-hidden="true">
              <Icon name={ICONS[pack.provider]} />
            </span>
            {start.isPending ? t(`${ns}.opening`) : t(`${ns}.${pack.provider}`)}
          </button>
        </>
      )}
      {start.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, start.error)}
        </p>
      )}
    </div>
  );
}

/**
 * /payment-method?payment_id&type=bundle&is_on_demand: a wallet pack with no agreement asks for
 * the wallet number; otherwise one payment option to tap. Then the redirect rule (errorCode "00").
 */
export function PaymentMethodRoute() {
  const { t } = useTranslation();
  const packId = Number(useSearchParams()[0].get('payment_id'));
  const packs = usePacks();
  const user = useCurrentUser();
  const loading = <Skeleton height={220} radius="var(--radius-lg)" />;
  const bengali = isBengali(packs.data?.packages.find((p) => p.bundle_id === packId));
  // Whether the player has an agreement decides what is asked: nothing is shown until both
  // answers are in (asking again for a wallet number already given makes a second agreement).
  return (
    <Page title={bengali ? t('bundle.methodTitle') : t('payment.methodTitle')} back>
      <QueryState query={user} headingLevel={2} loading={loading}>
        {(me) => (
          <QueryState
            query={packs}
            headingLevel={2}
            loading={loading}
            isEmpty={(data) => !data.packages.some((p) => p.bundle_id === packId)}
            empty={<EmptyState headingLevel={2} icon="card" title={t('payment.notFound')} />}
          >
            {(data) => {
              const pack = data.packages.find((p) => p.bundle_id === packId)!;
              return <PaymentChoice pack={pack} hasAgreement={Boolean(me.active_agreement)} />;
            }}
          </QueryState>
        )}
      </QueryState>
    </Page>
  );
}
