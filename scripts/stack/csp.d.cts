// Types of csp.cjs for TypeScript callers.

export type Directives = Record<string, string[]>;

/** The shell page's Content-Security-Policy for a runtime config. */
export declare function shellPolicy(config: unknown): string;
export declare function shellDirectives(config: unknown): Directives;
/** A remote's own QA page, served alone. */
export declare function remotePagePolicy(config: unknown): string;
export declare function remotePageDirectives(config: unknown): Directives;
/** The origin of an http(s) URL fit for a header, or null. */
export declare function originOf(url: unknown): string | null;
export declare const PAYSTACK: { frame: string; api: string };
export declare const GOOGLE: { auth: string[]; firestore: string; popupScript: string; photos: string };
