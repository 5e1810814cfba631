import type { SignedInCaller } from '../http/caller';
import { CATALOG_SELLER_ID } from '../catalog/dummyjson-product';

/** The shop's staff list, from the server's config (empty: nobody acts for the shop's own stock). */
export interface StaffDeps {
  staffEmails?: readonly string[];
}

/**
 * The sellers the caller acts for: themselves, and the shop itself (the catalog's products) when
 * their verified email is on the staff list.
 */
export function actingSellers(deps: StaffDeps, caller: SignedInCaller): string[] {
  const email = caller.emailVerified ? caller.email?.toLowerCase() : undefined;
  const staff = email !== undefined && (deps.staffEmails ?? []).includes(email);
  return staff ? [caller.uid, CATALOG_SELLER_ID] : [caller.uid];
}
