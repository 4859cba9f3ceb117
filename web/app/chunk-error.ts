/**
 * A screen's code that did not arrive (no network, a dropped 3G connection, or a file a deploy
 * has since replaced), as opposed to a screen that crashed. Chromium, Firefox and Safari each
 * word a failed import() their own way; Vite's own message is for the stylesheet it preloads.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

const RELOADED_AT_KEY = 'chunk-reload-at';
// A reload that did not bring the code either is not repeated within this time: the player sees
// the screen's error state and its Retry instead of a page that reloads itself over and over.
const RELOAD_GUARD_MS = 60_000;

/**
 * A page opened before a deploy names code files the deploy removed (their names are hashed),
 * when no service worker keeps them for it: the first screen it has not shown yet fails to load.
 * Reloading once fetches the new version's page and code. Only online: offline, a reload would
 * swap the app for the browser's own error page, and the screen's offline state retries instead
 * (route-error.tsx). Vite announces every failed screen import with this event.
 */
export function reloadOnStaleCode(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      // Without sessionStorage there is no telling a first failure from a loop: no reload.
      return;
    }
    // The import still fails into the screen's error boundary, shown until the new page loads.
    window.location.reload();
  });
}
