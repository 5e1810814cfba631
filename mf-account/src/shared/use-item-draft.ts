import { useRef, useState } from 'react';
import { useToast } from 'shared-contracts';
import { PRODUCT_IMAGES_MAX } from 'shared-contracts/core';
import type { NewItemField, NewItemImage, NewItemProblem } from './new-item';

/**
 * A listing form's draft (Create Item, a listing's edit) and the one problem its check found: editing a
 * field clears that field's problem, pictures are added within the listing's limit, and a problem is
 * shown by its field, as a toast, with that field focused.
 */
export function useItemDraft<D extends { images: NewItemImage[] }>(initial: D | (() => D)) {
  const toast = useToast();
  const [draft, setDraft] = useState<D>(initial);
  const [problem, setProblem] = useState<NewItemProblem | null>(null);
  const controls = useRef<Partial<Record<NewItemField, HTMLElement | null>>>({});
  const imagesInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof D & string>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const addImages = (added: NewItemImage[]) => {
    setDraft((d) => ({ ...d, images: [...d.images, ...added].slice(0, PRODUCT_IMAGES_MAX) }));
    if (problem?.field === 'images') setProblem(null);
  };
  const removeImage = (id: string) => setDraft((d) => ({ ...d, images: d.images.filter((i) => i.id !== id) }));
  /** The ref a checked field's control takes, so a problem can focus it. */
  const controlRef = (field: NewItemField) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };
  const focus = (field: NewItemField) => (field === 'images' ? imagesInput.current : controls.current[field])?.focus();
  /** Shows what the check found, if anything; true when the draft passed. */
  const passes = (found: NewItemProblem | null) => {
    setProblem(found);
    if (!found) return true;
    toast('error', found.message);
    focus(found.field);
    return false;
  };
  return { draft, setDraft, problem, set, addImages, removeImage, controlRef, imagesInput, focus, passes };
}
