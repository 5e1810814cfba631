import type { CarriedData } from 'shared-contracts/server-render';
import { carriedDataReader } from '../boot/carried-data';

/** What a page may carry: the data of its first view, which the catalog keeps small (a page of 12, one product). */
const MAX_CARRIED_BYTES = 512 * 1024;

/**
 * Reads a screen's route data on the server, each URL at most until `deadline`. An answer the screen can show
 * (200, or 404 for a product that is not there) is kept with its JSON body; anything else (late, refused, a
 * failure) is left out, so the screen renders its loading state and asks in the browser as it always has.
 */
export async function readRouteDataOnServer(urls: readonly string[], fetchImpl: typeof fetch, deadline: number, now: () => number = Date.now): Promise<CarriedData> {
  const responses: CarriedData['responses'] = {};
  await Promise.all(
    urls.map(async (url) => {
      const left = deadline - now();
      if (left <= 0) return;
      const signal = AbortSignal.timeout(left);
      const read = async () => {
        const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
        if (response.status !== 200 && response.status !== 404) return;
        const text = await response.text();
        // Past the deadline the page is rendered without it: it must not carry what its HTML does not show.
        if (!signal.aborted && text.length <= MAX_CARRIED_BYTES) responses[url] = { status: response.status, body: JSON.parse(text) as unknown };
      };
      // The deadline holds even for an answer that ignores its signal.
      const late = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      await Promise.race([read(), late]).catch(() => undefined);
    }),
  );
  return { readAt: now(), responses };
}

/** The screen's view of it while the page renders: read just now, so never stale. */
export const carriedReader = (data: CarriedData) => carriedDataReader(data, () => data.readAt);
