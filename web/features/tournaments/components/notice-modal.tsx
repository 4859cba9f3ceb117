import { useTranslation } from 'react-i18next';
import type { TournamentDetails } from '@contract/tournaments';
import { useFormatDuration, useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { Modal } from '@web/ui/modal';
import styles from './tournament-details.module.css';

interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  tournament: TournamentDetails;
  onStart: () => void;
}

/** What an attempt is before it burns a chance: time, questions, chances and chances played. */
export function NoticeModal({ open, onClose, tournament, onStart }: NoticeModalProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDuration = useFormatDuration();
  const facts = [
    [t('tournamentDetails.noticeTime'), formatDuration(tournament.duration)],
    [t('tournamentDetails.noticeQuestions'), format(tournament.question_count)],
    [t('tournamentDetails.noticeChances'), format(tournament.chances)],
    [t('tournamentDetails.noticePlayed'), format(tournament.played)],
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={t('tournamentDetails.noticeTitle')}>
      <dl className={styles.notice} data-testid="notice">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.noticeRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.noticeHint}>{t('tournamentDetails.noticeHint')}</p>
      <Button block variant="gold" onClick={onStart}>
        {t('tournamentDetails.start')}
      </Button>
    </Modal>
  );
}
