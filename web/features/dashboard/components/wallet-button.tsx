import { useTranslation } from 'react-i18next';
import type { Wallet } from '@contract/users';
import { useFormatNumber } from '@web/i18n/use-format';
import { CoinIcon, GemIcon } from '@web/ui/icons';
import styles from './wallet.module.css';

/** Coins and gems; tapping explains what they are for. */
export function WalletButton({ wallet, onOpenHelp }: { wallet: Wallet; onOpenHelp: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const coins = format(wallet.coins);
  const gems = format(wallet.gems);
  return (
    <button
      type="button"
      className={styles.wallet}
      aria-haspopup="dialog"
      // The name begins with the text on screen, "500 5" (WCAG 2.5.3 label in name). The space
      // between the two items is not drawn (the gap spaces them) but keeps the text from
      // reading "5005".
      aria-label={t('wallet.label', { coins, gems })}
      onClick={onOpenHelp}
    >
      <span className={styles.item}>
        <CoinIcon size={24} />
        <span className={styles.coins} data-testid="wallet-coins">
          {coins}
        </span>
      </span>{' '}
      <span className={styles.item}>
        <GemIcon size={20} />
        <span data-testid="wallet-gems">{gems}</span>
      </span>
    </button>
  );
}

export function WalletSkeleton() {
  return <span className={styles.skeleton} aria-hidden="true" />;
}
