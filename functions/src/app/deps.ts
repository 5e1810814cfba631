import type { Firestore } from 'firebase-admin/firestore';

/** What every handler needs: the store and the clock (tests pass their own). */
export interface Deps {
  db: Firestore;
  now: () => number;
}
