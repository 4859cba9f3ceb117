import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Pack } from '@contract/packs';
import { followPayment, useSubscribeAgain } from '@web/api/queries/packs';
import { useFormatDateTime } from '@web/i18n/use-format';
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
      <span>{activeUntil}</span>
      <span aria-hidden="true"> · </span>
      <span>{renewal}</span>
    </span>
  );
}

/** A held pack's period in the UI language, in the operator's time zone (null when not held). */
export function usePackRenewal(timeZone: string) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  return (pack: Pack) =>
    pack.active_until
      ? {
          activeUntil: t('packs.activeUntil', { date: formatDate(pack.active_until, timeZone) }),
          renewal: pack.auto_renew ? t('packs.renewing') : t('packs.notRenewing'),
        }
      : null;
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
