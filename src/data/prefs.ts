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

// Set by Sair until the next sign-in: the guard and the 401 handler see the session end right
// after Sair, but that page is the leaving user's, not a place the next person wants (SPEC §4,
// issue 13). A page load starts with it unset, so a signed-out visit is remembered again.
let signedOut = false;

/** Sair: forget any return path and store none until someone signs in. */
export function markSignedOut(): void {
  signedOut = true;
  storage()?.removeItem(REDIRECT_KEY);
}

export function markSignedIn(): void {
  signedOut = false;
}

export function rememberReturnPath(path: string): void {
  if (signedOut) return;
  const clean = path.split('?')[0] ?? path;
  if (clean === '/' || clean === '/login' || clean === '') return;
  storage()?.setItem(REDIRECT_KEY, path);
}

/** Reads and forgets the stored return path; '/' when none. */
/** Where Entrar will go (the saved path, else '/'), without taking it. */
export function peekReturnPath(): string {
  const path = storage()?.getItem(REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

export function takeReturnPath(): string {
  const path = peekReturnPath();
  storage()?.removeItem(REDIRECT_KEY);
  return path;
}

export function readSidebarCollapsed(): boolean {
  return storage()?.getItem(SIDEBAR_KEY) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  storage()?.setItem(SIDEBAR_KEY, String(collapsed));
}

/** The list columns a person hid (column chooser, issue 33, decision 435): per list, per user,
 *  on this device. null when never chosen (the list's own defaults apply). */
function colunasKey(lista: string, usuario: string): string {
  return `fluxo:colunas:${lista}:${usuario}`;
}

export function readColunasOcultas(lista: string, usuario: string): string[] | null {
  try {
    const raw = storage()?.getItem(colunasKey(lista, usuario));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : null;
  } catch {
    return null;
  }
}

export function writeColunasOcultas(lista: string, usuario: string, ocultas: readonly string[]): void {
  try {
    storage()?.setItem(colunasKey(lista, usuario), JSON.stringify(ocultas));
  } catch {
    // A full or blocked storage keeps the choice for this visit only.
  }
}
