import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { CoinIcon } from './icons';

/** The way to more coins, wherever an amount is out of reach (product-spec: Out of Coin → Store). */
export function StoreLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/store" variant="secondary" size="small" data-testid="get-coins">
      <CoinIcon size={18} />
      {t('packs.getCoins')}
    </ButtonLink>
  );
}
