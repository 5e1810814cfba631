import { useRef, useState, type FormEvent } from 'react';
import { ServerCallError, usePlatform, useSession, useToast } from 'shared-contracts';
import {
  emptyNewItem,
  isItemCategory,
  listingFromNewItem,
  NEW_ITEM_MESSAGES,
  type NewItemDraft,
  validateNewItem,
} from '../shared/new-item';
import { useItemDraft } from '../shared/use-item-draft';
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
  const { draft, setDraft, problem, set, addImages, removeImage, controlRef, imagesInput, passes } = useItemDraft<NewItemDraft>(emptyNewItem);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedItem | null>(null);
  // Bumped on success so the sections start afresh (the tag being typed included).
  const [round, setRound] = useState(0);
  const busy = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!passes(validateNewItem(draft))) return;
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
