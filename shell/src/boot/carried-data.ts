import type { CarriedResponse } from 'shared-contracts';
import { ROUTE_DATA_ELEMENT_ID, type CarriedData } from 'shared-contracts/server-render';
import { isRecord } from '../util/is-record';

/**
 * How old the page's data may be and still count as just read: a page the render function has just made. One a
 * CDN kept longer is shown as it came and asked for again, so a changed price or stock follows after hydration.
 */
export const CARRIED_FRESH_MS = 10_000;

const isCarried = (value: unknown): value is CarriedData =>
  isRecord(value) &&
  typeof value.readAt === 'number' &&
  isRecord(value.responses) &&
  Object.values(value.responses).every((response) => isRecord(response) && typeof response.status === 'number');

/** The data a server-rendered page carried for its first view (compose-page.ts), or null for none or an unreadable one. */
export function readCarriedData(doc: Pick<Document, 'getElementById'>): CarriedData | null {
  const text = doc.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isCarried(data) ? data : null;
  } catch {
    return null;
  }
}

/** `ShopPlatform.readRouteData` over it: each answer by its URL, stale once older than {@link CARRIED_FRESH_MS}. */
export function carriedDataReader(data: CarriedData | null, now: () => number = Date.now): (url: string) => CarriedResponse | undefined {
  return (url) => {
    const response = data && Object.hasOwn(data.responses, url) ? data.responses[url] : undefined;
    return response && { status: response.status, body: response.body, stale: now() - data!.readAt > CARRIED_FRESH_MS };
  };
}
