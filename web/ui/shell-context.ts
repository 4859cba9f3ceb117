import { createContext, useContext } from 'react';

interface Shell {
  openSidebar: () => void;
  /** The player is reaching for the menu (hover, touch, focus): fetch its code now. */
  prefetchSidebar: () => void;
}

/** Lets any page header open the sidebar that the app shell owns. */
export const ShellContext = createContext<Shell>({
  openSidebar: () => undefined,
  prefetchSidebar: () => undefined,
});

export const useShell = (): Shell => useContext(ShellContext);
