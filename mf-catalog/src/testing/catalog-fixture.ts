import { createElement, type ReactElement } from 'react';
import type { Product } from 'shared-contracts';
import { renderScreen, type RenderScreenOptions } from 'shared-contracts/test-utils';
import { CatalogError } from '../server/catalog-error';
import { sampleProduct } from '../harness/sample-product';
import type { CatalogApi } from '../server/catalog-api';
import { CatalogApiProvider } from '../server/catalog-api-context';
import { createMemoryCatalogApi } from '../server/memory-catalog-api';

/** A product as the catalog endpoint would give it, with what a test needs changed. */
export function testProduct(id: number, extra: Partial<Product> = {}): Product {
  return sampleProduct(id, {
    name: `Test Product ${id}`,
    image: `https://img.test/${id}.svg`,
    images: [`https://img.test/${id}/1.svg`, `https://img.test/${id}/2.svg`],
    price: 100 + id,
    description: `About test product ${id}.`,
    rating: 4.2,
    reviewCount: 12,
    isFeatured: false,
    stock: 20,
    ...extra,
  });
}

/** The catalog endpoint in memory, over these products in this order. */
export const testCatalog = (products: readonly Product[]): CatalogApi => createMemoryCatalogApi(products);

/** A screen of this remote under `catalog`, with the shop's contracts and a router around it. */
export function renderWithCatalog(ui: ReactElement, { catalog, ...options }: RenderScreenOptions & { catalog: CatalogApi }) {
  return renderScreen(createElement(CatalogApiProvider, { api: catalog, children: ui }), options);
}

const unreachable = (message = 'The catalog cannot be reached') => Promise.reject(new CatalogError(message));

/** The calls that ask the endpoint. */
type Call = Exclude<keyof CatalogApi, 'carried'>;

/** Fails the first call of each method as an unreachable endpoint does, then answers: for Retry. */
export function failingOnce(api: CatalogApi): CatalogApi {
  const failed = new Set<Call>();
  const once =
    <K extends Call>(name: K) =>
    (...args: Parameters<CatalogApi[K]>) => {
      if (failed.has(name)) return (api[name] as (...a: Parameters<CatalogApi[K]>) => ReturnType<CatalogApi[K]>)(...args);
      failed.add(name);
      return unreachable();
    };
  return { page: once('page'), categories: once('categories'), bySlug: once('bySlug'), suggest: once('suggest') } as CatalogApi;
}

/** A catalog that is down: every call rejects as the HTTP client does when nothing answers. */
export function failingCatalog(message?: string): CatalogApi {
  return { page: () => unreachable(message), categories: () => unreachable(message), bySlug: () => unreachable(message), suggest: () => unreachable(message) };
}

/** A catalog whose answers the test releases one by one, in any order: for races. */
export function heldCatalog(api: CatalogApi) {
  const held: { what: string; release: () => void }[] = [];
  const hold =
    <A extends unknown[], R>(what: (...args: A) => string, call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      new Promise<R>((resolve, reject) => held.push({ what: what(...args), release: () => call(...args).then(resolve, reject) }));
  const catalog: CatalogApi = {
    page: hold((q) => `page ${JSON.stringify(q)}`, api.page),
    categories: hold(() => 'categories', api.categories),
    bySlug: hold((slug) => `product ${slug}`, api.bySlug),
    // Quoted, so that releasing 'suggest "de"' never answers 'suggest "desk"'.
    suggest: hold((q) => `suggest ${JSON.stringify(q)}`, api.suggest),
  };
  /** Answers the held request whose description contains `text`. */
  const release = (text: string) => {
    const index = held.findIndex((h) => h.what.includes(text));
    if (index < 0) throw new Error(`No held request for ${text}: ${held.map((h) => h.what).join('; ')}`);
    held.splice(index, 1)[0]!.release();
  };
  return { catalog, held, release };
}
