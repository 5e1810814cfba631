// Types of hosting-emulator.cjs for TypeScript callers.

export interface HostingEmulator {
  /** Each site's address, in the order of `hosting`. */
  readonly urls: string[];
  readonly logFile: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export declare function createHostingEmulator(options: {
  dir: string;
  hosting: object[];
  firebaserc: object;
  projectId: string;
  port: number;
  host?: string;
}): HostingEmulator;
export declare function sitePorts(port: number, count: number): number[];
