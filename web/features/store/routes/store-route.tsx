import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePacks } from '@web/api/queries/packs';
import { EmptyState } from '@web/ui/empty-state';
import { List } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { PackCard, PackListSkeleton } from '../components/pack-card';
import { PaymentBanner } from '../components/payment-banner';

/** /store: tournament packs with Subscribe Now or Subscribed; ?payment_id= is the return page. */
export function StoreRoute() {
  const { t } = useTranslation();
  const packs = usePacks();
  const paymentId = useSearchParams()[0].get('payment_id');
  return (
    <Page title={t('nav.store')} bottomMenu>
      {paymentId && <PaymentBanner paymentId={paymentId} />}
      <QueryState
        query={packs}
        headingLevel={2}
        loading={<PackListSkeleton />}
        isEmpty={(data) => !data.some((p) => p.kind === 'pack')}
        empty={
          <EmptyState
            headingLevel={2}
            emoji="🛍️"
            title={t('packs.empty')}
            body={t('packs.emptyHint')}
          />
        }
      >
        {(data) => (
          <List wide label={t('packs.packsTitle')}>
            {data
              .filter((p) => p.kind === 'pack')
              .map((p) => (
                <PackCard key={p.bundle_id} pack={p} />
              ))}
          </List>
        )}
      </QueryState>
    </Page>
  );
}
