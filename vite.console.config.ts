import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The operator console: a build of its own (web/console), served under /console. Apart from the
 * player's build, so no chunk is shared and the player's files stay the same to the byte, and the
 * player's service worker never precaches a console file.
 */
export default defineConfig({
  root: path.join(rootDir, 'web/console'),
  base: '/console/',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: {
      '@web': path.join(rootDir, 'web'),
      '@contract': path.join(rootDir, 'contract'),
    },
  },
  build: { outDir: path.join(rootDir, 'dist/web/console'), emptyOutDir: true },
});
