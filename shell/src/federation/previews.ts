import { PREVIEWS_STORAGE_KEY } from './preview-request';

export interface Preview {
  remote: string;
  url: string;
}

export interface PreviewOutcome {
  /** The runtime config's remotes with the accepted previews applied. */
  remotes: Record<string, string>;
  active: Preview[];
  /** Why each asked-for preview was refused, as the shopper-facing sentence. */
  refused: string[];
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storedPreviews(storage: KeyValueStorage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREVIEWS_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function refusal(remote: string, url: string, remotes: Record<string, string>, allowed: readonly string[]): string | null {
  if (!(remote in remotes)) return `${remote || 'That'} is not a remote of this shop.`;
  let origin: string;
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('scheme');
    origin = parsed.origin;
  } catch {
    return `${url || 'The preview'} is not a manifest URL. Write it as ?preview=${remote}@https://host/mf-manifest.json.`;
  }
  if (allowed.length === 0) return 'Previews are not allowed on this shop.';
  if (!allowed.includes(origin)) return `${origin} is not an allowed preview origin.`;
  return null;
}

/**
 * QA loads a branch build of one remote into the composed shop with `?preview=mf_catalog@<manifest URL>`
 * (`?preview=off` ends every preview). Only origins the runtime config lists in `previewOrigins` are
 * allowed; production lists none. Accepted previews are kept for the session and checked again on every
 * load, so a config that stops allowing an origin ends its preview.
 */
export function applyPreviews(
  config: { remotes: Record<string, string>; previewOrigins: readonly string[] },
  search: string,
  storage: KeyValueStorage,
): PreviewOutcome {
  const asked = new URLSearchParams(search).getAll('preview');
  let wanted = storedPreviews(storage);
  const refused: string[] = [];
  if (asked.includes('off')) wanted = {};
  for (const value of asked.filter((v) => v !== 'off')) {
    const at = value.indexOf('@');
    const remote = at < 0 ? value : value.slice(0, at);
    const url = at < 0 ? '' : value.slice(at + 1);
    const problem = refusal(remote, url, config.remotes, config.previewOrigins);
    if (problem) refused.push(`Preview of ${remote || 'a remote'} refused: ${problem}`);
    else wanted[remote] = url;
  }
  // Stored previews meet the same rules as new ones (the config may have changed since).
  const active = Object.entries(wanted)
    .filter(([remote, url]) => refusal(remote, url, config.remotes, config.previewOrigins) === null)
    .map(([remote, url]) => ({ remote, url }));
  if (active.length) storage.setItem(PREVIEWS_STORAGE_KEY, JSON.stringify(Object.fromEntries(active.map((p) => [p.remote, p.url]))));
  else storage.removeItem(PREVIEWS_STORAGE_KEY);
  return {
    remotes: { ...config.remotes, ...Object.fromEntries(active.map((p) => [p.remote, p.url])) },
    active,
    refused,
  };
}
