import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
// Everything the server answers itself; the dev server forwards it so the browser sees one origin.
const proxiedPaths = ['/api', '/media', '/uploads', '/dev', '/healthz', '/readyz'];

export default defineConfig({
  // index.html lives at the repo root (scripts/build-web.ts builds with root = repo root).
  root: rootDir,
  publicDir: path.join(rootDir, 'web/public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@web': path.join(rootDir, 'web'),
      '@contract': path.join(rootDir, 'contract'),
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(
      proxiedPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  preview: {
    port: Number(process.env.WEB_PORT ?? 4173),
    proxy: Object.fromEntries(proxiedPaths.map((p) => [p, { target: apiTarget }])),
  },
  build: {
    outDir: path.join(rootDir, 'dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // react-dom alone is ~210 kB minified (~65 kB gzipped); warn about anything bigger than it.
    chunkSizeWarningLimit: 260,
  },
});
