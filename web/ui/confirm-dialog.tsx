import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  /** The action is under way: Yes stays disabled so it is not sent twice. */
  pending?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** The text's language when it is not the UI's (the Bengali bundle screen). */
  lang?: string;
}

/**
 * product-spec §4's unsubscribe step: a question, Yes to go ahead, and a way out that changes
 * nothing (the button, Escape or the close icon).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  dismissLabel,
  pending,
  onConfirm,
  onDismiss,
  lang,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onDismiss} title={<span lang={lang}>{title}</span>}>
      <div className={styles.dialog} lang={lang}>
        <p className={styles.text}>{body}</p>
        <div className={styles.actions}>
          <Button variant="gold" block disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" block onClick={onDismiss}>
            {dismissLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

interface ResultDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  okLabel: string;
  onClose: () => void;
  /** The title's and button's language when it is not the UI's (the Bengali bundle screen). */
  lang?: string;
  /** The message's own: a server's refusal comes in the UI's language even there. */
  messageLang?: string;
}

/** What came of a confirmed action (Success or Error with the reason); closing it moves on. */
export function ResultDialog({
  open,
  title,
  message,
  okLabel,
  onClose,
  lang,
  messageLang,
}: ResultDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={<span lang={lang}>{title}</span>}>
      <div className={styles.dialog}>
        <p className={styles.text} role="status" lang={messageLang}>
          {message}
        </p>
        <Button variant="primary" block onClick={onClose}>
          <span lang={lang}>{okLabel}</span>
        </Button>
      </div>
    </Modal>
  );
}
