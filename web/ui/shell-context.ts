import { createContext, useContext } from 'react';

interface Shell {
  openSidebar: () => void;
}

/** Lets any page header open the sidebar that the app shell owns. */
export const ShellContext = createContext<Shell>({ openSidebar: () => undefined });

export const useShell = (): Shell => useContext(ShellContext);
