import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadScreenStrings } from '@web/i18n/i18n';

export type LazyRoute = ComponentType & { preload: () => Promise<void> };

// One reset per screen whose code failed to arrive (see lazyRoute).
const failedScreens = new Set<() => void>();

/** Lets every screen whose code failed ask for it again when next mounted. */
export function retryFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/**
 * React.lazy for a named export, so each screen is its own chunk fetched on first visit, side by
 * side with the strings of every screen but the first ones (i18n.ts; they come once): the screen
 * is shown with both or not at all, so never with a raw key, and behind the one Suspense loader.
 * `firstScreen` marks a screen players land on, whose strings are in place before the app renders
 * (en-first-screens.ts, held to it by first-screen-strings.test.ts): it waits for its code alone.
 *
 * A screen whose code was fetched ahead (`preload`, see first-screen.ts) renders at once.
 * React.lazy alone would still suspend for a turn on code it already has, show the loader, and
 * then hold the screen back by React's 300 ms reveal throttle.
 *
 * React.lazy keeps a failed import for good: `retryFailedScreens` gives each failed screen a fresh
 * one, so that mounted again (route-error.tsx's Retry, or the network coming back) it asks for its
 * code again. Not at the failure itself: React renders a failed tree once more before showing the
 * error, and a fresh import there would fail, and be replaced, over and over.
 */
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { firstScreen = false }: { firstScreen?: boolean } = {},
): LazyRoute {
  let loaded: ComponentType | undefined;
  const importScreen = async () => {
    const [module] = await Promise.all([load(), firstScreen ? null : loadScreenStrings()]);
    loaded = module[name] as ComponentType;
    return loaded;
  };
  const preload = async () => {
    await importScreen();
  };
  const makeLazy = (): ComponentType =>
    lazy(async () => {
      try {
        return { default: await importScreen() };
      } catch (error) {
        failedScreens.add(() => (Lazy = makeLazy()));
        throw error;
      }
    });
  let Lazy = makeLazy();
  function Route() {
    // Chosen once per mount: switching from Lazy to the loaded screen would remount it.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  return Object.assign(Route, { preload });
}
