import { useRef, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import { useToast } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { CloseIcon } from 'shop-ui/icons';
import { NEW_ITEM_MESSAGES, selectItemImages, type NewItemImage } from '../new-item';
import { CREATE_ITEM_TEXTS } from '../create-item-texts';
import { useFocusInList } from '../use-focus-in-list';
import { readImage } from './read-image';
import styles from './ItemImagesField.module.css';

const T = CREATE_ITEM_TEXTS.images;

export interface ItemImagesFieldProps {
  id: string;
  images: readonly NewItemImage[];
  onAdd(images: NewItemImage[]): void;
  onRemove(id: string): void;
  /** The file input, which the form focuses when 'At least one image is required'. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The submit check's message for this field, if it failed. */
  error?: string;
  /** Reads a file for the listing (a data URL); a test may pass its own. */
  read?: (file: File) => Promise<string>;
}

let nextImageId = 1;

/**
 * SPEC §2 Product Images: a labelled file input that is also a drop zone, and a thumbnail with a
 * remove button per image. Files are checked (SPEC §5) before they are read; every outcome is a toast.
 * The first image is the listing's main picture.
 */
export function ItemImagesField({ id, images, onAdd, onRemove, inputRef, error, read = readImage }: ItemImagesFieldProps) {
  const toast = useToast();
  const [dragging, setDragging] = useState(false);
  // Files being read still count against the limit, so two quick choices cannot pass 5.
  const pending = useRef(0);
  const [reading, setReading] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // After a remove, focus moves to the next image's remove button (or the input), not to the page.
  const focusAfterRemove = useFocusInList(list, 'button', inputRef, images);

  const remove = (image: NewItemImage, index: number) => {
    focusAfterRemove(index);
    onRemove(image.id);
    toast('success', NEW_ITEM_MESSAGES.imageRemoved);
  };

  const take = async (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, problems } = selectItemImages(images.length + pending.current, files);
    pending.current += accepted.length;
    setReading(pending.current > 0);
    const results = await Promise.all(
      accepted.map(async (file) => {
        try {
          return { id: `image-${nextImageId++}`, name: file.name, src: await read(file) };
        } catch {
          problems.push(NEW_ITEM_MESSAGES.notAnImage(file.name));
          return null;
        }
      }),
    );
    pending.current -= accepted.length;
    setReading(pending.current > 0);
    const added = results.filter((r): r is NewItemImage => r !== null);
    for (const problem of problems) toast('error', problem);
    if (added.length > 0) {
      onAdd(added);
      toast('success', NEW_ITEM_MESSAGES.imagesUploaded(added.length));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) is seen.
    event.target.value = '';
    void take(files);
  };
  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={choose}
        />
        <label htmlFor={id} className={styles.label}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
          </svg>
          <span className={buttonClass('filled', { className: styles.choose })}>{T.choose}</span>
        </label>
        <p className={styles.drop} aria-hidden="true">
          {T.drop}
        </p>
        <p id={hintId} className={styles.hint}>
          {T.hint(images.length)}
        </p>
        <p className={styles.reading} role="status">
          {reading ? T.reading : ''}
        </p>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul ref={list} className={styles.thumbs} aria-label={T.list}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.src} alt={image.name} />
              {index === 0 && <span className={styles.main}>{T.main}</span>}
              <button type="button" className={styles.remove} aria-label={T.remove(image.name)} onClick={() => remove(image, index)}>
                <CloseIcon size={16} strokeWidth={2.2} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
