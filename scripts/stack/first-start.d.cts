// Types of first-start.cjs for TypeScript callers.

/** The time recorded in `file`, or `now`, recorded there when the file is missing or unreadable. */
export declare function firstStartAt(file: string, now?: number): number;
