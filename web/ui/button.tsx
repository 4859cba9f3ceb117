import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './cx';

type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'ghost';

interface Look {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function lookClass({ variant = 'primary', size = 'normal', block = false }: Look, extra?: string) {
  return cx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  );
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={lookClass({ variant, size, block }, className)} {...rest} />
  );
}

/** An in-app link that looks like a button (navigation stays a link for screen readers). */
export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link className={lookClass({ variant, size, block }, className)} {...rest} />;
}

interface ExternalLinkProps extends Look, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  /** Microsite pages open in a new window (product-spec §2); sign-in stays in this one. */
  newWindow?: boolean;
  asButton?: boolean;
}

export function ExternalLink({
  variant,
  size,
  block,
  className,
  newWindow = true,
  asButton = false,
  children,
  ...rest
}: ExternalLinkProps) {
  return (
    <a
      className={asButton ? lookClass({ variant, size, block }, className) : className}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon-only button needs a spoken name. */
  label: string;
}

export function IconButton({ label, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton, className)}
      {...rest}
    />
  );
}

export const iconButtonClass = styles.iconButton;
