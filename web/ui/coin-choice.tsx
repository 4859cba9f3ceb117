import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@web/i18n/use-format';
import { CoinIcon } from './icons';
import { StoreLink } from './store-link';
import styles from './coin-choice.module.css';

/**
 * One amount of coins among a few (a battle's stake, a challenge's bet), as pills of radios, with
 * the wallet under them. An amount above the wallet is shown but cannot be picked, so it cannot
 * fail only on Confirm; `aboveWallet` says why, beside the way to the Store. `coins` is undefined
 * while the wallet loads: then nothing is held back, and the server still refuses what the
 * wallet cannot pay.
 */
export function CoinChoice<Amount extends number>({
  name,
  amounts,
  value,
  coins,
  labelledBy,
  zeroLabel,
  aboveWallet,
  onChange,
}: {
  name: string;
  amounts: readonly Amount[];
  value: Amount;
  coins: number | undefined;
  labelledBy: string;
  /** What 0 reads as (a free battle), instead of a coin and a nought. */
  zeroLabel?: ReactNode;
  /** The reason an amount cannot be picked, given the wallet's coins as written. */
  aboveWallet: (coins: string) => string;
  onChange: (amount: Amount) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const reasonId = useId();
  const affordable = (amount: number) => coins === undefined || amount <= coins;
  return (
    <>
      <div className={styles.chips} role="radiogroup" aria-labelledby={labelledBy}>
        {amounts.map((amount) => (
          <label key={amount} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={amount}
              checked={value === amount}
              disabled={!affordable(amount)}
              aria-describedby={affordable(amount) ? undefined : reasonId}
              onChange={() => onChange(amount)}
            />
            {amount === 0 && zeroLabel !== undefined ? (
              zeroLabel
            ) : (
              <>
                <CoinIcon size={18} />
                {format(amount)}
              </>
            )}
          </label>
        ))}
      </div>
      {coins !== undefined && (
        <p className={styles.note}>{t('packs.walletCoins', { coins: format(coins) })}</p>
      )}
      {coins !== undefined && !amounts.every(affordable) && (
        <div className={styles.notice}>
          <p id={reasonId} className={styles.note} data-testid="above-wallet">
            {aboveWallet(format(coins))}
          </p>
          <StoreLink />
        </div>
      )}
    </>
  );
}
