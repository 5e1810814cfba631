import { useCallback } from 'react';
import { usePlatform, useSession } from 'shared-contracts';
import { useLoaded } from '../Orders/use-loaded';

/** The signed-in shopper's reviews, from their account document. */
export function useMyReviews() {
  const { accounts } = usePlatform();
  const { uid } = useSession();
  const load = useCallback(async () => (await accounts!.read(uid!))?.reviews ?? [], [accounts, uid]);
  return useLoaded(accounts && uid ? load : null);
}

/** The signed-in seller's sales, newest first; under a shell older than contracts 1.7, none to show. */
export function useMySales() {
  const { accounts } = usePlatform();
  const { uid } = useSession();
  const load = useCallback(() => accounts!.listSales!(uid!), [accounts, uid]);
  return useLoaded(accounts?.listSales && uid ? load : null);
}

/** The items the signed-in shopper listed for sale, newest first. */
export function useMyListings() {
  const { accounts } = usePlatform();
  const { uid } = useSession();
  const load = useCallback(() => accounts!.listMyListings(uid!), [accounts, uid]);
  return useLoaded(accounts && uid ? load : null);
}
