/* The first download starts at Entrar (decision 331). Between the sign-in answer and the engine's
   first pull the page loads the shell, opens the database and runs the engine's start-up work:
   seconds on a busy machine, all on the critical path of a first sign-in. So as soon as the
   sign-in answer arrives, a device that never pulled the big lists asks for their newest rows
   (`?recentes=`) and their streamed download (`?formato=colunas`) at once; a head is announced as
   soon as it is answered (pull-head.ts) and the engine's pull takes the streams instead of asking
   again (pull.ts). A stream not taken
   within EARLY_TTL_MS (signed out, the engine did not start) is dropped and its body cancelled.
   Only a device with no state for the list at all starts early: a later sign-in pulls a delta.
   Both heads leave before either stream (decision 355; the server answers them ahead of the
   streams' pages, server/sync/heads-first.ts), and the streams right after, ahead of the engine's
   other lists. A device with no database for the user at all has no pull state: its requests
   leave at once, without waiting for the database to be created and read. */
import { COLLECTION_SPECS } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import { dbName, openUserDb, readMeta } from '../db.ts';
import { HEAD_ROWS } from '../live-store.ts';
import { announceEarlyHead } from './pull-head.ts';
import { currentUser } from '../session.ts';
import { pedirPull } from './transport.ts';

export const EARLY_TTL_MS = 30_000;
const EARLY_LISTS: readonly CollectionName[] = ['lancamentos', 'recebiveis'];

type Kind = 'stream'; // the heads are pull-head.ts's (announced as soon as they are answered)
const early = new Map<string, Promise<Response>>();
const keyOf = (kind: Kind, user: string, name: CollectionName) => `${kind}:${user}:${name}`;

function send(name: CollectionName, query: string, accept: string): Promise<Response> {
  // The page's transport (the cookie's token as Bearer); its 401 is the engine's pull's to report.
  const response = pedirPull(`${COLLECTION_SPECS[name].path}?${query}`, undefined, accept);
  response.catch(() => undefined); // whoever takes it sees the failure; nobody may
  return response;
}

/** Keeps the answer (a promise) from now on, so the engine's pull takes it even before the
    request left and never asks twice; dropped, its body cancelled, after EARLY_TTL_MS. */
function keep(kind: Kind, user: string, name: CollectionName, response: Promise<Response>): void {
  const key = keyOf(kind, user, name);
  early.set(key, response);
  setTimeout(() => {
    if (early.get(key) !== response) return;
    early.delete(key);
    void response.then((r) => r.body?.cancel()).catch(() => undefined);
  }, EARLY_TTL_MS);
}

/** True when this browser certainly holds no database of `userId` (so no pull state either). */
async function noDatabase(userId: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  try {
    const name = dbName(userId);
    return !(await indexedDB.databases()).some((d) => d.name === name);
  } catch {
    return false; // unknown: read the pull states
  }
}

/** The early lists with no pull state on this device. */
async function neverPulled(userId: string): Promise<CollectionName[]> {
  if (await noDatabase(userId)) return [...EARLY_LISTS];
  const db = openUserDb(userId);
  const lists: CollectionName[] = [];
  for (const name of EARLY_LISTS) {
    if ((await readMeta(db, `pull:${name}`)) === undefined) lists.push(name); // pull.ts pullStateKey (a cycle to import)
  }
  return lists;
}

/** Called with the sign-in answer: starts the first download of the big lists never pulled here. */
export async function startFirstDownload(): Promise<void> {
  try {
    const user = currentUser();
    if (!user) return;
    const lists = await neverPulled(user.id);
    if (lists.length === 0) return;
    for (const name of lists) announceEarlyHead(user.id, name, send(name, `recentes=${HEAD_ROWS}&limit=${HEAD_ROWS}`, 'application/json'));
    for (const name of lists) keep('stream', user.id, name, send(name, 'formato=colunas', 'application/x-ndjson'));
    // Meanwhile the device's database is created, as the engine will need it.
    openUserDb(user.id).open().catch(() => undefined);
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
