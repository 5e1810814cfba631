// Types of runtime-config.cjs for TypeScript callers.

export declare class ConfigFileError extends Error {
  readonly code: 'SHOP_CONFIG';
}

export declare function localConfig(ports: Record<string, number>, host?: string): Record<string, unknown>;
/**
 * Defaults, then SHOP_CONFIG's file, then MF_*_MANIFEST, CATALOG_URL and EARLY_BIRD_ENDS_AT (else a week
 * after `firstStart`); throws ConfigFileError.
 */
export declare function runtimeConfig(ports: Record<string, number>, env?: NodeJS.ProcessEnv, options?: { firstStart?: number }): Record<string, unknown>;
/** What the shell would refuse in a config, or null. */
export declare function configProblem(config: unknown): string | null;
export declare function envName(federation: string): string;
