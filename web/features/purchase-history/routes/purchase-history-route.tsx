import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseFilter } from '@contract/packs';
import { useConfirmedUnsubscribe, usePacks, usePurchaseHistory } from '@web/api/queries/packs';
import { useCurrencyLabel, useFormatDateTime, useFormatNumber } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { UnsubscribeDialogs, packActionProps } from '@web/ui/unsubscribe-dialogs';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { Tabs } from '@web/ui/tabs';
import styles from '../components/purchase-history.module.css';

const FILTERS: PurchaseFilter[] = ['weekly', 'monthly'];

const rowsSkeleton = <ListSkeleton count={3} height={64} />;

/**
 * product-spec §5: Unsubscribe asks "are you sure to unsubscribe the service?"; Yes shows Success
 * or Error with the reason; closing it reloads the packs. Cancel just closes.
 */
function PackRows() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const currencyLabel = useCurrencyLabel();
  const packs = usePacks();
  const unsubscribe = useConfirmedUnsubscribe();

  return (
    <>
      <QueryState
        query={packs}
        headingLevel={2}
        loading={rowsSkeleton}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState compact headingLevel={2} emoji="🎟️" title={t('packs.empty')} />}
      >
        {(data) => (
          <List label={t('packs.packsTitle')}>
            {data.map((pack) => (
              <li
                key={pack.bundle_id}
                className={styles.row}
                data-testid={`history-pack-${pack.slug}`}
              >
                <span className={styles.text}>
                  <span className={styles.title}>{pack.title}</span>
                  <span className={styles.sub}>
                    {t('packs.price', {
                      price: format(pack.price),
                      currency: currencyLabel(pack.currency),
                    })}
                  </span>
                </span>
                {pack.is_subscribed ? (
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => unsubscribe.ask(pack)}
                    {...packActionProps(pack)}
                  >
                    {t('packs.unsubscribe')}
                  </Button>
                ) : (
                  <ButtonLink
                    {...packActionProps(pack)}
                    size="small"
                    variant="gold"
                    to={`/payment-method?payment_id=${pack.bundle_id}&type=bundle&is_on_demand=${pack.is_on_demand ? 1 : 0}`}
                  >
                    {t('packs.subscribe')}
                  </ButtonLink>
                )}
              </li>
            ))}
          </List>
        )}
      </QueryState>

      <UnsubscribeDialogs
        flow={unsubscribe}
        texts={{
          confirmTitle: t('packs.confirmTitle'),
          confirmBody: t('packs.confirmBody'),
          yes: t('packs.yes'),
          no: t('packs.cancel'),
          success: t('packs.success'),
          error: t('packs.error'),
          done: t('packs.unsubscribed'),
          ok: t('packs.ok'),
        }}
      />
    </>
  );
}

function History() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDate = useFormatDateTime();
  const currencyLabel = useCurrencyLabel();
  const [filter, setFilter] = useState<PurchaseFilter>('weekly');
  const history = usePurchaseHistory(filter);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  return (
    <>
      <Tabs
        className={styles.tabs}
        label={t('packs.historyTitle')}
        tabs={FILTERS}
        selected={filter}
        onSelect={setFilter}
        tabLabel={(f) => t(`packs.${f}`)}
        tabId={(f) => `${baseId}-${f}`}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${baseId}-${filter}`}>
        <QueryState
          query={history}
          headingLevel={2}
          loading={rowsSkeleton}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState compact headingLevel={2} emoji="🧾" title={t('packs.historyEmpty')} />}
        >
          {(data) => (
            <List label={t('packs.historyTitle')}>
              {data.map((row) => (
                <li key={row.id} className={styles.row} data-testid="purchase-row">
                  <span className={styles.text}>
                    <span className={styles.title}>{row.title}</span>
                    <span className={styles.sub}>
                      {t('packs.historyCoins', { coins: format(row.coins) })} ·{' '}
                      {formatDate(row.purchased_at)}
                    </span>
                  </span>
                  <span className={styles.amount}>
                    {t('packs.price', {
                      price: format(row.price),
                      currency: currencyLabel(row.currency),
                    })}
                  </span>
                </li>
              ))}
            </List>
          )}
        </QueryState>
      </div>
    </>
  );
}

/** /purchase-history: the packs with Subscribe / Unsubscribe, and the weekly / monthly history. */
export function PurchaseHistoryRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.purchaseHistory')} back>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('packs.packsTitle')}</h2>
        <PackRows />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('packs.historyTitle')}</h2>
        <History />
      </section>
    </Page>
  );
}
