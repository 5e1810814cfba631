import type { CSSProperties } from 'react';

/**
 * react-toastify's look retuned to the shop's tokens through its own custom properties.
 * Set inline: rspack's CSS Modules rename custom properties declared in a module, so
 * `--toastify-*` written in toast.module.css would no longer be the ones react-toastify reads.
 */
export const TOAST_THEME = {
  '--toastify-font-family': 'var(--font)',
  '--toastify-toast-bd-radius': 'var(--radius)',
  '--toastify-toast-top': 'calc(var(--nav-height) + 12px)',
  '--toastify-toast-shadow': '0 12px 32px rgba(12, 20, 16, 0.16)',
  '--toastify-color-light': 'var(--surface)',
  '--toastify-text-color-light': 'var(--text)',
  '--toastify-color-success': 'var(--success)',
  '--toastify-color-error': 'var(--danger)',
  '--toastify-color-warning': 'var(--accent)',
  '--toastify-color-info': 'var(--brand)',
  '--toastify-icon-color-success': 'var(--success)',
  '--toastify-icon-color-error': 'var(--danger)',
  '--toastify-icon-color-warning': 'var(--accent)',
  '--toastify-icon-color-info': 'var(--brand)',
  '--toastify-color-progress-success': 'var(--success)',
  '--toastify-color-progress-error': 'var(--danger)',
  '--toastify-color-progress-warning': 'var(--accent)',
  '--toastify-color-progress-info': 'var(--brand)',
} as CSSProperties;
