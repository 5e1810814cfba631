export { TOAST_THEME } from './toast-theme';
export { default as toastStyles } from './toast.module.css';
