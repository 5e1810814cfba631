// The routes whose first view the server renders (the route table's `firstViewOnServer`): the stack sends
// their pages to the render function, as firebase.json's rewrites send them on Hosting.
import { REMOTE_ROUTES } from '../../shell/src/app/route-table';
import { routeForPath } from '../../shell/src/boot/route-for-path';
import { encodePage } from '../../functions/src/render/page-encoding';
import type { PageAnswer } from './static-server';

const RENDERED = REMOTE_ROUTES.filter((route) => route.firstViewOnServer);

export const isRenderedPage = (pathname: string) => routeForPath(RENDERED, pathname) !== undefined;

/** Hosting's rewrite sources for them: `/products/:slug` is `/products/*`. */
export const renderedPageGlobs = (): string[] => [...new Set(RENDERED.map((route) => route.path.replace(/:[^/]+/g, '*')))];

/** What the page keeps of the function's answer: the rest (the policies) are the site's own headers. */
const KEPT = ['Content-Type', 'Cache-Control', 'ETag'];

/** The stack's stand-in for Hosting's rewrite: a rendered page from the function at `functionUrl()`. */
export function renderedPage(functionUrl: () => string | null) {
  return async (request: { pathname: string; url: string; ifNoneMatch?: string; acceptEncoding?: string }): Promise<PageAnswer | null> => {
    const url = functionUrl();
    if (!url || !isRenderedPage(request.pathname)) return null;
    const response = await fetch(`${url}${request.url}`, {
      // Unencoded: the page is encoded once, here, for the browser, as Hosting passes it on.
      headers: { Accept: 'text/html', 'Accept-Encoding': 'identity', ...(request.ifNoneMatch ? { 'If-None-Match': request.ifNoneMatch } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    // The gate's "busy", a function that failed, or a path the Functions emulator's router cannot decode (a 400
    // before the function is reached): the shell's page, which the browser renders. A 404 is the shop's own.
    if (response.status >= 400 && response.status !== 404) return null;
    const headers = Object.fromEntries(KEPT.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
    const page = encodePage({ headers, body: Buffer.from(await response.arrayBuffer()) }, request.acceptEncoding);
    return { status: response.status, headers: page.headers, body: Buffer.from(page.body) };
  };
}
