// Types of hosted-shop.cjs for TypeScript callers.

export interface HostedShop {
  /** The shell's site. */
  url: string;
  /** Each app's site, by its folder name. */
  origins: Record<string, string>;
  /** The config.json the shell's site serves. */
  config: Record<string, unknown>;
  /** Where an app's site is staged (what Hosting serves, live). */
  siteDir(app: string): string;
  appByPort: Record<string, string>;
  stop(): Promise<void>;
}

export declare function startHostedShop(stack: { config: Record<string, unknown> }, options: { port: number; version?: string }): Promise<HostedShop>;
