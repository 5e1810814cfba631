/** What the emulator's account chooser answers: the Google account to sign in as. */
export interface ChosenAccount {
  email: string;
  name: string;
}

/** Emails are one account whatever their case or surrounding spaces (Google and Firebase agree). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** cyrb53: a small, well-spread 53-bit string hash; identity of test accounts, not security. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The Google subject (`sub`) of an emulator account, derived from the email alone: the same email
 * is always the same Google account, so the emulator gives it the same Firebase uid. 21 digits,
 * like a real Google subject.
 */
export function emulatorSubject(email: string): string {
  const key = normalizeEmail(email);
  const digits = [0, 1].map((seed) => String(cyrb53(key, seed)).padStart(16, '0')).join('');
  return `1${digits.slice(0, 20)}`;
}

/** The unsigned Google ID token the Auth emulator accepts in place of Google's pop-up. */
export function emulatorIdToken({ email, name }: ChosenAccount): string {
  return JSON.stringify({ sub: emulatorSubject(email), email: normalizeEmail(email), email_verified: true, name: name.trim() });
}
