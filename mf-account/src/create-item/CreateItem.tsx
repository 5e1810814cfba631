import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_LIMITS } from 'shared-contracts';
import { ITEM_CATEGORIES, LISTING_LIMITS } from 'shared-contracts/core';
import { buttonClass } from 'shop-ui/button';
import { FormField, type FieldControl } from 'shop-ui/form-field';
import { listingFromNewItem, type NewItemField } from '../shared/new-item';
import { ItemImagesField } from '../shared/ItemImagesField/ItemImagesField';
import { ItemSpecificationsField } from './ItemSpecificationsField/ItemSpecificationsField';
import { ItemTagsField } from './ItemTagsField/ItemTagsField';
import { ListingPreview } from './ListingPreview/ListingPreview';
import { PageHeader } from '../shared/PageHeader/PageHeader';
import { SignedOutNotice } from '../shared/SignedOutNotice/SignedOutNotice';
import { ACCOUNT_TEXTS } from '../shared/account-texts';
import { CREATE_ITEM_TEXTS as T } from '../shared/create-item-texts';
import { useCreateItem } from './useCreateItem';
import styles from './CreateItem.module.css';

const isChecked = (name: string): name is NewItemField => name !== 'brand' && name !== 'sku';

/** `/create`: SPEC §2 Create New Item, saved as a public listing under the seller's uid. */
export function CreateItem() {
  const id = useId();
  const form = useCreateItem();
  const { draft, problem, saving, created, set } = form;
  const [preview, setPreview] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // Success resets the form: focus goes to what happened, not to the page's start.
  useEffect(() => {
    if (created) status.current?.focus();
  }, [created]);
  if (!form.session.isLoggedIn) return <SignedOutNotice />;

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: NewItemField) => (problem?.field === field ? problem.message : undefined);
  // The kit's field names, describes and marks each control; a checked one also takes the form's focus ref.
  const field = (
    name: NewItemField | 'brand' | 'sku',
    label: string,
    control: (props: FieldControl & { ref?: (el: HTMLElement | null) => void }) => ReactNode,
    options: { required?: boolean; span?: 'full' | 'half' } = {},
  ) => (
    <FormField
      id={fieldId(name)}
      className={options.span && styles[options.span]}
      label={
        <>
          {label}
          {options.required && (
            <span className={styles.required} aria-hidden="true">
              {' '}*
            </span>
          )}
        </>
      }
      error={isChecked(name) ? errorOf(name) : undefined}
    >
      {(kit) => control(isChecked(name) ? { ...kit, ref: form.controlRef(name) } : kit)}
    </FormField>
  );
  const section = (key: keyof typeof T.sections, children: ReactNode) => (
    <section className={styles.section} aria-labelledby={fieldId(`${key}-title`)}>
      <h2 id={fieldId(`${key}-title`)}>{T.sections[key]}</h2>
      {children}
    </section>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={T.title}
        titleId={fieldId('title')}
        intro={T.subtitle}
        actions={
          <button
            type="button"
            className={buttonClass('outline', { className: styles.toggle })}
            aria-expanded={preview}
            aria-controls={fieldId('preview')}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? T.preview.hide : T.preview.show}
          </button>
        }
      />

      {created && (
        <p ref={status} className={styles.created} role="status" tabIndex={-1}>
          {T.created(created.name)}{' '}
          {created.isActive && <Link to={`/products?q=${encodeURIComponent(created.name)}`}>{T.seeInShop}</Link>}
          {created.isActive && ' · '}
          <Link to="/account">{ACCOUNT_TEXTS.title}</Link>
        </p>
      )}

      <div className={styles.layout} data-preview={preview || undefined}>
        <aside id={fieldId('preview')} className={styles.preview} aria-labelledby={fieldId('preview-title')} hidden={!preview}>
          <h2 id={fieldId('preview-title')}>{T.preview.title}</h2>
          <p>{T.preview.caption}</p>
          {preview && <ListingPreview listing={listingFromNewItem(draft)} priceText={draft.price} />}
        </aside>

        <form className={styles.form} aria-labelledby={fieldId('title')} noValidate onSubmit={(e) => void form.submit(e)}>
          <p className={styles.note}>{T.required}</p>
          {/* Nothing changes while the listing is saved: success clears the form. */}
          <fieldset key={form.round} className={styles.sections} disabled={saving}>
            {section(
              'basic',
              <div className={styles.grid}>
                {field(
                  'name',
                  T.fields.name,
                  (p) => <input {...p} type="text" value={draft.name} required maxLength={TEXT_LIMITS.name} onChange={(e) => set('name', e.target.value)} />,
                  { required: true, span: 'full' },
                )}
                {field(
                  'description',
                  T.fields.description,
                  (p) => (
                    <textarea {...p} rows={4} value={draft.description} required maxLength={TEXT_LIMITS.description} onChange={(e) => set('description', e.target.value)} />
                  ),
                  { required: true, span: 'full' },
                )}
                {field(
                  'price',
                  T.fields.price,
                  (p) => (
                    <input
                      {...p}
                      type="number"
                      inputMode="numeric"
                      min="1"
                      max={LISTING_LIMITS.priceMax}
                      step="1"
                      value={draft.price}
                      required
                      onChange={(e) => set('price', e.target.value)}
                    />
                  ),
                  { required: true },
                )}
                {field(
                  'category',
                  T.fields.category,
                  (p) => (
                    <select {...p} value={draft.category} required onChange={(e) => set('category', e.target.value)}>
                      <option value="">{T.fields.categoryPlaceholder}</option>
                      {ITEM_CATEGORIES.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </select>
                  ),
                  { required: true },
                )}
                {field(
                  'stock',
                  T.fields.stock,
                  (p) => <input {...p} type="number" inputMode="numeric" min="0" step="1" value={draft.stock} required onChange={(e) => set('stock', e.target.value)} />,
                  { required: true },
                )}
                {field(
                  'brand',
                  T.fields.brand,
                  (p) => <input {...p} type="text" value={draft.brand} maxLength={TEXT_LIMITS.brand} onChange={(e) => set('brand', e.target.value)} />,
                  { span: 'half' },
                )}
                {field(
                  'sku',
                  T.fields.sku,
                  (p) => <input {...p} type="text" value={draft.sku} maxLength={TEXT_LIMITS.sku} onChange={(e) => set('sku', e.target.value)} />,
                  { span: 'half' },
                )}
              </div>,
            )}
            {section(
              'images',
              <ItemImagesField
                id={fieldId('images')}
                images={draft.images}
                onAdd={form.addImages}
                onRemove={form.removeImage}
                inputRef={form.imagesInput}
                error={problem?.field === 'images' ? problem.message : undefined}
              />,
            )}
            {section('tags', <ItemTagsField id={fieldId('tags')} tags={draft.tags} onChange={(tags) => set('tags', tags)} />)}
            {section(
              'specifications',
              <ItemSpecificationsField
                id={fieldId('specifications')}
                rows={draft.specifications}
                onChange={(rows) => set('specifications', rows)}
              />,
            )}
            {section(
              'settings',
              <div className={styles.switches}>
                {(['isActive', 'isFeatured'] as const).map((key) => {
                  const text = key === 'isActive' ? T.settings.active : T.settings.featured;
                  const hint = key === 'isActive' ? T.settings.activeHint : T.settings.featuredHint;
                  return (
                    <div key={key} className={styles.switch}>
                      <input
                        id={fieldId(key)}
                        type="checkbox"
                        checked={draft[key]}
                        aria-describedby={fieldId(`${key}-hint`)}
                        onChange={(e) => set(key, e.target.checked)}
                      />
                      <label htmlFor={fieldId(key)}>{text}</label>
                      <p id={fieldId(`${key}-hint`)}>{hint}</p>
                    </div>
                  );
                })}
              </div>,
            )}
          </fieldset>
          <div className={styles.actions}>
            <button ref={form.submitButton} type="submit" className={buttonClass('filled', { className: styles.submit })} aria-disabled={saving || undefined}>
              {saving ? T.submitting : T.submit}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
