import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Pack } from '@contract/packs';
import { followPayment, useSubscribeAgain } from '@web/api/queries/packs';
import { useFormatDateTime } from '@web/i18n/use-format';
import { cx } from './cx';
import { Icon } from './icons';
import { Syllables } from './syllables';
import styles from './pack-renewal.module.css';

/**
 * A held pack's period as every pack screen shows it: "Active until <date> · Renews
 * automatically" or "· Not renewing" (game rules: unsubscribing keeps the paid period).
 */
export function RenewalLine({
  activeUntil,
  renewal,
  className,
}: {
  activeUntil: string;
  renewal: string;
  className?: string;
}) {
  return (
    <span className={className} data-testid="pack-renewal">
      <span>
        <Syllables text={activeUntil} />
      </span>
      <span aria-hidden="true"> · </span>
      <span>
        <Syllables text={renewal} />
      </span>
    </span>
  );
}

/** A held pack's period in the UI language, in the operator's time zone (null when not held). */
function usePackRenewal() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  return (pack: Pack) =>
    pack.active_until
      ? {
          activeUntil: t('packs.activeUntil', { date: formatDate(pack.active_until) }),
          renewal: pack.auto_renew ? t('packs.renewing') : t('packs.notRenewing'),
        }
      : null;
}

/** Where Subscribe Now leads (product-spec §2: payment_id, type "bundle", is_on_demand). */
export const paymentMethodUrl = (pack: Pack) =>
  `/payment-method?payment_id=${pack.bundle_id}&type=bundle&is_on_demand=${pack.is_on_demand ? 1 : 0}`;

/** What a pack offers next: buy it, stop its renewal, or turn the renewal back on. */
export type PackAction = 'subscribe' | 'unsubscribe' | 'subscribeAgain';

/**
 * The one reading of a pack's state, for the store and purchase history alike: a held pack that no
 * longer renews offers Subscribe again on both (null: held, and it never renews).
 */
export function packAction(pack: Pack): PackAction | null {
  if (!pack.is_subscribed) return 'subscribe';
  if (pack.auto_renew) return 'unsubscribe';
  return pack.renewable ? 'subscribeAgain' : null;
}

export const PACK_ACTION_LABELS = {
  subscribe: 'packs.subscribeNow',
  unsubscribe: 'packs.unsubscribe',
  subscribeAgain: 'packs.subscribeAgain',
} as const satisfies Record<PackAction, string>;

/**
 * A held pack as every pack screen shows it: "Subscribed", then "Active until <date> · Renews
 * automatically" or "· Not renewing"; nothing for a pack not held. `compact` for a list row.
 */
export function HeldPack({ pack, compact = false }: { pack: Pack; compact?: boolean }) {
  const { t } = useTranslation();
  const renewal = usePackRenewal()(pack);
  if (!pack.is_subscribed) return null;
  return (
    <>
      <span
        className={cx(styles.subscribed, compact && styles.compact)}
        data-testid="pack-subscribed"
      >
        <Icon name="check" size={compact ? 14 : 18} />
        <Syllables text={t('packs.subscribed')} />
      </span>
      {renewal && (
        <RenewalLine className={cx(styles.renewal, compact && styles.compact)} {...renewal} />
      )}
    </>
  );
}

/**
 * Subscribe again on a held pack that no longer renews: renewal is back on with nothing to pay,
 * so no payment page opens and `resumed` names the pack for the notice. Should the period have
 * ended meanwhile, the reply is an ordinary payment, followed as the payment method page does.
 */
export function useSubscribeAgainFlow() {
  const navigate = useNavigate();
  const subscribeAgain = useSubscribeAgain();
  const [resumed, setResumed] = useState<Pack | null>(null);
  return {
    resume: (pack: Pack) => {
      setResumed(null);
      subscribeAgain.mutate(pack, {
        onSuccess: (reply) => {
          if (reply.renewal_resumed) {
            setResumed(pack);
            return;
          }
          const next = followPayment(reply);
          if (next) void navigate(next);
        },
      });
    },
    pending: subscribeAgain.isPending,
    error: subscribeAgain.isError ? subscribeAgain.error : null,
    resumed,
  };
}

/**
 * What subscribing again did, said where focus lands: the button pressed is gone once the list
 * is read again (the pack renews now), and focus would otherwise fall to the top of the page.
 */
export function ResumedNotice({ text, lang }: { text: string; lang?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      lang={lang}
      className={styles.notice}
      data-testid="renewal-resumed"
    >
      {text}
    </p>
  );
}
