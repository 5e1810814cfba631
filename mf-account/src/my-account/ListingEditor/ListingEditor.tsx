import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LISTING_LIMITS, PRODUCT_IMAGES_MAX, TEXT_LIMITS, useToast, type Listing, type ListingPatch } from 'shared-contracts';
import { listingEditDraft, listingEditPatch, validateListingEdit, type ListingEditDraft, type ListingEditField } from '../listing-edit';
import type { NewItemImage, NewItemProblem } from '../../shared/new-item';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import { MY_LISTINGS_TEXTS } from '../my-listings-texts';
import { ItemImagesField } from '../../shared/ItemImagesField/ItemImagesField';
import { trapFocus } from './trap-focus';
import styles from './ListingEditor.module.css';

const T = MY_LISTINGS_TEXTS.editor;
const F = CREATE_ITEM_TEXTS.fields;

export interface ListingEditorProps {
  listing: Listing;
  /** Sends what changed; resolves true once saved (its opener then closes it), false to stay open as typed. */
  onSave(patch: ListingPatch): Promise<boolean>;
  onCancel(): void;
}

/**
 * Edit of a seller's listing (issue 29) in a modal dialog: Price, Stock, Description and Pictures with
 * Create Item's labels, limits, image field and SPEC §5 checks (shown by the field, as a toast, the field
 * focused). Focus starts on Price and stays inside; Escape and Cancel close it. While saving nothing
 * changes and Save reads 'Saving...'; a refused save keeps everything as typed.
 */
export function ListingEditor({ listing, onSave, onCancel }: ListingEditorProps) {
  const id = useId();
  const toast = useToast();
  const [draft, setDraft] = useState<ListingEditDraft>(() => listingEditDraft(listing, (n) => T.picture(listing.name, n)));
  const [problem, setProblem] = useState<NewItemProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const controls = useRef<Partial<Record<ListingEditField, HTMLElement | null>>>({});
  const imagesInput = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // After a refused save the fields unlock; the seller carries on from Save, not from the page's start.
  const refused = useRef(false);

  useEffect(() => {
    controls.current.price?.focus();
  }, []);
  useEffect(() => {
    if (saving || !refused.current) return;
    refused.current = false;
    saveButton.current?.focus();
  }, [saving]);

  const set = (key: Exclude<ListingEditField, 'images'>, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const addImages = (added: NewItemImage[]) => {
    setDraft((d) => ({ ...d, images: [...d.images, ...added].slice(0, PRODUCT_IMAGES_MAX) }));
    if (problem?.field === 'images') setProblem(null);
  };
  const removeImage = (imageId: string) => setDraft((d) => ({ ...d, images: d.images.filter((i) => i.id !== imageId) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateListingEdit(draft);
    setProblem(found);
    if (found) {
      toast('error', found.message);
      (found.field === 'images' ? imagesInput.current : controls.current[found.field])?.focus();
      return;
    }
    const patch = listingEditPatch(listing, draft);
    if (Object.keys(patch).length === 0) {
      toast('info', MY_LISTINGS_TEXTS.unchanged);
      onCancel();
      return;
    }
    setSaving(true);
    if (await onSave(patch)) return;
    refused.current = true;
    setSaving(false);
  };
  const cancel = () => {
    if (!saving) onCancel();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    } else {
      trapFocus(event, panel.current);
    }
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: ListingEditField) => (problem?.field === field ? problem.message : undefined);
  const checked = (field: Exclude<ListingEditField, 'images'>) => ({
    id: fieldId(field),
    ref: (el: HTMLElement | null) => {
      controls.current[field] = el;
    },
    value: draft[field],
    required: true,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${fieldId(field)}-error` : undefined,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const field = (name: ListingEditField, label: string, control: ReactNode, span?: 'full') => (
    <div className={styles.field} data-span={span}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {control}
      {errorOf(name) && (
        <p id={`${fieldId(name)}-error`} className={styles.error}>
          {errorOf(name)}
        </p>
      )}
    </div>
  );

  return createPortal(
    <div className={styles.root}>
      {/* No close on the backdrop: a stray click must not throw away what was typed. */}
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={fieldId('title')}
        aria-describedby={fieldId('keeps')}
        onKeyDown={onKeyDown}
      >
        <h2 id={fieldId('title')}>{T.title(listing.name)}</h2>
        <p id={fieldId('keeps')} className={styles.keeps}>
          {T.keeps}
        </p>
        <form className={styles.form} aria-labelledby={fieldId('title')} noValidate onSubmit={(e) => void submit(e)}>
          <fieldset className={styles.fields} disabled={saving}>
            {field('price', F.price, <input {...checked('price')} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.priceMax} step="1" />)}
            {field('stock', F.stock, <input {...checked('stock')} type="number" inputMode="numeric" min="0" max={LISTING_LIMITS.stockMax} step="1" />)}
            {field('description', F.description, <textarea {...checked('description')} rows={4} maxLength={TEXT_LIMITS.description} />, 'full')}
            <div className={styles.pictures} role="group" aria-labelledby={fieldId('pictures')}>
              <h3 id={fieldId('pictures')}>{CREATE_ITEM_TEXTS.sections.images}</h3>
              <ItemImagesField
                id={fieldId('images')}
                images={draft.images}
                onAdd={addImages}
                onRemove={removeImage}
                inputRef={imagesInput}
                error={errorOf('images')}
              />
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="button" className={styles.cancel} disabled={saving} onClick={cancel}>
              {T.cancel}
            </button>
            <button ref={saveButton} type="submit" className={styles.save} disabled={saving}>
              {saving ? T.saving : T.save}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
