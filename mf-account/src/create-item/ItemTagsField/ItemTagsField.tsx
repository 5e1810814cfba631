import { useRef, useState, type KeyboardEvent } from 'react';
import { TEXT_LIMITS, useToast } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { FormField } from 'shop-ui/form-field';
import { CloseIcon } from 'shop-ui/icons';
import { addItemTag, NEW_ITEM_MESSAGES, removeItemTag } from '../../shared/new-item';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import styles from './ItemTagsField.module.css';

const T = CREATE_ITEM_TEXTS.tags;

export interface ItemTagsFieldProps {
  id: string;
  tags: readonly string[];
  onChange(tags: string[]): void;
}

/** SPEC §2 Tags: Enter (or the Add button) adds the typed tag; each tag has its remove button. */
export function ItemTagsField({ id, tags, onChange }: ItemTagsFieldProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    const { tags: next, outcome } = addItemTag(tags, text);
    if (outcome === 'blank') return;
    if (outcome === 'exists') {
      toast('error', NEW_ITEM_MESSAGES.tagExists);
      return;
    }
    onChange(next);
    setText('');
    toast('success', NEW_ITEM_MESSAGES.tagAdded);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a tag here; it must not submit the whole form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  const remove = (tag: string) => {
    onChange(removeItemTag(tags, tag));
    toast('success', NEW_ITEM_MESSAGES.tagRemoved);
    input.current?.focus();
  };

  return (
    <div className={styles.field}>
      <FormField id={id} label={T.input} hint={T.hint}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={input}
              type="text"
              maxLength={TEXT_LIMITS.tag}
              value={text}
              placeholder={T.placeholder}
              enterKeyHint="enter"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={keyDown}
            />
            <Button variant="outline" onClick={add}>
              {T.add}
            </Button>
          </div>
        )}
      </FormField>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={T.list}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button type="button" aria-label={T.remove(tag)} onClick={() => remove(tag)}>
                <CloseIcon size={14} strokeWidth={2.4} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
