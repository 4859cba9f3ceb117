import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { useFormatNumber } from '@web/i18n/use-format';
import { useClaimReward, useStreak } from '../api/retention';
import styles from './streak-card.module.css';

/**
 * The dashboard's streak and daily reward (a lazy chunk: the first screen's code does not grow;
 * its strings are the first screens', `streak`). While loading it shows the dashboard's
 * `placeholder`, which keeps its room; on error nothing: the dashboard stays what it was without it.
 */
export function StreakCard({ placeholder }: { placeholder: ReactNode }) {
  const { t } = useTranslation();
  const number = useFormatNumber();
  const streak = useStreak();
  const claim = useClaimReward();
  const [flying, setFlying] = useState(false);
  if (streak.isPending) return placeholder;
  if (!streak.data) return null;
  const s = streak.data;
  const r = s.reward;
  return (
    <section className={styles.card} aria-label={t('streak.title')}>
      <div className={styles.streak}>
        <span className={s.played_today ? styles.flameLit : styles.flame} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32">
            <path
              fill="currentColor"
              d="M12 2c1 4-3 5-3 9a3 3 0 0 0 6 0c0-1-.5-2-1-3 3 1 5 4 5 7a7 7 0 0 1-14 0c0-6 6-8 7-13z"
            />
          </svg>
        </span>
        <div>
          <p className={styles.count}>
            {t('streak.days', { count: s.streak_days, days: number(s.streak_days) })}
          </p>
          <p className={styles.hint}>
            {s.played_today ? t('streak.playedToday') : t('streak.playToday')}
          </p>
          {s.freezes > 0 && (
            <p className={styles.freeze}>
              {t('streak.freezes', { count: s.freezes, freezes: number(s.freezes) })}
            </p>
          )}
        </div>
      </div>
      <div className={styles.reward}>
        <p className={styles.rewardTitle}>
          {t('streak.rewardDay', { day: number(r.day_in_cycle) })}
        </p>
        <p className={styles.rewardAmount}>
          {r.gems > 0
            ? t('streak.rewardCoinsGems', { coins: number(r.coins), gems: number(r.gems) })
            : t('streak.rewardCoins', { coins: number(r.coins) })}
        </p>
        {r.claimable ? (
          <Button
            size="small"
            variant="gold"
            disabled={claim.isPending}
            onClick={() =>
              claim.mutate(undefined, {
                onSuccess: () => setFlying(true),
              })
            }
          >
            {t('streak.claim')}
          </Button>
        ) : (
          <p className={styles.claimed}>{t('streak.claimed')}</p>
        )}
        {claim.isError && (
          <p role="alert" className={styles.error}>
            {t('streak.claimFailed')}
          </p>
        )}
        {flying && (
          <span className={styles.coins} aria-hidden="true" onAnimationEnd={() => setFlying(false)}>
            <span />
            <span />
            <span />
          </span>
        )}
        <p className="visually-hidden" aria-live="polite">
          {flying ? t('streak.claimedLive', { coins: number(claim.data?.coins ?? 0) }) : ''}
        </p>
      </div>
    </section>
  );
}
