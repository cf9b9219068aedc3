import { useSyncExternalStore } from 'react';

/** Signed in means a token is in local storage (keys token and refreshToken). */
export interface Session {
  signedIn: boolean;
  fullName: string | null;
  role: string | null;
  isAdmin: boolean;
}

const listeners = new Set<() => void>();
let cached: Session | null = null;

function read(): Session {
  const token = localStorage.getItem('token');
  const role = localStorage.getItem('role');
  return {
    signedIn: Boolean(token),
    fullName: localStorage.getItem('fullName'),
    role,
    isAdmin: Boolean(token) && role === 'admin',
  };
}

function snapshot(): Session {
  const next = read();
  if (
    !cached ||
    cached.signedIn !== next.signedIn ||
    cached.fullName !== next.fullName ||
    cached.role !== next.role
  ) {
    cached = next;
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Tells every component that reads the session to read it again. */
export function sessionChanged() {
  for (const l of listeners) l();
}

/** Logout: clears local storage; the caller then goes to the dashboard. */
export function clearSession() {
  localStorage.clear();
  sessionChanged();
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
