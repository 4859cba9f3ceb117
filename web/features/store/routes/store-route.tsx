import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePacks } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { useFormatDateTime } from '@web/i18n/use-format';
import { EmptyState } from '@web/ui/empty-state';
import { List } from '@web/ui/list-row';
import { ResumedNotice, useSubscribeAgainFlow } from '@web/ui/pack-renewal';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { PackCard, PackListSkeleton } from '../components/pack-card';
import { PaymentBanner } from '../components/payment-banner';
import styles from '../components/store.module.css';

/** /store: tournament packs with Subscribe Now or Subscribed; ?payment_id= is the return page. */
export function StoreRoute() {
  const { t } = useTranslation();
  const packs = usePacks();
  const again = useSubscribeAgainFlow();
  const formatDate = useFormatDateTime();
  const paymentId = useSearchParams()[0].get('payment_id');
  return (
    <Page title={t('nav.store')} bottomMenu>
      {paymentId && <PaymentBanner paymentId={paymentId} />}
      {again.resumed?.active_until && packs.data && (
        <ResumedNotice
          text={t('packs.resumed', {
            title: again.resumed.title,
            date: formatDate(again.resumed.active_until),
          })}
        />
      )}
      {again.error !== null && (
        <p className={styles.bannerFailed} role="alert">
          {errorText(t, again.error)}
        </p>
      )}
      <QueryState
        query={packs}
        headingLevel={2}
        loading={<PackListSkeleton />}
        isEmpty={(data) => !data.packages.some((p) => p.kind === 'pack')}
        empty={
          <EmptyState
            headingLevel={2}
            icon="store"
            title={t('packs.empty')}
            body={t('packs.emptyHint')}
          />
        }
      >
        {(data) => (
          <List wide label={t('packs.packsTitle')}>
            {data.packages
              .filter((p) => p.kind === 'pack')
              .map((p) => (
                <PackCard
                  key={p.bundle_id}
                  pack={p}
                  resuming={again.pending}
                  onSubscribeAgain={() => again.resume(p)}
                />
              ))}
          </List>
        )}
      </QueryState>
    </Page>
  );
}
