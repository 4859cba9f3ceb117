import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZReportType } from '@contract/gameplay';
import { Button, IconButton } from '../button';
import { cx } from '../cx';
import { Icon } from '../icons';
import { Modal } from '../modal';
import styles from './quiz.module.css';

export type ReportType = z.infer<typeof ZReportType>;

const types = [
  { value: 'wrong_question', label: 'report.wrongQuestion' },
  { value: 'wrong_answer', label: 'report.wrongAnswer' },
  { value: 'others', label: 'report.others' },
] as const satisfies readonly { value: ReportType; label: string }[];

/**
 * The flag in the question's corner; its name turns from "Report" to "Reported". Reported, it is
 * aria-disabled rather than disabled: the closing dialog gives focus back to it, and a disabled
 * button cannot take focus, so keyboard and screen-reader users would lose their place.
 */
export function ReportButton({
  reported,
  onClick,
  describedBy,
}: {
  reported: boolean;
  onClick: () => void;
  /** The question's text where several flags share one screen (a game's result). */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      label={reported ? t('game.reported') : t('game.report')}
      className={cx(styles.reportButton, reported && styles.reported)}
      aria-haspopup={reported ? undefined : 'dialog'}
      aria-disabled={reported}
      aria-describedby={describedBy}
      onClick={reported ? undefined : onClick}
    >
      <Icon name="flag" size={20} />
    </IconButton>
  );
}

interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (type: ReportType) => void;
  pending: boolean;
  /** Sent: the choice stays as it was and the button reads Reported (product-spec §4). */
  reported: boolean;
  /** The server's message when sending failed. */
  error: string | null;
}

/** Wrong question, wrong answer or something else: one choice, then Send. */
export function ReportModal({
  open,
  onClose,
  onSubmit,
  pending,
  reported,
  error,
}: ReportModalProps) {
  const { t } = useTranslation();
  const name = useId();
  const [type, setType] = useState<ReportType | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      <form
        className={styles.reportForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (type) onSubmit(type);
        }}
      >
        <fieldset className={styles.reportChoices} disabled={reported}>
          <legend className="visually-hidden">{t('report.title')}</legend>
          {types.map((option) => (
            <label key={option.value} className={styles.reportChoice}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={type === option.value}
                onChange={() => setType(option.value)}
              />
              {t(option.label)}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" block disabled={!type || pending || reported}>
          {reported ? t('game.reported') : pending ? t('report.sending') : t('report.send')}
        </Button>
        {/* The button loses focus as it is disabled, so its new name is also announced here. */}
        <p role="status" className="visually-hidden">
          {reported ? t('game.reported') : null}
        </p>
      </form>
    </Modal>
  );
}
