// Types of catalog-service.cjs for TypeScript callers.
import type { Product } from './generate-catalog.cjs';

export interface CatalogServiceOptions {
  /** 0 picks a free port, kept across stop and start. */
  port: number;
  host?: string;
  /** Products to generate (200 by default). */
  count?: number;
  seed?: number;
  /** Added before every response. */
  delayMs?: number;
  /** Serve these instead of a generated catalog (e.g. DummyJSON's own data); relative image paths get the origin. */
  products?: Product[];
}

export interface CatalogService {
  /** Base URL; with port 0, the real port once started. */
  readonly url: string;
  /** The generated catalog, image paths relative to the service. */
  readonly products: Product[];
  start(): Promise<void>;
  /** Stops at once, dropping open connections; start() works again afterwards. */
  stop(): Promise<void>;
}

export declare function createCatalogService(options: CatalogServiceOptions): CatalogService;
export { MESSAGES } from './catalog-query.cjs';
