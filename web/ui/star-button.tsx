import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './star-button.module.css';

interface StarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> {
  /** Stays the same whichever state: aria-pressed tells the state (a toggle button). */
  label: string;
  on: boolean;
}

/** The follow / favourite star: a toggle button with a 44px target around a 26px star. */
export function StarButton({ label, on, className, type = 'button', ...rest }: StarButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={on}
      title={label}
      className={cx(styles.star, on && styles.on, className)}
      {...rest}
    >
      <svg width={26} height={26} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.85 5.78 6.38.93-4.62 4.5 1.09 6.35L12 17.36l-5.7 3 1.09-6.35-4.62-4.5 6.38-.93z"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
