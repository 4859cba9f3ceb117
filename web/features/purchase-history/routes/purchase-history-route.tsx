import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack, PurchaseFilter } from '@contract/packs';
import { useConfirmedUnsubscribe, usePacks, usePurchaseHistory } from '@web/api/queries/packs';
import { errorText } from '@web/i18n/error-text';
import { useFormatDateTime, useFormatNumber, useFormatPrice } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { UnsubscribeDialogs, packActionProps } from '@web/ui/unsubscribe-dialogs';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListSkeleton } from '@web/ui/list-row';
import {
  HeldPack,
  PACK_ACTION_LABELS,
  ResumedNotice,
  packAction,
  paymentMethodUrl,
  useSubscribeAgainFlow,
} from '@web/ui/pack-renewal';
import { Syllables } from '@web/ui/syllables';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { Tabs } from '@web/ui/tabs';
import styles from '../components/purchase-history.module.css';

const FILTERS: PurchaseFilter[] = ['weekly', 'monthly'];

const rowsSkeleton = <ListSkeleton count={3} height={64} />;

/**
 * A tournament pack's row: title, price, its state as the store shows it (HeldPack), and its
 * action under the same label as the store's (packAction).
 */
function PackRow({
  pack,
  resuming,
  onUnsubscribe,
  onSubscribeAgain,
}: {
  pack: Pack;
  resuming: boolean;
  onUnsubscribe: () => void;
  onSubscribeAgain: () => void;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const action = packAction(pack);
  return (
    <li className={styles.row} data-testid={`history-pack-${pack.slug}`}>
      <span className={styles.text}>
        <span className={styles.title}>
          <Syllables text={pack.title} />
        </span>
        <span className={styles.sub}>{formatPrice(pack)}</span>
        <HeldPack pack={pack} compact />
      </span>
      {action === 'unsubscribe' && (
        <Button size="small" variant="secondary" onClick={onUnsubscribe} {...packActionProps(pack)}>
          {t(PACK_ACTION_LABELS[action])}
        </Button>
      )}
      {action === 'subscribeAgain' && (
        // Renewal back on, nothing to pay: no payment page (game rules).
        <Button
          size="small"
          variant="gold"
          disabled={resuming}
          onClick={onSubscribeAgain}
          {...packActionProps(pack)}
        >
          {t(PACK_ACTION_LABELS[action])}
        </Button>
      )}
      {action === 'subscribe' && (
        <ButtonLink
          {...packActionProps(pack)}
          size="small"
          variant="gold"
          to={paymentMethodUrl(pack)}
        >
          {t(PACK_ACTION_LABELS[action])}
        </ButtonLink>
      )}
    </li>
  );
}

/**
 * The store's tournament packs (the Bengali bundles have their own screen). product-spec §5:
 * Unsubscribe asks "are you sure to unsubscribe the service?"; Yes shows Success or Error with the
 * reason; closing it reloads the packs. Cancel just closes.
 */
function PackRows() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const packs = usePacks();
  const unsubscribe = useConfirmedUnsubscribe();
  const again = useSubscribeAgainFlow();
  const left = unsubscribe.outcome?.pack;

  return (
    <>
      {again.resumed?.active_until && packs.data && (
        <ResumedNotice
          text={t('packs.resumed', {
            title: again.resumed.title,
            date: formatDate(again.resumed.active_until),
          })}
        />
      )}
      {again.error !== null && (
        <p className={styles.failed} role="alert">
          {errorText(t, again.error)}
        </p>
      )}
      <QueryState
        query={packs}
        headingLevel={2}
        loading={rowsSkeleton}
        isEmpty={(data) => !data.packages.some((p) => p.kind === 'pack')}
        empty={<EmptyState compact headingLevel={2} icon="receipt" title={t('packs.empty')} />}
      >
        {(data) => (
          <List label={t('packs.packsTitle')}>
            {data.packages
              .filter((p) => p.kind === 'pack')
              .map((pack) => (
                <PackRow
                  key={pack.bundle_id}
                  pack={pack}
                  resuming={again.pending}
                  onUnsubscribe={() => unsubscribe.ask(pack)}
                  onSubscribeAgain={() => again.resume(pack)}
                />
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
          // The paid period runs on (game rules): say until when.
          done:
            left?.active_until && packs.data
              ? t('packs.keepsUntil', {
                  title: left.title,
                  date: formatDate(left.active_until),
                })
              : t('packs.unsubscribed'),
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
  const formatPrice = useFormatPrice();
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
          empty={
            <EmptyState compact headingLevel={2} icon="receipt" title={t('packs.historyEmpty')} />
          }
        >
          {(data) => (
            <List label={t('packs.historyTitle')}>
              {data.map((row) => (
                <li key={row.id} className={styles.row} data-testid="purchase-row">
                  <span className={styles.text}>
                    <span className={styles.title}>
                      <Syllables text={row.title} />
                    </span>
                    <span className={styles.sub}>
                      {t('packs.historyCoins', { coins: format(row.coins) })} ·{' '}
                      {row.gems > 0 && `${t('packs.historyGems', { gems: format(row.gems) })} · `}
                      {formatDate(row.purchased_at)}
                    </span>
                  </span>
                  <span className={styles.amount}>{formatPrice(row)}</span>
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
