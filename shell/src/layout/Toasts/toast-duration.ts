import { TOAST, type ToastKind } from 'shared-contracts';

/** SPEC §9: a toast closes after its own duration, else its kind's default (error 4 s, success 2 s, others 5 s). */
export function toastDuration(kind: ToastKind, durationMs?: number): number {
  if (durationMs != null) return durationMs;
  if (kind === 'error') return TOAST.errorMs;
  if (kind === 'success') return TOAST.successMs;
  return TOAST.defaultMs;
}
