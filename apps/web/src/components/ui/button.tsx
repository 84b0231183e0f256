import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  isIconOnly?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'medium', isFullWidth, isIconOnly }: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    isFullWidth ? styles.fullWidth : undefined,
    isIconOnly ? styles.icon : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    isLoading?: boolean;
    loadingLabel?: ReactNode;
  };

export function Button({
  variant,
  size,
  isFullWidth,
  isIconOnly,
  isLoading = false,
  loadingLabel,
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, isFullWidth, isIconOnly }), className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size={18} /> : null}
      {isLoading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & ButtonLook;

export function ButtonLink({ variant, size, isFullWidth, isIconOnly, className, ...rest }: ButtonLinkProps) {
  return <Link className={[buttonClassName({ variant, size, isFullWidth, isIconOnly }), className].filter(Boolean).join(' ')} {...rest} />;
}
