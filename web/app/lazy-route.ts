import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyRoute = ComponentType & { preload: () => Promise<void> };

// One reset per screen whose code failed to arrive (see lazyRoute).
const failedScreens = new Set<() => void>();

/** Lets every screen whose code failed ask for it again when next mounted. */
export function retryFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/**
 * React.lazy for a named export, so each screen is its own chunk fetched on first visit.
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
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  let loaded: ComponentType | undefined;
  const importScreen = async () => {
    loaded = (await load())[name] as ComponentType;
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
