/**
 * Where sign-in returns to: a path of this shop given in `?next=`, else `fallback`. Anything
 * that could leave the site (`//host`, `https:`, `/\\host`) is refused.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/shop'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  if (/^\/(login|register)(\/|\?|$)/.test(next)) return fallback;
  return next;
}
