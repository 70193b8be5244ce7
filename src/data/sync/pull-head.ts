/* The newest page first (decision 291). A device's first download of a big list takes seconds
   (page after page of 5,000 rows, in id order); meanwhile the list would only say
   "Carregando..." (decision 192). So a pull (pull-all.ts) that finds the payables or
   receivables never pulled asks the server first, before any page, for their newest rows in list
   order (`?recentes=`) and announces them (`head` event, every tab): a list opened during the download paints them as its head
   (decision 122: shown, still busy) until the whole list is on the device. Nothing is stored: the
   pages bring the same rows. Any failure leaves the plain wait; an older server that ignores
   `recentes` answers without the `recentes` mark and is ignored. */
import { emit, listen } from './changes.ts';
import { COLLECTION_SPECS, LISTAS_GRANDES } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';
import { HEAD_ROWS } from '../live-store.ts';
import { pedirPull, readJson } from './transport.ts';
import { rowsFromBody } from '../wire.ts';
import type { LocalRow } from '../wire.ts';

/** The lists whose first download is long enough to paint a head first: the registry's big ones. */
export const HEAD_FIRST: ReadonlySet<CollectionName> = LISTAS_GRANDES;

/** The head fetched in this tab, for a list opened after it came (and before the pull ends). */
const heads = new Map<string, readonly LocalRow[]>();
const headKey = (user: string, table: CollectionName) => `${user}:${table}`;

/** Heads asked at Entrar (pull-early.ts), each true once answered (false: the request failed). */
const early = new Map<string, Promise<boolean>>();

/** Keeps and announces the head in `response` (ignored unless it is one: an older server). */
async function announce(user: string, name: CollectionName, response: Response): Promise<void> {
  if (!response.ok) return;
  const body = await readJson(response);
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>).recentes !== true) return;
  const rows = rowsFromBody(name, body);
  heads.set(headKey(user, name), rows);
  emit({ type: 'head', user, table: name, rows });
}

/**
 * A head asked at Entrar, before the engine started: announced as soon as it is answered, not
 * when the engine's pull comes to it (decision 355), so a list open by then paints it at once.
 */
export function announceEarlyHead(user: string, name: CollectionName, response: Promise<Response>): void {
  early.set(headKey(user, name), response.then(
    async (r) => { await announce(user, name, r).catch(() => undefined); return true; },
    () => false,
  ));
}

/** Fetches and announces the newest rows of `name` (unless asked at Entrar); never throws. */
export async function pullHead(db: FluxoDb, name: CollectionName, signal?: AbortSignal): Promise<void> {
  try {
    const key = headKey(db.userId, name);
    const asked = early.get(key);
    early.delete(key);
    if (asked && await asked) return; // a failed early request is asked again
    // limit: an older server that does not know `recentes` answers one small page, not the list.
    await announce(db.userId, name, await pedirPull(`${COLLECTION_SPECS[name].path}?recentes=${HEAD_ROWS}&limit=${HEAD_ROWS}`, signal));
  } catch {
    // The head is only a head start: the full pull goes on and decides.
  }
}

/** The list's full pull ended: its head is no longer wanted. */
export function forgetHead(db: FluxoDb, name: CollectionName): void {
  heads.delete(headKey(db.userId, name));
}

/** Calls `show` with the head of `name` (known now, or when it comes) until `stop` is called. */
export function watchHead(db: FluxoDb, name: CollectionName, show: (rows: readonly LocalRow[]) => void): () => void {
  const stop = listen((event) => {
    if (event.type === 'head' && event.user === db.userId && event.table === name) show(event.rows);
  });
  const known = heads.get(headKey(db.userId, name));
  if (known) show(known);
  return stop;
}
