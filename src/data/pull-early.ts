/* The first download starts at Entrar (decision 331). Between the sign-in answer and the engine's
   first pull the page loads the shell, opens the database and runs the engine's start-up work:
   seconds on a busy machine, all on the critical path of a first sign-in. So as soon as the
   sign-in answer arrives, a device that never pulled the big lists asks for their newest rows
   (`?recentes=`) and their streamed download (`?formato=ndjson`) at once; the engine's pull then
   takes these answers instead of asking again (pull-head.ts, pull-stream.ts). An answer not taken
   within EARLY_TTL_MS (signed out, the engine did not start) is dropped and its body cancelled.
   Only a device with no state for the list at all starts early: a later sign-in pulls a delta. */
import { COLLECTION_SPECS } from './collections.ts';
import type { CollectionName } from './collections.ts';
import { openUserDb, readMeta } from './db.ts';
import { HEAD_ROWS } from './live-store.ts';
import { currentUser } from './session.ts';
import { pedirPull } from './transport.ts';

export const EARLY_TTL_MS = 30_000;
const EARLY_LISTS: readonly CollectionName[] = ['lancamentos', 'recebiveis'];

type Kind = 'head' | 'stream';
const early = new Map<string, Promise<Response>>();
const keyOf = (kind: Kind, user: string, name: CollectionName) => `${kind}:${user}:${name}`;

function ask(kind: Kind, user: string, name: CollectionName, query: string, accept: string): void {
  // The page's transport (the cookie's token as Bearer); its 401 is the engine's pull's to report.
  const response = pedirPull(`${COLLECTION_SPECS[name].path}?${query}`, undefined, accept);
  response.catch(() => undefined); // whoever takes it sees the failure; nobody may
  const key = keyOf(kind, user, name);
  early.set(key, response);
  setTimeout(() => {
    if (early.get(key) !== response) return;
    early.delete(key);
    void response.then((r) => r.body?.cancel()).catch(() => undefined);
  }, EARLY_TTL_MS);
}

/** Called with the sign-in answer: starts the first download of the big lists never pulled here. */
export async function startFirstDownload(): Promise<void> {
  try {
    const user = currentUser();
    if (!user) return;
    const db = openUserDb(user.id);
    for (const name of EARLY_LISTS) {
      if ((await readMeta(db, `pull:${name}`)) !== undefined) continue; // pull.ts pullStateKey (a cycle to import)
      ask('head', user.id, name, `recentes=${HEAD_ROWS}&limit=${HEAD_ROWS}`, 'application/json');
      ask('stream', user.id, name, 'formato=ndjson', 'application/x-ndjson');
    }
  } catch {
    // Only a head start: the engine's pull asks for everything itself.
  }
}

/** The early answer for this list, once (null when none was asked or it expired). */
export function takeEarly(kind: Kind, user: string, name: CollectionName): Promise<Response> | null {
  const key = keyOf(kind, user, name);
  const response = early.get(key) ?? null;
  early.delete(key);
  return response;
}
