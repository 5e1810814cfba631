// Types of site-headers.cjs for TypeScript callers.

/** A Firebase Hosting header rule: applies to each request path its regex matches; later rules win. */
export interface HeaderRule {
  regex: string;
  headers: Record<string, string>;
}

export declare function siteRules(kind: 'shell' | 'remote' | 'files', config: unknown, options?: { corsOrigin?: string | null }): HeaderRule[];
export declare function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string>;
