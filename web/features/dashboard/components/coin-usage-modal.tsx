import { useTranslation } from 'react-i18next';
import type { GamePrices } from '@contract/app-config';
import { useAppConfig } from '@web/api/queries/app-config';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { cx } from '@web/ui/cx';
import { CoinIcon, GemIcon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Modal } from '@web/ui/modal';
import { QueryState } from '@web/ui/query-state';
import styles from './coin-usage-modal.module.css';

/** Operators set the prices (app-config), so the help never states a number the game won't charge. */
function Rules({ prices }: { prices: GamePrices }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <>
      <section className={cx(styles.group, styles.coins)}>
        <h3 className={styles.heading}>
          <CoinIcon size={26} />
          {t('coinHelp.coinsHeading')}
        </h3>
        <p className={styles.intro}>
          {t('coinHelp.earn', { coins: format(prices.coins_per_correct_answer) })}
        </p>
        <p className={styles.intro}>{t('coinHelp.coinsIntro')}</p>
        <ul className={styles.list}>
          <li>{t('coinHelp.bet')}</li>
          <li>{t('coinHelp.tryAgain', { coins: format(prices.try_again_coins) })}</li>
          <li>{t('coinHelp.fiftyFifty', { coins: format(prices.fifty_fifty_coins) })}</li>
        </ul>
      </section>
      <section className={cx(styles.group, styles.gems)}>
        <h3 className={styles.heading}>
          <GemIcon size={24} />
          {t('coinHelp.gemsHeading')}
        </h3>
        <p className={styles.intro}>{t('coinHelp.gemsIntro')}</p>
        <ul className={styles.list}>
          <li>
            {t('coinHelp.reveal', {
              count: prices.get_answer_gems,
              gems: format(prices.get_answer_gems),
            })}
          </li>
        </ul>
        <h4 className={styles.subheading}>{t('coinHelp.gemsEarnHeading')}</h4>
        <p className={styles.intro} data-testid="gems-earn">
          {t('coinHelp.gemsEarn', {
            count: prices.welcome_gems,
            gems: format(prices.welcome_gems),
          })}
        </p>
      </section>
    </>
  );
}

/** product-spec §1: what coins and gems are spent on. */
export function CoinUsageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <Modal open={open} onClose={onClose} title={t('coinHelp.title')}>
      <QueryState
        query={config}
        compact
        loading={
          <div aria-busy="true">
            <Skeleton height={150} />
            <Skeleton height={90} className={styles.skeletonGap} />
          </div>
        }
      >
        {(data) => <Rules prices={data.prices} />}
      </QueryState>
      <Button className={styles.done} block onClick={onClose}>
        {t('coinHelp.gotIt')}
      </Button>
    </Modal>
  );
}
