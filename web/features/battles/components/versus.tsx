import { useTranslation } from 'react-i18next';
import type { BattlePlayer } from '@contract/battles';
import { useAuth } from '@web/api/auth-storage';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import styles from './battle.module.css';

/** The opponent's name, with the practice bot said to be one wherever it shows. */
export function OpponentName({ opponent }: { opponent: BattlePlayer }) {
  const { t } = useTranslation();
  return (
    <span className={styles.name}>
      {opponent.name}{' '}
      {opponent.is_bot && (
        <span className={styles.badge} data-testid="bot-badge">
          {t('battle.practiceBot')}
        </span>
      )}
    </span>
  );
}

/** Both players, avatars and levels, face to face (the matched screen). */
export function Versus({ opponent }: { opponent: BattlePlayer }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const auth = useAuth();
  const user = useCurrentUser();
  const name = user.data?.user.name ?? auth?.name ?? t('battle.you');
  const level = user.data?.user.level;
  return (
    <div className={styles.versus}>
      <div className={styles.side}>
        <Avatar name={name} imageUrl={user.data?.user.image_url} size={64} />
        <span className={styles.name}>{name}</span>
        {level !== undefined && (
          <span className={styles.muted}>{t('battle.level', { level: format(level) })}</span>
        )}
      </div>
      <span className={styles.vs}>{t('battle.vs')}</span>
      <div className={styles.side} data-testid="opponent">
        <Avatar name={opponent.name} imageUrl={opponent.image_url} size={64} />
        <OpponentName opponent={opponent} />
        <span className={styles.muted}>{t('battle.level', { level: format(opponent.level) })}</span>
      </div>
    </div>
  );
}
