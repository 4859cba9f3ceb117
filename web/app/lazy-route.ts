import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyRoute = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy for a named export, so each screen is its own chunk fetched on first visit.
 *
 * A screen whose code was fetched ahead (`preload`, see first-screen.ts) renders at once.
 * React.lazy alone would still suspend for a turn on code it already has, show the loader, and
 * then hold the screen back by React's 300 ms reveal throttle.
 */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  function Route() {
    // Chosen once per mount: switching from Lazy to the loaded screen would remount it.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  return Object.assign(Route, { preload });
}
