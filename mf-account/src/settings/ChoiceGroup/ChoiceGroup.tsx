import { useId } from 'react';
import type { Choice } from '../Field/Field';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps {
  legend: string;
  value: string;
  options: readonly (Choice & { description?: string })[];
  onChange(value: string): void;
  /** Side by side (yes / no) rather than cards. */
  inline?: boolean;
}

/** One choice out of a few, as native radio buttons: arrow keys move between them. */
export function ChoiceGroup({ legend, value, options, onChange, inline = false }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className={`${styles.group} ${inline ? styles.inline : ''}`}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span className={styles.label}>{o.label}</span>
            {o.description ? <span className={styles.description}>{o.description}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
