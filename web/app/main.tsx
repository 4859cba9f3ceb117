import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@web/i18n/i18n';
import { App } from './app';
import { reloadOnStaleCode } from './chunk-error';
import { warmFirstScreen } from './first-screen';
import { preloadFirstScreenFont } from './fonts';
import { startBackgroundMusic } from './music';
import { queryClient } from './query-client';
import './global.css';

/**
 * The most a first screen waits for its code (and, under the banner, its data) before React takes
 * the page over anyway and the screen shows its own loading state: a slow API must not hold the
 * menu back.
 */
const FIRST_SCREEN_WAIT_MS = 3000;

reloadOnStaleCode();
preloadFirstScreenFont();
startBackgroundMusic();
const firstScreen = warmFirstScreen(window.location.pathname, queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * What the first render waits for. The screen's code, always: it is on its way already, and a
 * screen whose code is in renders at once instead of through a loader. Its data too when the page
 * came from the server with the screen's banner in its loader (server/web-static.ts): then the
 * banner stays until the screen can be drawn whole. Not offline, nor for the service worker's
 * stored page (no banner): there a bare spinner would only hold back the screen's own states.
 */
function firstScreenReady(): Promise<unknown> | null {
  if (!firstScreen) return null;
  const withBanner = navigator.onLine && document.querySelector('.boot-banner') !== null;
  const ready = withBanner ? Promise.all([firstScreen.code, firstScreen.data]) : firstScreen.code;
  return Promise.race([ready, new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);
}

// Strings first, so the first paint is already in the user's language.
void Promise.all([initI18n(), firstScreenReady()]).then(() => {
  // A transition renders in slices, so a slow phone can still take a tap while the app mounts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
