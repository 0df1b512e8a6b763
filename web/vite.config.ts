import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { legalMarkdown } from './build/legal-markdown.js';
import { prerenderPublicPages } from './build/prerender-public-pages.js';
import { requireProductionSettings } from './build/require-production-settings.js';

export default defineConfig({
  plugins: [react(), legalMarkdown(), requireProductionSettings(), prerenderPublicPages()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Keeps a build report that the bundle-size test reads (which chunks each route pulls).
    manifest: true,
    // The dashboard chunk carries the Firestore/Storage/Functions SDKs (~650 kB raw) by design.
    chunkSizeWarningLimit: 700,
  },
});
