// Types of static-server.cjs for TypeScript callers.
import type { IncomingMessage } from 'node:http';

export type Headers = Record<string, string> | ((req: IncomingMessage) => Record<string, string>);

export interface StaticServerOptions {
  root: string;
  /** 0 picks a free port, kept across stop and start. */
  port: number;
  host?: string;
  /** Unknown paths without an extension answer index.html. */
  spa?: boolean;
  cors?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
  /** On every response. */
  headers?: Headers;
  /** On HTML pages only (the Content-Security-Policy). */
  pageHeaders?: Headers;
}

export interface StaticServer {
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export declare function createStaticServer(options: StaticServerOptions): StaticServer;
