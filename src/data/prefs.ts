/* The few values SPEC keeps in localStorage (§9): the return path after login and the sidebar
   state. Wrapped so components never touch localStorage, and a blocked storage never throws. */
export const REDIRECT_KEY = 'redirectAfterLogin';
export const SIDEBAR_KEY = 'sidebarToggled';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberReturnPath(path: string): void {
  const clean = path.split('?')[0] ?? path;
  if (clean === '/' || clean === '/login' || clean === '') return;
  storage()?.setItem(REDIRECT_KEY, path);
}

/** Reads and forgets the stored return path; '/' when none. */
export function takeReturnPath(): string {
  const s = storage();
  const path = s?.getItem(REDIRECT_KEY);
  s?.removeItem(REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

export function readSidebarCollapsed(): boolean {
  return storage()?.getItem(SIDEBAR_KEY) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  storage()?.setItem(SIDEBAR_KEY, String(collapsed));
}
