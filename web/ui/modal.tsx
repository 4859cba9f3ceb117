import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { cx } from './cx';
import { Icon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hide the visible title (the dialog keeps it as its accessible name). */
  hideTitle?: boolean;
  variant?: 'center' | 'drawer';
  children: ReactNode;
  className?: string;
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes the page behind
 * inert and turns Escape into "cancel", which is cheaper and sturdier than a JS focus trap.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  variant = 'center',
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Put focus back where the user was, e.g. on the card that opened the dialog.
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={cx(styles.dialog, variant === 'drawer' && styles.drawer, className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && 'visually-hidden')}>
            {title}
          </h2>
          <IconButton label={t('common.close')} className={styles.close} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
