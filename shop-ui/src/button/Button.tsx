import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'quiet' | 'danger';

/** The class names of a button's look, for a `<button>` or a link that acts as one. */
export function buttonClass(variant: ButtonVariant = 'filled', { wide = false, className }: { wide?: boolean; className?: string } = {}) {
  return [styles.button, styles[variant], wide ? styles.wide : null, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** The whole width of its container. */
  wide?: boolean;
}

/** A pill button; `type` is 'button' unless said otherwise, so it never submits a form by accident. */
export function Button({ variant = 'filled', wide, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { wide, className })} {...rest} />;
}
