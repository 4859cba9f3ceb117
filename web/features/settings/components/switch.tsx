import styles from './settings.module.css';

/** An on/off switch: a button with role="switch", labelled by its row's text. */
export function Switch({
  checked,
  onChange,
  labelledBy,
  disabled,
  busy,
  testId,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  labelledBy: string;
  disabled?: boolean;
  /** Its state is being read or changed (a device's push subscription): told to screen readers. */
  busy?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      className={styles.switch}
      disabled={disabled}
      aria-busy={busy || undefined}
      data-testid={testId}
      onClick={() => onChange(!checked)}
    />
  );
}
