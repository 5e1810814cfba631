import { useEffect, useRef } from 'react';
import { TEXT_LIMITS, useToast } from 'shared-contracts';
import {
  EMPTY_SPECIFICATION,
  type ItemSpecification,
  NEW_ITEM_MESSAGES,
  removeItemSpecification,
} from '../../shared/new-item';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import styles from './ItemSpecificationsField.module.css';

const T = CREATE_ITEM_TEXTS.specifications;

export interface ItemSpecificationsFieldProps {
  id: string;
  rows: readonly ItemSpecification[];
  onChange(rows: ItemSpecification[]): void;
}

const isEmpty = (row: ItemSpecification) => row.key.trim() === '' && row.value.trim() === '';

/**
 * SPEC §2 Specifications: name / value rows. At least one row stays (SPEC §5): the only row's
 * remove button empties it. Rows missing a half are dropped when the item is created.
 */
export function ItemSpecificationsField({ id, rows, onChange }: ItemSpecificationsFieldProps) {
  const toast = useToast();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row whose name input takes focus after an add or a remove.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input[data-part="key"]') ?? [];
    (inputs[Math.min(index, inputs.length - 1)] ?? addButton.current)?.focus();
  }, [rows]);

  const edit = (index: number, patch: Partial<ItemSpecification>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, { ...EMPTY_SPECIFICATION }]);
  };
  const remove = (index: number) => {
    focusRow.current = index;
    onChange(removeItemSpecification(rows, index));
    toast('success', NEW_ITEM_MESSAGES.specificationRemoved);
  };

  return (
    <div className={styles.field}>
      <div className={styles.heads} aria-hidden="true">
        <span>{T.key}</span>
        <span>{T.value}</span>
      </div>
      <ol ref={list} className={styles.rows}>
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            // Rows have no identity of their own; the index is what their labels name.
            <li key={index} className={styles.row}>
              <label className="visually-hidden" htmlFor={`${id}-${n}-key`}>
                {T.keyLabel(n)}
              </label>
              <input
                id={`${id}-${n}-key`}
                data-part="key"
                type="text"
                maxLength={TEXT_LIMITS.specificationKey}
                value={row.key}
                placeholder={T.keyPlaceholder}
                onChange={(e) => edit(index, { key: e.target.value })}
              />
              <label className="visually-hidden" htmlFor={`${id}-${n}-value`}>
                {T.valueLabel(n)}
              </label>
              <input
                id={`${id}-${n}-value`}
                type="text"
                maxLength={TEXT_LIMITS.specificationValue}
                value={row.value}
                placeholder={T.valuePlaceholder}
                onChange={(e) => edit(index, { value: e.target.value })}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={T.remove(n)}
                disabled={rows.length === 1 && isEmpty(row)}
                onClick={() => remove(index)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
                </svg>
              </button>
            </li>
          );
        })}
      </ol>
      <p className={styles.hint}>{T.hint}</p>
      <button ref={addButton} type="button" className={styles.add} onClick={add}>
        {T.add}
      </button>
    </div>
  );
}
