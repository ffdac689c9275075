// Types of scripts/check-node.mjs, for the TypeScript that imports it (tests).
export declare const engines: { node: string; 'older-node': string };
export declare function satisfies(version: string, range?: string): boolean;
export declare function advice(version: string): string;
