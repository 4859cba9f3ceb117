import { useTranslation } from 'react-i18next';
import type { BattleFinished, BattlePlayer } from '@contract/battles';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { OpponentName } from './versus';
import styles from './battle.module.css';

const heading = { win: 'battle.win', draw: 'battle.draw', loss: 'battle.loss' } as const;

/** Win, draw or loss, both scores and the coins moved; Rematch invites the same person again. */
export function BattleResult({
  finished,
  opponent,
  me,
  onRematch,
}: {
  finished: BattleFinished;
  opponent: BattlePlayer | null;
  me: number;
  onRematch: (() => void) | null;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const mine = finished.scores[String(me)] ?? 0;
  const theirs = opponent ? (finished.scores[String(opponent.user_id)] ?? 0) : 0;
  const coins = finished.coins_delta;
  return (
    <section className={styles.center} data-testid="battle-result" data-result={finished.result}>
      <h2 className={`${styles.big} ${styles.result}`} tabIndex={-1}>
        {t(heading[finished.result])}
      </h2>
      <div className={styles.board}>
        <div className={styles.player}>
          <span className={styles.name}>{t('battle.you')}</span>
          <span className={styles.score} data-testid="my-score">
            {format(mine)}
          </span>
        </div>
        {opponent && (
          <div className={styles.player}>
            <OpponentName opponent={opponent} />
            <span className={styles.score} data-testid="opponent-score">
              {format(theirs)}
            </span>
          </div>
        )}
      </div>
      <p className={styles.name} data-testid="coins-moved">
        {coins > 0
          ? t('battle.coinsWon', { coins: format(coins) })
          : coins < 0
            ? t('battle.coinsLost', { coins: format(-coins) })
            : t('battle.coinsNone')}
      </p>
      <div className={styles.actions}>
        {onRematch && <Button onClick={onRematch}>{t('battle.rematch')}</Button>}
        <ButtonLink to="/dashboard" variant="secondary">
          {t('battle.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
