import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from 'shop-ui/button';
import { Dialog } from 'shop-ui/dialog';
import { FormField, type FieldControl } from 'shop-ui/form-field';
import { TEXT_LIMITS, useToast, type Listing, type ListingPatch } from 'shared-contracts';
import { LISTING_LIMITS } from 'shared-contracts/core';
import { listingEditDraft, listingEditPatch, validateListingEdit, type ListingEditDraft, type ListingEditField } from '../listing-edit';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import { MY_LISTINGS_TEXTS } from '../my-listings-texts';
import { ItemImagesField } from '../../shared/ItemImagesField/ItemImagesField';
import { useItemDraft } from '../../shared/use-item-draft';
import styles from './ListingEditor.module.css';

const T = MY_LISTINGS_TEXTS.editor;
const F = CREATE_ITEM_TEXTS.fields;

type ControlProps = FieldControl & {
  ref(el: HTMLElement | null): void;
  value: string;
  required: true;
  onChange(event: { target: { value: string } }): void;
};

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
  const { draft, problem, set, addImages, removeImage, controlRef, imagesInput, focus, passes } = useItemDraft<ListingEditDraft>(() =>
    listingEditDraft(listing, (n) => T.picture(listing.name, n)),
  );
  const [saving, setSaving] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  // After a refused save the fields unlock; the seller carries on from Save, not from the page's start.
  const refused = useRef(false);

  useEffect(() => focus('price'), []);
  useEffect(() => {
    if (saving || !refused.current) return;
    refused.current = false;
    saveButton.current?.focus();
  }, [saving]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!passes(validateListingEdit(draft))) return;
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

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: ListingEditField) => (problem?.field === field ? problem.message : undefined);
  // The kit's field gives each control its label, look and error; the editor adds its value and focus.
  const field = (name: Exclude<ListingEditField, 'images'>, label: string, control: (props: ControlProps) => ReactNode, span?: 'full') => (
    <FormField id={fieldId(name)} label={label} error={errorOf(name)} className={span && styles.full}>
      {(kit) =>
        control({
          ...kit,
          ref: controlRef(name),
          value: draft[name],
          required: true,
          onChange: (e) => set(name, e.target.value),
        })
      }
    </FormField>
  );

  return createPortal(
    <Dialog
      open
      title={T.title(listing.name)}
      placement="center"
      wide
      describedBy={fieldId('keeps')}
      // A stray click beside it must not throw away what was typed.
      closeOnBackdrop={false}
      onClose={cancel}
      footer={
        <>
          <button type="button" className={buttonClass('outline')} disabled={saving} onClick={cancel}>
            {T.cancel}
          </button>
          <button ref={saveButton} type="submit" form={fieldId('form')} className={buttonClass('filled')} disabled={saving}>
            {saving ? T.saving : T.save}
          </button>
        </>
      }
    >
      <p id={fieldId('keeps')} className={styles.keeps}>
        {T.keeps}
      </p>
      <form id={fieldId('form')} aria-label={T.title(listing.name)} noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className={styles.fields} disabled={saving}>
          {field('price', F.price, (p) => <input {...p} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.priceMax} step="1" />)}
          {field('stock', F.stock, (p) => <input {...p} type="number" inputMode="numeric" min="0" max={LISTING_LIMITS.stockMax} step="1" />)}
          {field('description', F.description, (p) => <textarea {...p} rows={4} maxLength={TEXT_LIMITS.description} />, 'full')}
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
      </form>
    </Dialog>,
    document.body,
  );
}
