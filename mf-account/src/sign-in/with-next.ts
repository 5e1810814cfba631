/** Keeps where sign-in should return to when the shopper switches between sign-up and login. */
export const withNext = (path: string, next: string) => (next === '/shop' ? path : `${path}?next=${encodeURIComponent(next)}`);
