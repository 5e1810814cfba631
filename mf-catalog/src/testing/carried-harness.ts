import type { CarriedResponse } from 'shared-contracts';
import { routeDataUrls } from 'shared-contracts/route-data';
import { createHarness, type Harness } from 'shared-contracts/testing';
import { ROUTE_DATA } from '../server/route-data';

/**
 * A platform whose page carried `body` for the screen's first data, under the URLs its manifest names for the
 * page's `query`, as a first view the server rendered does (shell/src/server/render-page.tsx), with no catalog
 * put in place: the screen uses its own HTTP client. `asked` records every request that still went out.
 */
export function carryingHarness(module: keyof typeof ROUTE_DATA, body: unknown, query = ''): { harness: Harness; urls: string[]; asked: string[] } {
  const config = { catalogApiUrl: 'https://shop.example/api/catalog' };
  const urls = routeDataUrls(ROUTE_DATA, module, config, {}, new URLSearchParams(query));
  const carried: Record<string, CarriedResponse> = Object.fromEntries(urls.map((url) => [url, { status: 200, body, stale: false }]));
  const asked: string[] = [];
  const harness = createHarness({
    config,
    fetch: (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Promise.reject(new TypeError('Not carried'));
    },
  });
  return { harness: { ...harness, platform: { ...harness.platform, readRouteData: (url) => carried[url] } }, urls, asked };
}
