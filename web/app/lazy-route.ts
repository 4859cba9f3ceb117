import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each screen is its own chunk fetched on first visit. */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
