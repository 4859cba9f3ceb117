import { useSyncExternalStore } from 'react';
import type { CheckTokenReply } from '@contract/auth';

/** What check-token returned; `token` is the bearer token for every later call. */
export type StoredAuth = CheckTokenReply;

const AUTH_KEY = 'auth_user';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedAuth: StoredAuth | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(AUTH_KEY);
  } catch {
    // Private mode or storage disabled: behave as signed out rather than crash.
    return null;
  }
}

// Validated by hand, not with zod, to keep zod out of the initial bundle.
function parse(raw: string | null): StoredAuth | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      typeof value.token === 'string' &&
      value.token.length > 0 &&
      'user_id' in value &&
      typeof value.user_id === 'number'
    ) {
      return value as StoredAuth;
    }
  } catch {
    // Corrupt entry: treat as signed out.
  }
  return null;
}

/** The stored sign-in, or null. Returns the same object until storage changes. */
export function getAuth(): StoredAuth | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedAuth = parse(raw);
  }
  return cachedAuth;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setAuth(auth: StoredAuth): void {
  try {
    localStorage.setItem(AUTH_KEY, JSON.stringify(auth));
  } catch {
    // Storage full or disabled: the session simply will not survive a reload.
  }
  notify();
}

export function clearAuth(): void {
  try {
    localStorage.removeItem(AUTH_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user (re-renders on sign-in and sign-out), or null for a visitor. */
export function useAuth(): StoredAuth | null {
  return useSyncExternalStore(subscribe, getAuth, () => null);
}
