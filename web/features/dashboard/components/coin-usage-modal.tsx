import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { cx } from '@web/ui/cx';
import { CoinIcon, GemIcon } from '@web/ui/icons';
import { Modal } from '@web/ui/modal';
import { coinRules } from './coin-rules';
import styles from './coin-usage-modal.module.css';

/** product-spec §1: what coins and gems are spent on. */
export function CoinUsageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <Modal open={open} onClose={onClose} title={t('coinHelp.title')}>
      <section className={cx(styles.group, styles.coins)}>
        <h3 className={styles.heading}>
          <CoinIcon size={26} />
          {t('coinHelp.coinsHeading')}
        </h3>
        <p className={styles.intro}>{t('coinHelp.coinsIntro')}</p>
        <ul className={styles.list}>
          <li>{t('coinHelp.bet')}</li>
          <li>{t('coinHelp.tryAgain', { coins: format(coinRules.tryAgainCoins) })}</li>
          <li>{t('coinHelp.fiftyFifty', { coins: format(coinRules.fiftyFiftyCoins) })}</li>
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
              count: coinRules.revealAnswerGems,
              gems: format(coinRules.revealAnswerGems),
            })}
          </li>
        </ul>
      </section>
      <Button className={styles.done} block onClick={onClose}>
        {t('coinHelp.gotIt')}
      </Button>
    </Modal>
  );
}
