import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './FilterBar.module.css';

interface DropdownProps {
  label: string;
  /** What is chosen now, shown on the button. */
  value: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/** A disclosure: a button and its panel; Escape or a click outside closes it. */
export function Dropdown({ label, value, open, onToggle, children }: DropdownProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onToggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onToggle]);
  return (
    <div className={styles.dropdown} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        <span className={styles.triggerLabel}>{label}</span>
        <span className={styles.triggerValue}>{value}</span>
        <svg viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <div id={id} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
