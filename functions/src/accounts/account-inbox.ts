import { NOTIFICATIONS_MAX } from 'shared-contracts/schemas';
import type { AccountDocument, ShopNotification } from 'shared-contracts';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';

/** A notice for some shoppers' inboxes: who hears of it, and what they read. */
export interface Notice {
  to: string[];
  note: ShopNotification;
}

/** An account as stored: `inbox` is the list a server before the inbox collection kept on it (still delivered). */
export type AccountWithInbox = AccountDocument & { inbox?: ShopNotification[] };

/** A shopper's inbox: one document per notice the server sent them, named by the notice's id. */
export const inboxOf = (deps: Deps, uid: string) => deps.db.collection(COLLECTIONS.accounts).doc(uid).collection('inbox');

/**
 * The shop's server adds to a shopper's notifications through their inbox, never the list the browser
 * saves whole, so the two never overwrite each other; the next read delivers it. Each notice is a
 * document of its own, written without reading any other, so sixty sales at once leave sixty notices
 * (a shared list read and written back lost some). Its id is the notice's, so a retried step writes it
 * again, not twice. Reads first, as a transaction must (whether each account exists: the shop's own
 * stock has none, and hears nothing), and returns the write.
 */
export async function prepareNotice(deps: Deps, tx: Transaction, notice: Notice | null) {
  if (!notice || notice.to.length === 0) return () => undefined;
  const accounts = notice.to.map((uid) => deps.db.collection(COLLECTIONS.accounts).doc(uid));
  const snaps = await tx.getAll(...accounts);
  return () => {
    snaps.forEach((snap, i) => {
      if (snap.exists) tx.set(inboxOf(deps, notice.to[i]!).doc(notice.note.id), notice.note);
    });
  };
}

/**
 * Moves what waits in the shopper's inbox into their notifications, newest first, within the limit, in
 * the caller's transaction; answers the list. A notice sent meanwhile stays in the inbox for the next read.
 */
export async function deliverInbox(deps: Deps, tx: Transaction, account: DocumentReference, doc: AccountWithInbox): Promise<ShopNotification[]> {
  const waiting = await tx.get(inboxOf(deps, account.id).orderBy('createdAt').limit(NOTIFICATIONS_MAX));
  const own = doc.notifications ?? [];
  const sent = [...(doc.inbox ?? []), ...waiting.docs.map((d) => d.data() as ShopNotification)];
  const fresh = sent.filter((n, i) => !own.some((o) => o.id === n.id) && sent.findIndex((s) => s.id === n.id) === i);
  const items = [...fresh.reverse(), ...own].slice(0, NOTIFICATIONS_MAX);
  if (sent.length > 0) {
    // Emptied, not deleted: the local Firestore stand-in ignores a field's deletion.
    tx.update(account, { notifications: items, ...(doc.inbox?.length ? { inbox: [] } : {}) });
    waiting.docs.forEach((d) => tx.delete(d.ref));
  }
  return items;
}
