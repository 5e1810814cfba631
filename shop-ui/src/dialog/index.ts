export { Dialog, type DialogPlacement, type DialogProps } from './Dialog';
export { focusableIn } from './focusable';
