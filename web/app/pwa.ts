/// <reference types="vite-plugin-pwa/client" />
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

// A question is on screen here: a new version never interrupts it, however long it waits.
const PLAY_PATHS = ['/game-play/', '/tournament-play/'];
const isPlaying = (pathname: string) => PLAY_PATHS.some((p) => pathname.startsWith(p));
// A tab left open for days still hears about a deploy.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite.config.ts, Workbox) once the page has loaded, so it never
 * competes with the first screen, and applies a new version at the player's next move to a
 * screen outside play: the waiting worker takes over and that screen loads fresh. The player
 * never sees a stale page nor a reload in the middle of a question.
 */
export function useServiceWorker(): void {
  const { pathname } = useLocation();
  const update = useRef<UpdateServiceWorker | null>(null);
  // The path shown when the new version became ready; it applies once the player leaves it.
  const [readyOn, setReadyOn] = useState<string | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const register = () => {
      void import('virtual:pwa-register')
        .then(({ registerSW }) => {
          if (cancelled) return;
          update.current = registerSW({
            onNeedRefresh: () => setReadyOn(window.location.pathname),
            onRegisteredSW: (_url, registration) => {
              if (registration)
                timer = setInterval(() => void registration.update(), UPDATE_CHECK_MS);
            },
          });
        })
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (readyOn === null || pathname === readyOn || isPlaying(pathname)) return;
    void update.current?.(true);
  }, [readyOn, pathname]);
}
