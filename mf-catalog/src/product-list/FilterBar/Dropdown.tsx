import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ChevronDownIcon } from 'shop-ui/icons';
import box from '../../shared/styles/box.module.css';
import surface from '../../shared/styles/panel.module.css';
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
  const panel = useRef<HTMLDivElement>(null);
  // Closing while focus is inside (an option chosen by keyboard) would hide the focused option and
  // drop focus to the page: it goes back to the button. A layout effect runs before the browser moves it.
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    const closing = wasOpen.current && !open;
    wasOpen.current = open;
    if (closing && panel.current?.contains(document.activeElement)) button.current?.focus();
  }, [open]);
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
        className={`${box.box} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        <span className={styles.triggerLabel}>{label}</span>
        <span className={styles.triggerValue}>{value}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id={id} ref={panel} className={`${surface.panel} ${styles.panel}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
