const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a modal: past its last control to its first, and back. */
export function trapFocus(event: { key: string; shiftKey: boolean; preventDefault(): void }, within: HTMLElement | null) {
  if (event.key !== 'Tab' || !within) return;
  const controls = [...within.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !within.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !within.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
