/* A list never pulled to this device is still loading, not empty (decision 192). While its first
   download runs, IndexedDB holds none of it (a big list is stored whole at the stream's end,
   decision 450; a small one page by page), so a screen reading it then would say "0 - 0 de 0" or
   a partial total as if it were the list. The live store waits here before reading such a list.
   The wait ends when the list's full pull completes (in any tab: the `pulled` event), when a whole
   pull ends (`synced`: a list the server does not offer will not come), or when the browser is
   offline (what is on the device is all there is). */
import { listen } from './changes.ts';
import type { CollectionName } from '../collections.ts';
import { currentDb, onDbChange, readMeta } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { pullStateKey } from './pull.ts';
import type { PullState } from './pull.ts';
import { watchHead } from './pull-head.ts';
import type { LocalRow } from '../wire.ts';

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Resolves once `name` has been pulled to this device, or nothing more can be expected now.
 * Meanwhile `onHead` receives the list's newest rows if the pull sends them first (decision 291).
 * True when it waited for a pull (what was read before may be out of date), false when the list
 * was already on this device or nothing could be expected.
 */
export async function firstPullSettled(db: FluxoDb, name: CollectionName, onHead?: (rows: readonly LocalRow[]) => void): Promise<boolean> {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => { settle = resolve; });
  // Listening before reading the state: a pull completing in between is not missed.
  const stop = listen((event) => {
    if (event.user !== db.userId) return;
    if (event.type === 'synced' || (event.type === 'pulled' && event.table === name)) settle();
  });
  const events = typeof window !== 'undefined' ? window : null;
  events?.addEventListener('offline', settle);
  let stopHead: () => void = () => undefined;
  try {
    const state = await readMeta<PullState>(db, pullStateKey(name));
    if (state?.cursor != null || offline()) return false;
    if (onHead) stopHead = watchHead(db, name, onHead);
    await settled;
    return true;
  } finally {
    stopHead();
    stop();
    events?.removeEventListener('offline', settle);
  }
}

/**
 * Resolves once the signed-in user's payables are on this device, or nothing more can be expected
 * now: work that may wait for the first download (fetching screens ahead, decision 453) waits here.
 */
export async function depoisDoPrimeiroDownload(): Promise<void> {
  const db = currentDb() ?? await new Promise<FluxoDb>((resolve) => {
    const stop = onDbChange((aberto) => { if (aberto) { stop(); resolve(aberto); } });
  });
  await firstPullSettled(db, 'lancamentos');
}
