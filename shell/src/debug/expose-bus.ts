import type { ShopBus } from 'shared-contracts';

/**
 * With `?debug` in the URL, the page's bus is reachable as `window.__shopBus`, so QA and the
 * browser journeys can emit what a remote would (cart events, toasts) and watch what others emit.
 */
export function exposeBusForDebugging(bus: ShopBus, location: Location = window.location): void {
  if (new URLSearchParams(location.search).has('debug')) {
    Object.assign(window, { __shopBus: bus });
  }
}
