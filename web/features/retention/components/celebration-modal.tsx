import { useTranslation } from 'react-i18next';
import type { Celebration } from '@contract/retention';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { Modal } from '@web/ui/modal';
import styles from './celebration.module.css';

/** One badge earned or level reached, in a modal (its chunk comes with the screens' strings). */
export function CelebrationModal({ c, onClose }: { c: Celebration; onClose: () => void }) {
  const { t } = useTranslation();
  const number = useFormatNumber();
  const title =
    c.kind === 'badge'
      ? t('retention.badgeEarned')
      : t('retention.levelUp', { level: number(c.level ?? 0) });
  return (
    <Modal open onClose={onClose} title={title}>
      <div className={styles.body}>
        <span className={styles.burst} aria-hidden="true" />
        {c.badge ? (
          <>
            <img src={c.badge.image_url} alt="" width={96} height={96} className={styles.picture} />
            <p className={styles.name}>{c.badge.name}</p>
            <p>{c.badge.description}</p>
          </>
        ) : (
          <>
            <p className={styles.level}>{number(c.level ?? 0)}</p>
            {c.next_level_points !== null && (
              <p>{t('retention.nextLevel', { points: number(c.next_level_points) })}</p>
            )}
          </>
        )}
        <Button block onClick={onClose}>
          {t('retention.great')}
        </Button>
      </div>
    </Modal>
  );
}
