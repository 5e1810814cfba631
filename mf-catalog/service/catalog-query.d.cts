// Types of catalog-query.cjs for TypeScript callers.

export declare const MESSAGES: {
  invalidLimit: string;
  invalidSkip: string;
  invalidQuery: string;
  invalidOrder: string;
  delayNotNumber: string;
  delayTooLong: string;
  delayNegative: string;
  productNotFound(id: string): string;
  notACount(name: 'limit' | 'skip'): string;
  invalidSortBy(field: string): string;
};

export declare class ApiError extends Error {
  constructor(message: string, status: number);
  status: number;
}

export interface ListOptions {
  limit: number;
  skip: number;
  select: string[] | null;
  q: string;
  sortBy: string | undefined;
  order: 'asc' | 'desc' | undefined;
  delay: number;
}

export interface Envelope {
  products: Record<string, unknown>[];
  total: number;
  skip: number;
  limit: number;
}

export declare function parseListOptions(params: URLSearchParams): ListOptions;
export declare function pageOf<T extends object>(
  items: T[],
  options: Pick<ListOptions, 'limit' | 'skip' | 'select' | 'sortBy' | 'order'>,
): Envelope;
export declare function pickFields(item: object, keys: string[]): Record<string, unknown>;
export declare function sortItems<T extends object>(items: T[], field: string, order: 'asc' | 'desc'): T[];
export declare function searchItems<T extends { title: string; description: string }>(items: T[], q: string): T[];
export declare function sortableFields(items: object[]): Set<string>;
export declare function checkSortBy(sortBy: string | undefined, fields: Set<string>): void;
