import { createHash } from 'node:crypto';
import { SERVER_ENTRY_PATH, SERVER_STYLES_PATH, SHELL_PAGE_PATH, type RenderedPage, type RenderRequest, type ShellServerEntry } from 'shared-contracts/server-render';
import { criticalCss } from './critical-css';
import { composePage } from './compose-page';
import { evaluateEntry } from './evaluate-entry';
import type { SiteFiles } from './site-files';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** As the catalog's GET (catalog-endpoint.ts): a CDN keeps a page a minute, a browser revalidates by ETag. */
const CACHED = 'public, max-age=0, s-maxage=60';
const HTML = 'text/html; charset=utf-8';

export interface RendererOptions {
  /** The shell's origin, where its page, config.json and server entry are (never taken from a request). */
  siteUrl: string;
  files: SiteFiles;
  /** How long the route's remote may take to be ready (rspack.base.ts `serverEntry`). */
  budgetMs: number;
  log: { warn(message: string, details: object): void; error(message: string, error: unknown): void };
  /** How a route's data is asked for (the catalog's endpoint). */
  fetch?: typeof fetch;
}

const isShellEntry = (value: unknown): value is ShellServerEntry =>
  typeof value === 'object' && value !== null && typeof (value as ShellServerEntry).render === 'function' && typeof (value as ShellServerEntry).shared === 'object';

/**
 * A public route's page with its first view as HTML (shared-contracts/server-render.ts), from the shell's and
 * the route's remote's deployed server entries. Any other route, or a shell that cannot render, gets the
 * shell's page as before: the browser renders it, so a broken render costs speed, never the page.
 */
export function pageRenderer(options: RendererOptions) {
  const site = (file: string) => new URL(file, `${options.siteUrl.replace(/\/+$/, '')}/`).href;

  let warmed = false;
  /** A cold instance asks for every remote's server entry while it reads the shell's, so its first render rarely waits on one. */
  function warm(config: unknown) {
    if (warmed) return;
    warmed = true;
    const remotes = typeof config === 'object' && config !== null ? (config as { remotes?: unknown }).remotes : null;
    if (typeof remotes !== 'object' || remotes === null) return;
    for (const manifest of Object.values(remotes)) {
      if (typeof manifest === 'string') options.files.text(new URL(SERVER_ENTRY_PATH, manifest).href).catch(() => undefined);
    }
  }

  async function render(url: string, template: string) {
    const config: unknown = JSON.parse(await options.files.text(site('config.json')));
    warm(config);
    const entryUrl = site(SERVER_ENTRY_PATH);
    const shell = await options.files.derived(entryUrl, (source) => evaluateEntry(source, entryUrl));
    if (!isShellEntry(shell)) throw new Error(`${entryUrl} is not the shell's server entry`);
    const request: RenderRequest = {
      url,
      config,
      budgetMs: options.budgetMs,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      loadEntry: (remoteUrl) => options.files.derived(remoteUrl, (source) => evaluateEntry(source, remoteUrl, shell.shared) as never, shell),
    };
    const page: RenderedPage | null = await shell.render(request);
    if (!page) return null;
    for (const fallback of page.fallbacks) options.log.warn('an area was left to the browser', { url, ...fallback });
    // The shell's styles and the rendered remotes'; one that cannot be read costs its rules, not the page.
    const sheets = await Promise.all([site(SERVER_STYLES_PATH), ...page.styles].map((sheet) => options.files.text(sheet).catch(() => '')));
    const css = criticalCss(sheets.join('\n'), page.html);
    // The tag names what the page is made of, not when its data was read: a page rendered again with the same
    // figures is answered 304, and the browser's copy (its older `readAt`) has its data asked for again after hydration.
    const hash = createHash('sha256').update(template).update(page.html).update(css).update(JSON.stringify(page.data?.responses ?? null));
    return { status: page.status, body: composePage(template, page.html, css, page.data), etag: `"${hash.digest('base64url').slice(0, 27)}"` };
  }

  return async (request: { method: string; url: string; ifNoneMatch?: string }): Promise<PageAnswer> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD' }, body: '' };
    let template: string;
    try {
      template = await options.files.text(site(SHELL_PAGE_PATH));
    } catch (error) {
      options.log.error('the shell page could not be read', error);
      return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' }, body: 'The shop could not answer just now. Please try again.' };
    }
    let page: { status: number; body: string; etag: string } | null = null;
    try {
      page = await render(request.url, template);
    } catch (error) {
      options.log.error('the page could not be rendered', error);
    }
    if (!page) return { status: 200, headers: { 'Content-Type': HTML, 'Cache-Control': 'no-cache' }, body: template };
    const headers = { 'Content-Type': HTML, 'Cache-Control': CACHED, ETag: page.etag };
    if (request.ifNoneMatch === page.etag) return { status: 304, headers, body: '' };
    return { status: page.status, headers, body: page.body };
  };
}
