import { useId } from 'react';
import styles from './Toggle.module.css';

export interface ToggleProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off setting: a native checkbox with the switch role, so Space toggles it and it reads as on or off. */
export function Toggle({ label, description, checked, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id}>{label}</label>
        {description ? <p id={`${id}-description`}>{description}</p> : null}
      </div>
      <input
        id={id}
        className={styles.switch}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
