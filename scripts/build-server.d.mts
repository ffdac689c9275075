// Types of scripts/build-server.mjs, for the TypeScript that imports it (tests, bench).
export declare const ROOT: string;
export declare const SERVER_DIST: string;
export declare function serverSourceTime(root?: string): number;
export declare function serverBuildStale(outDir?: string, root?: string): boolean;
export declare function buildServer(outDir?: string, root?: string): Promise<string>;
export declare function ensureServerBuild(opts?: { force?: boolean; outDir?: string; root?: string }): Promise<boolean>;
