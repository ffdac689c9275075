import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// The app version, sent with every client error report as its release.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  define: { 'import.meta.env.MARQUEE_RELEASE': JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // web/dist/.vite/manifest.json: the first-paint JS budget test (bench/lib/first-paint.ts) reads it
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // the self-hosted theme fonts (web/src/shell/web-fonts.ts) in a folder of their own
    rollupOptions: {
      output: {
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.woff2')) ? 'assets/fonts/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // the server-rendering build (scripts/ensure-build.mjs --ssr): one self-contained module; the
  // production image has no dev dependencies (react, wouter, ...) to load at run time
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/secure': 'http://localhost:3000',
      '/storage': 'http://localhost:3000',
    },
  },
});
