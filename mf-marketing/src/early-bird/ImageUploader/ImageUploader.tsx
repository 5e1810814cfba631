import { useId, useRef, useState, type DragEvent } from 'react';
import {
  EARLY_BIRD_IMAGES_MAX,
  EARLY_BIRD_IMAGE_MAX_BYTES,
  MESSAGES,
  TEXT_LIMITS,
  useBus,
  useToast,
} from 'shared-contracts';
import { TextField } from 'shop-ui/form-field';
import { CloseIcon } from 'shop-ui/icons';
import { EARLY_BIRD_IMAGE_TYPES } from '../early-bird-constants';
import type { EarlyBirdImage } from '../early-bird-form';
import iconButton from '../../styles/icon-button.module.css';
import styles from './ImageUploader.module.css';

interface ImageUploaderProps {
  images: readonly EarlyBirdImage[];
  onAdd: (files: File[]) => void;
  onRename: (preview: string, title: string) => void;
  onRemove: (preview: string) => void;
}

const isJpegOrPng = (file: File) => (EARLY_BIRD_IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * Item images by drag and drop or by browsing, each shown with a preview, an editable title and a
 * remove button. The hint's promise is kept: JPEG or PNG only, at most 2MB each, and at most five in
 * all; whatever is refused is named in a toast, and the rest is added.
 */
export function ImageUploader({ images, onAdd, onRename, onRemove }: ImageUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const toast = useToast();
  const bus = useBus();

  const take = (files: File[]) => {
    const pictures = files.filter(isJpegOrPng);
    if (pictures.length < files.length) toast('error', MESSAGES.earlyBird.onlyImages);
    const small = pictures.filter((file) => file.size <= EARLY_BIRD_IMAGE_MAX_BYTES);
    for (const file of pictures) if (file.size > EARLY_BIRD_IMAGE_MAX_BYTES) toast('error', MESSAGES.earlyBird.tooLarge(file.name));
    const room = Math.max(0, EARLY_BIRD_IMAGES_MAX - images.length);
    if (small.length > room) toast('error', MESSAGES.earlyBird.tooMany(EARLY_BIRD_IMAGES_MAX));
    const accepted = small.slice(0, room);
    if (accepted.length === 0) return;
    onAdd(accepted);
    bus.emit('announce', { message: `${accepted.length} image${accepted.length === 1 ? '' : 's'} added` });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.uploader} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        Item images
      </p>
      <button
        type="button"
        className={styles.dropZone}
        data-pick-images
        data-dragging={dragging}
        aria-describedby={`${id}-hint`}
        onClick={() => input.current?.click()}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </svg>
        <span>
          Drag and drop images here, or <span className={styles.browse}>click to browse</span>
        </span>
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        JPEG or PNG, max 2MB each
      </p>
      <input
        ref={input}
        type="file"
        accept={EARLY_BIRD_IMAGE_TYPES.join(',')}
        multiple
        hidden
        aria-label="Choose item images"
        onChange={(e) => {
          take(Array.from(e.target.files ?? []));
          e.target.value = ''; // The same file may be chosen again after removing it.
        }}
      />

      {images.length > 0 && (
        <ul className={styles.previews} aria-label="Selected images">
          {images.map((image, i) => (
            <li key={image.preview} className={styles.preview}>
              <img className={styles.thumb} src={image.preview} alt={`Preview of ${image.file.name}`} width={72} height={72} />
              <TextField
                id={`${id}-title-${i}`}
                label={`Image ${i + 1} title`}
                maxLength={TEXT_LIMITS.shortText}
                value={image.title}
                onValue={(title) => onRename(image.preview, title)}
              />
              <button
                type="button"
                className={`${iconButton.iconButton} ${iconButton.danger}`}
                aria-label={`Remove image ${i + 1}`}
                onClick={() => {
                  onRemove(image.preview);
                  bus.emit('announce', { message: `Image ${i + 1} removed` });
                }}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
