import { useTranslation } from 'react-i18next';
import type { TournamentGame } from '@contract/tournaments';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { CoinIcon, GemIcon } from '@web/ui/icons';
import styles from './tournament-play.module.css';
import type { TournamentPlay } from './use-tournament-play';

interface LifelineBarProps {
  play: TournamentPlay;
  game: TournamentGame;
  questionId: number;
}

/** Fifty-fifty for coins and get-answer for gems, each with its price, beside the wallet. */
export function LifelineBar({ play, game, questionId }: LifelineBarProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { fiftyFifty, getAnswer } = play.lifelines;
  const busy = fiftyFifty.isPending || getAnswer.isPending || play.locked;
  const failed = fiftyFifty.isError ? fiftyFifty.error : getAnswer.isError ? getAnswer.error : null;
  const coins = format(game.wallet.coins);
  const gems = format(game.wallet.gems);

  // The spaces between name and price are not drawn (flex gap) but make the text "50:50 20",
  // which is how each aria-label begins (WCAG 2.5.3 label in name).
  return (
    <section className={styles.lifelines} aria-label={t('tournamentPlay.lifelines')}>
      <div className={styles.lifelineRow}>
        <button
          type="button"
          className={styles.lifeline}
          data-testid="fifty-fifty"
          disabled={busy || game.fifty_fifty_used || game.revealed_answer_id !== null}
          aria-label={t('tournamentPlay.fiftyFiftyLabel', {
            coins: format(game.fifty_fifty_coin_amount),
          })}
          onClick={() => {
            getAnswer.reset();
            fiftyFifty.mutate(questionId);
          }}
        >
          <span className={styles.lifelineName}>{t('tournamentPlay.fiftyFifty')}</span>{' '}
          <span className={styles.lifelinePrice} aria-hidden="true">
            <CoinIcon size={16} />
            {format(game.fifty_fifty_coin_amount)}
          </span>
        </button>
        <button
          type="button"
          className={styles.lifeline}
          data-testid="get-answer"
          disabled={busy || game.get_answer_used}
          aria-label={t('tournamentPlay.getAnswerLabel', {
            count: game.get_answer_gem_amount,
            gems: format(game.get_answer_gem_amount),
          })}
          onClick={() => {
            fiftyFifty.reset();
            getAnswer.mutate(questionId);
          }}
        >
          <span className={styles.lifelineName}>{t('tournamentPlay.getAnswer')}</span>{' '}
          <span className={styles.lifelinePrice} aria-hidden="true">
            <GemIcon size={14} />
            {format(game.get_answer_gem_amount)}
          </span>
        </button>
        <span
          className={styles.wallet}
          role="status"
          aria-label={t('tournamentPlay.wallet', { coins, gems })}
        >
          <span className={styles.walletItem}>
            <CoinIcon size={18} />
            <span data-testid="play-coins">{coins}</span>
          </span>
          <span className={styles.walletItem}>
            <GemIcon size={16} />
            <span data-testid="play-gems">{gems}</span>
          </span>
        </span>
      </div>
      {failed !== null && (
        <p className={styles.lifelineError} role="alert" data-testid="lifeline-error">
          {errorText(t, failed, t('tournamentPlay.lifelineFailed'))}
        </p>
      )}
    </section>
  );
}
