import type { CallServer, SessionUser } from 'shared-contracts';
import { memoryCallServer, type MemoryAccountStore } from 'shared-contracts/testing';

/** The shop's server over an in-memory store, its caller the signed-in shopper of `session` (the token's, in the shop). */
export const serverOver = (store: MemoryAccountStore, session: () => SessionUser): CallServer =>
  memoryCallServer(store, () => {
    const user = session();
    return { uid: user.isLoggedIn ? (user.uid ?? undefined) : undefined, user: null };
  });
