/* The session is the `token` cookie (SPEC §2, §6): its presence guards routes and its payload
   carries the user's name. The payload is read, not verified: the server verifies every call. */
import { useSyncExternalStore } from 'react';

export const TOKEN_COOKIE = 'token';

export interface SessionUser {
  id: string;
  name: string;
  login: string;
}

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === TOKEN_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function decodeToken(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const data = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
    if (typeof data.sub !== 'string') return null;
    return { id: data.sub, name: typeof data.name === 'string' ? data.name : '', login: typeof data.login === 'string' ? data.login : '' };
  } catch {
    return null;
  }
}

export function currentUser(): SessionUser | null {
  return decodeToken(readToken());
}

export function clearTokenCookie(): void {
  if (typeof document !== 'undefined') document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/; SameSite=Strict`;
}

// Cookie changes have no event; the session store is poked after login and logout.
const listeners = new Set<() => void>();
let snapshot = readToken();

export function notifySessionChanged(): void {
  snapshot = readToken();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user from the token cookie, or null. */
export function useSessionUser(): SessionUser | null {
  const token = useSyncExternalStore(subscribe, () => snapshot, () => null);
  return decodeToken(token);
}
