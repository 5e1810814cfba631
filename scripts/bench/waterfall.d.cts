// Types of waterfall.cjs for TypeScript callers.

export interface Request {
  id: string;
  url: string;
  /** Chromium's resource type: Document, Script, Fetch, XHR, Stylesheet, Image, Preflight, Other. */
  type: string;
  /** When the main-thread task that sent it began (ms). */
  sentAt: number;
  /** When its response had fully arrived (ms). */
  endAt: number;
  /** Who serves it: an app's folder, 'catalog', 'auth' or the host. */
  app: string;
}

export interface Waterfall {
  remote: string | null;
  depth: number;
  fromManifest: number | null;
  dataRequests: number;
  steps: string[];
  requests: { level: number; kind: string; url: string; sentMs: number; doneMs: number }[];
}

export declare function waterfallLevels(requests: Request[]): Map<string, number>;
export declare function describeWaterfall(requests: Request[]): Waterfall;
