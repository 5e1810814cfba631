import { NOTIFICATIONS_MAX } from 'shared-contracts/schemas';
import type { AccountDocument, ShopNotification } from 'shared-contracts';
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { StepNotice } from '../orders/step-notifications';

/** What the server keeps beside a shopper's own notifications: those it sent and the browser has not read yet. */
export type AccountWithInbox = AccountDocument & { inbox?: ShopNotification[] };

/**
 * The shop's server adds to a shopper's notifications through an inbox on their account, never the
 * list the browser saves whole, so the two never overwrite each other; the next read delivers it.
 * Reads first, as a transaction must, and returns the write. Accounts that do not exist (the shop's
 * own stock has none) hear nothing.
 */
export async function prepareNotice(deps: Deps, tx: Transaction, notice: StepNotice | null) {
  if (!notice || notice.to.length === 0) return () => undefined;
  const refs = notice.to.map((uid) => deps.db.collection(COLLECTIONS.accounts).doc(uid));
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  return () => {
    snaps.forEach((snap, i) => {
      if (!snap.exists) return;
      const inbox = ((snap.data() as AccountWithInbox).inbox ?? []).filter((n) => n.id !== notice.note.id);
      tx.update(refs[i]!, { inbox: [...inbox, notice.note].slice(-NOTIFICATIONS_MAX) });
    });
  };
}

/** The shopper's notifications with the inbox delivered into them, newest first, within the limit. */
export function delivered(doc: AccountWithInbox): ShopNotification[] {
  const own = doc.notifications ?? [];
  const fresh = (doc.inbox ?? []).filter((n) => !own.some((o) => o.id === n.id));
  return [...fresh.reverse(), ...own].slice(0, NOTIFICATIONS_MAX);
}
