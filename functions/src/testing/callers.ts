import type { SignedInCaller } from '../http/caller';

/** A signed-in caller as the verified token would describe them. */
export const signedIn = (uid: string, email = `${uid}@example.com`, name = 'Ada Obi'): SignedInCaller => ({
  uid,
  email,
  emailVerified: true,
  name,
  picture: null,
  providerId: 'google.com',
});
