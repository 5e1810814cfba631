import { useRef } from 'react';
import { TEXT_LIMITS, useToast } from 'shared-contracts';
import { Button, buttonClass } from 'shop-ui/button';
import { FormField } from 'shop-ui/form-field';
import { TrashIcon } from 'shop-ui/icons';
import {
  EMPTY_SPECIFICATION,
  type ItemSpecification,
  NEW_ITEM_MESSAGES,
  removeItemSpecification,
} from '../../shared/new-item';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import { useFocusInList } from '../../shared/use-focus-in-list';
import styles from './ItemSpecificationsField.module.css';

const T = CREATE_ITEM_TEXTS.specifications;

export interface ItemSpecificationsFieldProps {
  id: string;
  rows: readonly ItemSpecification[];
  onChange(rows: ItemSpecification[]): void;
}

const PARTS = ['key', 'value'] as const;
const LIMITS = { key: TEXT_LIMITS.specificationKey, value: TEXT_LIMITS.specificationValue };

const isEmpty = (row: ItemSpecification) => row.key.trim() === '' && row.value.trim() === '';

/**
 * SPEC §2 Specifications: name / value rows. At least one row stays (SPEC §5): the only row's
 * remove button empties it. Rows missing a half are dropped when the item is created.
 */
export function ItemSpecificationsField({ id, rows, onChange }: ItemSpecificationsFieldProps) {
  const toast = useToast();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After an add or a remove, a row's name input takes the focus (the Add button when none is left).
  const focusRow = useFocusInList(list, 'input[data-part="key"]', addButton, rows);

  const edit = (index: number, patch: Partial<ItemSpecification>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    focusRow(rows.length);
    onChange([...rows, { ...EMPTY_SPECIFICATION }]);
  };
  const remove = (index: number) => {
    focusRow(index);
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
              {/* Named one by one for screen readers; the column heads say it to the eye. */}
              {PARTS.map((part) => (
                <FormField key={part} id={`${id}-${n}-${part}`} label={<span className="visually-hidden">{T[`${part}Label`](n)}</span>}>
                  {(control) => (
                    <input
                      {...control}
                      data-part={part}
                      type="text"
                      maxLength={LIMITS[part]}
                      value={row[part]}
                      placeholder={T[`${part}Placeholder`]}
                      onChange={(e) => edit(index, { [part]: e.target.value })}
                    />
                  )}
                </FormField>
              ))}
              <Button
                variant="quiet"
                className={styles.remove}
                aria-label={T.remove(n)}
                disabled={rows.length === 1 && isEmpty(row)}
                onClick={() => remove(index)}
              >
                <TrashIcon size={18} />
              </Button>
            </li>
          );
        })}
      </ol>
      <p className={styles.hint}>{T.hint}</p>
      <button ref={addButton} type="button" className={buttonClass('outline', { className: styles.add })} onClick={add}>
        {T.add}
      </button>
    </div>
  );
}
