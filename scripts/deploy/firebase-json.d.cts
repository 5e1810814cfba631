// Types of firebase-json.cjs for TypeScript callers.

/** deploy/production.json: where and how the shop is deployed. */
export interface Production {
  project: string;
  shellOrigin: string;
  sites: Record<string, string>;
  keep: { versions: number; days: number };
  config: Record<string, unknown>;
}

export declare class DeployConfigError extends Error {}
export declare const PRODUCTION_FILE: string;
/** deploy/production.json (or `file`), checked; throws DeployConfigError naming what is wrong. */
export declare function readProduction(file?: string): Production;
export declare function firebaseJson(production: Production): { hosting: { target: string; public: string }[] } & Record<string, unknown>;
export declare function firebaserc(production: Production): Record<string, unknown>;
/** firebase.json and .firebaserc as they must read. */
export declare function generatedFiles(production?: Production): Record<string, string>;
