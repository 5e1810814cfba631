import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The admin SDK's Firestore: the server is the only writer of the shop's data. */
export function firestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

/** The shop's collections. */
export const COLLECTIONS = {
  accounts: 'accounts',
  earlyBirdRegistrations: 'earlyBirdRegistrations',
  orders: 'orders',
  paymentReferences: 'paymentReferences',
  reviews: 'reviews',
  sandboxCharges: 'sandboxCharges',
} as const;
