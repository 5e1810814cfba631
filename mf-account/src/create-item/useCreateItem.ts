import { useRef, useState, type FormEvent } from 'react';
import { ServerCallError, PRODUCT_IMAGES_MAX, usePlatform, useSession, useToast } from 'shared-contracts';
import {
  emptyNewItem,
  isItemCategory,
  listingFromNewItem,
  NEW_ITEM_MESSAGES,
  type NewItemDraft,
  type NewItemField,
  type NewItemImage,
  type NewItemProblem,
  validateNewItem,
} from '../shared/new-item';
import { listingCalls } from '../server/listing-calls';

export interface CreatedItem {
  name: string;
  isActive: boolean;
}

/**
 * The Create New Item form's state and its one save: the spec's checks in order (shown by the
 * field, as a toast, and the field focused), then a public listing under the seller's uid.
 * A failed save keeps everything; a second submit while saving does nothing.
 */
export function useCreateItem() {
  const session = useSession();
  const { callServer } = usePlatform();
  const toast = useToast();
  const [draft, setDraft] = useState<NewItemDraft>(emptyNewItem);
  const [problem, setProblem] = useState<NewItemProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedItem | null>(null);
  // Bumped on success so the sections start afresh (the tag being typed included).
  const [round, setRound] = useState(0);
  const busy = useRef(false);
  const controls = useRef<Partial<Record<NewItemField, HTMLElement | null>>>({});
  const imagesInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  const set = <K extends keyof NewItemDraft>(key: K, value: NewItemDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const addImages = (added: NewItemImage[]) => {
    setDraft((d) => ({ ...d, images: [...d.images, ...added].slice(0, PRODUCT_IMAGES_MAX) }));
    if (problem?.field === 'images') setProblem(null);
  };
  const removeImage = (id: string) => setDraft((d) => ({ ...d, images: d.images.filter((i) => i.id !== id) }));
  const controlRef = (field: NewItemField) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = validateNewItem(draft);
    setProblem(found);
    if (found) {
      toast('error', found.message);
      (found.field === 'images' ? imagesInput.current : controls.current[found.field])?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const listing = listingFromNewItem(draft);
      // validateNewItem refused any other category above; this tells the types (and says 'failed' if it ever did not).
      if (!isItemCategory(listing.category)) throw new Error(`Not a category: ${listing.category}`);
      await listingCalls(callServer).addListing({ ...listing, category: listing.category });
      toast('success', NEW_ITEM_MESSAGES.created);
      setCreated({ name: listing.name, isActive: listing.isActive });
      setDraft(emptyNewItem());
      setRound((r) => r + 1);
    } catch (error) {
      // The server names what it refused ('name: must be at most 80 characters'): say it after the spec's words.
      const refused = error instanceof ServerCallError && error.code === 'invalid';
      toast('error', refused ? `${NEW_ITEM_MESSAGES.failed} (${error.message})` : NEW_ITEM_MESSAGES.failed);
      // The sections were locked while saving; the shopper carries on from the button.
      submitButton.current?.focus();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { session, draft, problem, saving, created, round, set, addImages, removeImage, controlRef, imagesInput, submitButton, submit };
}
