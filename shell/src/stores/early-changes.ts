import type { ShopNotification } from 'shared-contracts';

/**
 * The page shows this browser's copy of the list before the account's stored list arrives, and a
 * shopper may act on it in that moment. What they did (comparing the list as it is `now` with the
 * list as it was `before` the load began) is applied to the stored list: a notice removed stays
 * removed, one read stays read, and one added meanwhile (the checkout's 'Order placed') is kept.
 * An onboarding notice is left to the onboarding rule, which runs on the merged list.
 */
export function applyEarlyChanges(stored: ShopNotification[], before: ShopNotification[], now: ShopNotification[]): ShopNotification[] {
  if (now === before) return stored;
  const wasShown = new Set(before.map((n) => n.id));
  const shownNow = new Map(now.map((n) => [n.id, n]));
  const isStored = new Set(stored.map((n) => n.id));
  const added = now.filter((n) => !wasShown.has(n.id) && !isStored.has(n.id) && n.type !== 'onboarding');
  const kept = stored
    .filter((n) => !wasShown.has(n.id) || shownNow.has(n.id))
    .map((n) => (!n.isRead && shownNow.get(n.id)?.isRead ? { ...n, isRead: true } : n));
  return [...added, ...kept];
}
