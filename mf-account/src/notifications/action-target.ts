/** Where a notification's action url leads: a path of the shop, another site, or nowhere. */
export type ActionTarget = { kind: 'path'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Paths of the shop go through the router (no reload); full urls of the shop's own origin too.
 * Other sites only over http(s): a stored `javascript:` or `data:` url never becomes a link.
 */
export function actionTarget(url: string | undefined, origin: string = window.location.origin): ActionTarget {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', to: value };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin) return { kind: 'path', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'external', href: parsed.href };
}
