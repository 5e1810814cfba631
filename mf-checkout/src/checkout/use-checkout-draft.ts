import { useCallback, useEffect, useState } from 'react';
import type { SessionUser, ShippingData } from 'shared-contracts';
import type { Payer } from './payer';
import { payerFromProfile, resyncWithProfile, shippingFromProfile } from './checkout-rules';
import { clearDraft, readDraft, writeDraft, type CheckoutDraft } from './draft-storage';

const storage = () => window.sessionStorage;

function freshDraft(user: SessionUser): CheckoutDraft {
  const profile = shippingFromProfile(user);
  return { shipping: { ...profile, method: 'standard' }, payer: payerFromProfile(user), profile };
}

/** Re-syncs the fields a shopper has not typed over with a changed profile (SPEC §2). */
function synced(draft: CheckoutDraft, user: SessionUser): CheckoutDraft {
  const profile = shippingFromProfile(user);
  if (JSON.stringify(profile) === JSON.stringify(draft.profile)) return draft;
  const { method, ...fields } = draft.shipping;
  const payerBefore = { firstName: draft.profile.firstName, lastName: draft.profile.lastName, email: draft.profile.email };
  return {
    ...draft,
    shipping: { ...resyncWithProfile(fields, draft.profile, profile), method },
    payer: resyncWithProfile(draft.payer, payerBefore, payerFromProfile(user)),
    profile,
  };
}

/**
 * The checkout's fields: prefilled from the profile, re-synced when it changes, and kept
 * in this tab's storage so Back, Continue and a reload lose nothing the shopper typed.
 */
export function useCheckoutDraft(user: SessionUser) {
  const uid = user.uid;
  const [draft, setDraft] = useState<CheckoutDraft>(() => synced(readDraft(storage(), uid) ?? freshDraft(user), user));

  // Another shopper signing in within the tab starts from their own draft.
  const [draftUid, setDraftUid] = useState(uid);
  if (draftUid !== uid) {
    setDraftUid(uid);
    setDraft(synced(readDraft(storage(), uid) ?? freshDraft(user), user));
  }

  const next = synced(draft, user);
  if (next !== draft) setDraft(next);

  useEffect(() => writeDraft(storage(), uid, draft), [uid, draft]);

  const setShipping = useCallback((patch: Partial<ShippingData>) => setDraft((d) => ({ ...d, shipping: { ...d.shipping, ...patch } })), []);
  const setPayer = useCallback((patch: Partial<Payer>) => setDraft((d) => ({ ...d, payer: { ...d.payer, ...patch } })), []);
  const clear = useCallback(() => clearDraft(storage(), uid), [uid]);

  return { draft, setShipping, setPayer, clear };
}
