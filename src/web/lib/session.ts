import { useSyncExternalStore } from 'react';

/** Signed in means a token is in local storage (keys token and refreshToken). */
export interface Session {
  signedIn: boolean;
  fullName: string | null;
  role: string | null;
  isAdmin: boolean;
  userId: string | null;
}

const listeners = new Set<() => void>();
const accountListeners = new Set<() => void>();
let cached: Session | null = null;

/** The claims of a JWT, read without checking it (the server checks; the UI only displays). */
export function readClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function read(token: string | null, storedName: string | null, storedRole: string | null): Session {
  const claims = readClaims(token);
  // The role comes from the session store or, failing that, the token.
  const role = storedRole ?? (typeof claims?.role === 'string' ? claims.role : null);
  return {
    signedIn: Boolean(token),
    fullName: storedName ?? (typeof claims?.name === 'string' ? claims.name : null),
    role,
    isAdmin: Boolean(token) && role === 'admin',
    userId: typeof claims?.UserId === 'string' ? claims.UserId : null,
  };
}

/** What the session was last read from: while the stored values are the same, the token is not decoded again. */
let readFrom: [string | null, string | null, string | null] | undefined;

/** The session, the same object while nothing it shows changed (every render of every reader asks). */
function snapshot(): Session {
  const from: [string | null, string | null, string | null] = [
    localStorage.getItem('token'),
    localStorage.getItem('fullName'),
    localStorage.getItem('role'),
  ];
  if (cached && readFrom?.every((value, i) => value === from[i])) return cached;
  readFrom = from;
  const next = read(...from);
  if (
    !cached ||
    cached.signedIn !== next.signedIn ||
    cached.fullName !== next.fullName ||
    cached.role !== next.role ||
    cached.userId !== next.userId
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

export const getAccessToken = () => localStorage.getItem('token');
export const getRefreshToken = () => localStorage.getItem('refreshToken');

/**
 * Runs `listener` whenever the signed-in account changes: a logout, an expired session, or another
 * person logging in. Everything cached for the previous account (server answers) must go then.
 */
export function onAccountChange(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

function accountChanged() {
  for (const l of accountListeners) l();
}

/** Stores a token pair; the full name and role are taken from the access token's claims. */
export function saveTokens(pair: { accessToken: string; refreshToken: string }) {
  const claims = readClaims(pair.accessToken);
  const before = readClaims(localStorage.getItem('token'))?.UserId;
  if (before !== claims?.UserId) accountChanged();
  localStorage.setItem('token', pair.accessToken);
  localStorage.setItem('refreshToken', pair.refreshToken);
  if (typeof claims?.name === 'string') localStorage.setItem('fullName', claims.name);
  if (typeof claims?.role === 'string') localStorage.setItem('role', claims.role);
  sessionChanged();
}

/** Keeps the displayed name in step after a profile edit. */
export function setFullName(name: string) {
  localStorage.setItem('fullName', name);
  sessionChanged();
}

/** Ends the session: all local storage and every cached answer; the caller then navigates. */
export function clearSession() {
  localStorage.clear();
  accountChanged();
  sessionChanged();
}

export function getSession(): Session {
  return snapshot();
}

/** What a page pre-rendered at build time shows, and what it hydrates with: nobody signed in. */
const VISITOR: Session = { signedIn: false, fullName: null, role: null, isAdmin: false, userId: null };

export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, () => VISITOR);
}
