// Types of stage.cjs for TypeScript callers.
export declare function stageRemote(options: { distDir: string; siteDir: string; version: string }): string;
export declare function stageShell(options: { distDir: string; siteDir: string; config: object }): void;
export declare function writeShellConfig(siteDir: string, config: object): void;
