import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the install lives, for files found on disk at run time (web/dist, migrations). From source
// (tsx, vitest) this module sits in src/; in the production bundle (scripts/build-server.mjs) it is
// inlined into dist/server/main.mjs, and the build defines the way from there back to the root.

declare const __MARQUEE_ROOT_FROM_BUNDLE__: string | undefined;

/** The folder of the running code: src/ from source, the bundle's folder (dist/server) when bundled. */
export const CODE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** true in the esbuild bundle (`npm start`), false under tsx and vitest. */
export const BUNDLED = typeof __MARQUEE_ROOT_FROM_BUNDLE__ === 'string';

/** The install's root folder: package.json, node_modules, web/dist, migrations/. */
export const APP_ROOT = path.resolve(CODE_DIR, typeof __MARQUEE_ROOT_FROM_BUNDLE__ === 'string' ? __MARQUEE_ROOT_FROM_BUNDLE__ : '..');
