import { useMemo } from 'react';
import { usePlatform, useSession } from 'shared-contracts';
import { accountCalls } from '../server/account-calls';
import { listingCalls } from '../server/listing-calls';
import { orderCalls } from '../server/order-calls';
import { useLoaded } from '../shared/use-loaded';

/** The signed-in shopper's reviews, from their account document. */
export function useMyReviews() {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  // A new load for each shopper; none for a visitor.
  const load = useMemo(() => (uid ? async () => (await accountCalls(callServer).readAccount())?.reviews ?? [] : null), [callServer, uid]);
  return useLoaded(load);
}

/** The signed-in seller's sales, newest first. */
export function useMySales() {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const load = useMemo(() => (uid ? () => orderCalls(callServer).listSales() : null), [callServer, uid]);
  return useLoaded(load);
}

/** The items the signed-in shopper listed for sale, newest first. */
export function useMyListings() {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const load = useMemo(() => (uid ? () => listingCalls(callServer).listMyListings() : null), [callServer, uid]);
  return useLoaded(load);
}
