import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'filled' | 'accent' | 'outline' | 'quiet' | 'danger';

/** The class names of a button's look, for a `<button>` or a link that acts as one. */
export function buttonClass(variant: ButtonVariant = 'filled', { small = false, wide = false, className }: ButtonLook = {}) {
  return [styles.button, styles[variant], small ? styles.small : null, wide ? styles.wide : null, className].filter(Boolean).join(' ');
}

export interface ButtonLook {
  /** A denser button, for toolbars and rows. */
  small?: boolean;
  /** The whole width of its container. */
  wide?: boolean;
  className?: string;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonLook, 'className'> {
  variant?: ButtonVariant;
}

/** A pill button; `type` is 'button' unless said otherwise, so it never submits a form by accident. */
export function Button({ variant = 'filled', small, wide, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { small, wide, className })} {...rest} />;
}
