// Types of static-server.cjs for TypeScript callers.
import type { HeaderRule } from './site-headers.cjs';

export interface StaticServerOptions {
  root: string;
  /** 0 picks a free port, kept across stop and start. */
  port: number;
  host?: string;
  /** Unknown paths without an extension answer index.html. */
  spa?: boolean;
  /** Without rules: plain files anyone may load. */
  cors?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
  /** The site's header rules (site-headers.cjs); a function is asked on every request. */
  rules?: HeaderRule[] | (() => HeaderRule[]);
}

export interface StaticServer {
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export declare function createStaticServer(options: StaticServerOptions): StaticServer;
