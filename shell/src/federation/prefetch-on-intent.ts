import { matchPath } from 'react-router-dom';
import type { RemoteRoute } from '../app/route-table';

export interface PrefetchTargets {
  routes: readonly RemoteRoute[];
  /** Loads the route's module (manifest, entry and chunk): the next page paints without a spinner. */
  load(remote: string, module: string): Promise<unknown>;
  /** Reads the remote's manifest only: cheap enough for every link that scrolls into view. */
  warm(remote: string): void;
  /** Signed-in-only routes are not fetched for a visitor (their code loads only after sign-in). */
  isSignedIn(): boolean;
}

/** The remote screen a same-origin link leads to, if any. */
export function routeOfLink(href: string, origin: string, routes: readonly RemoteRoute[]): RemoteRoute | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return routes.find((route) => matchPath(route.path, url.pathname));
}

/**
 * Load on intent: a link hovered, focused or touched loads its route's module; a link that scrolls
 * into view of the page's content warms its remote's manifest. Listens at the document, so links a
 * remote renders count as well as the shell's. Returns a function that stops it.
 */
export function prefetchOnIntent(doc: Document, targets: PrefetchTargets, contentId = 'main'): () => void {
  const origin = doc.location?.origin ?? window.location.origin;
  const allowed = (route: RemoteRoute | null | undefined): route is RemoteRoute => !!route && (!route.signedIn || targets.isSignedIn());
  const linkOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLAnchorElement>('a[href]') : null);

  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    const route = link && routeOfLink(link.href, origin, targets.routes);
    if (allowed(route)) targets.load(route.remote, route.module).catch(() => undefined);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true, capture: true });

  let stopViewing = () => undefined as void;
  if (typeof IntersectionObserver !== 'undefined' && typeof MutationObserver !== 'undefined') {
    const seen = new WeakSet<Element>();
    const viewed = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        viewed.unobserve(entry.target);
        const route = routeOfLink((entry.target as HTMLAnchorElement).href, origin, targets.routes);
        if (allowed(route)) targets.warm(route.remote);
      }
    });
    const watchLinks = () => {
      const content = doc.getElementById(contentId);
      content?.querySelectorAll('a[href]').forEach((link) => {
        if (seen.has(link)) return;
        seen.add(link);
        viewed.observe(link);
      });
    };
    // Screens add links in bursts (a product grid): look once per burst.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const added = new MutationObserver(() => {
      pending ??= setTimeout(() => {
        pending = undefined;
        watchLinks();
      }, 100);
    });
    added.observe(doc.body, { childList: true, subtree: true });
    watchLinks();
    stopViewing = () => {
      clearTimeout(pending);
      added.disconnect();
      viewed.disconnect();
    };
  }
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
    stopViewing();
  };
}
