// Types of runtime-config.cjs for TypeScript callers.

export declare class ConfigFileError extends Error {
  readonly code: 'SHOP_CONFIG';
}

export declare function localConfig(ports: Record<string, number>, host?: string): Record<string, unknown>;
/** Defaults, then SHOP_CONFIG's file, then MF_*_MANIFEST and CATALOG_URL; throws ConfigFileError. */
export declare function runtimeConfig(ports: Record<string, number>, env?: NodeJS.ProcessEnv): Record<string, unknown>;
/** What the shell would refuse in a config, or null. */
export declare function configProblem(config: unknown): string | null;
export declare function envName(federation: string): string;
