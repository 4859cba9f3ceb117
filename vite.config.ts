import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
// Everything the server answers itself; the dev server forwards it so the browser sees one origin.
// The modules of the app's shell (see codeSplitting below).
const SHELL_MODULES = new RegExp(
  [
    String.raw`node_modules/(react|i18next|react-i18next|use-sync-external-store|react-router|@tanstack/(react-query|query-core))/`,
    String.raw`web/api/(preferences|api-error|retry-policy|contract|auth-storage|client|queries/app-config)\.ts$`,
    String.raw`contract/(endpoint|error-codes|money|myanmar-text)\.ts$`,
    String.raw`web/ui/(icons|cx|button)\.tsx?$`,
    String.raw`web/i18n/(format-number|use-format)\.ts$`,
  ].join('|'),
);
const proxiedPaths = ['/api', '/media', '/uploads', '/dev', '/healthz', '/readyz'];

export default defineConfig({
  // index.html lives at the repo root (scripts/build-web.ts builds with root = repo root).
  root: rootDir,
  publicDir: path.join(rootDir, 'web/public'),
  plugins: [
    react(),
    VitePWA({
      // A new version waits until the player leaves a screen outside play (web/app/pwa.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Quiz Arena',
        short_name: 'Quiz Arena',
        description: 'Play daily quizzes and tournaments, challenge friends and win prizes.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#4f35d6',
        background_color: '#f5f3ff',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell and every screen's code: the app opens, and moves between screens, offline.
        // Fonts are left out (an English player never needs them) and cached when first used.
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: '/index.html',
        // Only app paths get the shell: the API, media, uploads and the server's own pages go
        // to the network.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/media\//,
          /^\/uploads\//,
          /^\/dev\//,
          // The operator console is another app, with its own page (web/console).
          /^\/console(\/|$)/,
          /^\/healthz/,
          /^\/readyz/,
          /^\/metrics/,
          /\.[a-z0-9]+$/i,
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // Push notifications: shown by the worker, a tap opens the screen they are about.
        importScripts: ['/push-sw.js'],
        // Nothing from /api is ever cached here: wallets, answers and rankings always come from
        // the server. Only files that are the same for everyone are kept.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 8 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'media', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
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
    // One stylesheet (about 10 KB brotli) with the page, instead of three with it and one more
    // before each screen's code may run: on 3G every request on the way to the first banner costs
    // a round trip, and the service worker keeps the file for every later screen.
    cssCodeSplit: false,
    rolldownOptions: {
      // Endpoint routes (contract/routes) are string constants: written where each is called, a
      // screen carries only the routes it calls, and no shared chunk of routes joins the first
      // screen's requests.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen needs (React, the router, queries, strings, the API client and
              // number formats) in one file: left to itself the bundler cut it into four once
              // lazy screens imported parts of it, which cost the first screen 1.5 KB of brotli
              // (each file compresses alone) and three more requests.
              name: 'shell',
              test: SHELL_MODULES,
            },
          ],
        },
      },
    },
  },
});
