import { useTranslation } from 'react-i18next';
import type { TournamentDetails } from '@contract/tournaments';
import { Button } from '@web/ui/button';
import { Modal } from '@web/ui/modal';
import styles from './tournament-details.module.css';
import { TournamentRules } from './tournament-rules';

interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  tournament: TournamentDetails;
  onStart: () => void;
}

/** What an attempt is before it burns a chance: time, questions, chances and chances played. */
export function NoticeModal({ open, onClose, tournament, onStart }: NoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('tournamentDetails.noticeTitle')}>
      <TournamentRules tournament={tournament} />
      <p className={styles.noticeHint}>{t('tournamentDetails.noticeHint')}</p>
      <Button block variant="gold" onClick={onStart}>
        {t('tournamentDetails.start')}
      </Button>
    </Modal>
  );
}
