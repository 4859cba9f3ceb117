import { useTranslation } from 'react-i18next';
import type { TournamentResult } from '@contract/tournaments';
import { useFormatNumber } from '@web/i18n/use-format';
import { ButtonLink } from '@web/ui/button';
import { Modal } from '@web/ui/modal';
import styles from './tournament-play.module.css';

interface TournamentResultModalProps {
  open: boolean;
  onClose: () => void;
  result: TournamentResult;
}

/** product-spec §4: correct answers out of the total, a thank-you, and Go Home. */
export function TournamentResultModal({ open, onClose, result }: TournamentResultModalProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <Modal open={open} onClose={onClose} title={t('tournamentPlay.resultTitle')}>
      <div className={styles.result} data-testid="tournament-result">
        <span className={styles.resultEmoji} aria-hidden="true">
          🏆
        </span>
        <p className={styles.resultScore}>
          {t('tournamentPlay.correctOf', {
            correct: format(result.total_correct),
            total: format(result.total_quiz),
          })}
        </p>
        <p className={styles.resultFacts}>
          <span>{t('tournamentPlay.score', { score: format(result.score) })}</span>
          {result.position !== null && (
            <span>{t('tournamentPlay.position', { position: format(result.position) })}</span>
          )}
        </p>
        <p className={styles.thanks}>{t('tournamentPlay.thanks')}</p>
        <ButtonLink to="/dashboard" block>
          {t('tournamentPlay.goHome')}
        </ButtonLink>
      </div>
    </Modal>
  );
}
