import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@web/i18n/i18n';
import { App } from './app';
import { warmFirstScreen } from './first-screen';
import { preloadFirstScreenFont } from './fonts';
import { queryClient } from './query-client';
import './global.css';

/**
 * The most a first screen waits for its code and data before React takes the page over anyway
 * (the screen then shows its own loading state): a slow API must not hold the menu back.
 */
const FIRST_SCREEN_WAIT_MS = 3000;

preloadFirstScreenFont();
const firstScreen = warmFirstScreen(window.location.pathname, queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Strings first, so the first paint is already in the user's language. On the screens players
// land on, the page's loader already shows the screen's banner (server/web-static.ts): it stays
// until the screen can be drawn whole, instead of giving way to a bare loader in between.
const screenReady =
  firstScreen &&
  Promise.race([firstScreen, new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);
void Promise.all([initI18n(), screenReady]).then(() => {
  // A transition renders in slices, so a slow phone can still take a tap while the app mounts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
