/* A list never pulled to this device is still loading, not empty (decision 192). While its first
   download runs, IndexedDB holds none or only the oldest pages of it (pages come in id order),
   so a screen reading it then would say "0 - 0 de 0" or a partial total as if it were the
   list. The live store waits here before reading such a list. The wait ends when the list's
   full pull completes (in any tab: the `pulled` event), when a whole pull ends (`synced`: a list
   the server does not offer will not come), or when the browser is offline (what is on the
   device is all there is), unless the list's download is on the device packed (decision 369):
   then it is unpacked with no network, and the list is fed from its pages. */
import { listen } from './changes.ts';
import type { CollectionName } from '../collections.ts';
import { readMeta } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { pullStateKey } from './pull.ts';
import type { PullState } from './pull.ts';
import { fedRows, watchFeed } from './pull-feed.ts';
import type { BatchWatcher, Fed, StreamedList } from './pull-feed.ts';
import { watchHead } from './pull-head.ts';
import { readEmpacotado } from './pacotes.ts';
import type { LocalRow } from '../wire.ts';

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Resolves once `name` has been pulled to this device, or nothing more can be expected now; or,
 * with its rows, once this tab's streamed first download of it has every row (decision 332).
 * Meanwhile `onHead` receives the list's newest rows if the pull sends them first (decision 291),
 * and `onBatch` each batch of this tab's stream as it is parsed (decision 363).
 */
export async function firstPullSettled(
  db: FluxoDb, name: CollectionName, onHead?: (rows: readonly LocalRow[]) => void, onBatch?: BatchWatcher,
): Promise<StreamedList | undefined> {
  let settle: (fed?: Fed) => void = () => undefined;
  const settled = new Promise<Fed | undefined>((resolve) => { settle = resolve; });
  // Listening before reading the state: a pull completing in between is not missed.
  const stop = listen((event) => {
    if (event.user !== db.userId) return;
    if (event.type === 'synced' || (event.type === 'pulled' && event.table === name)) settle();
  });
  let packed = false;
  const onOffline = () => {
    if (!packed) settle();
  };
  const events = typeof window !== 'undefined' ? window : null;
  events?.addEventListener('offline', onOffline);
  let stopHead: () => void = () => undefined;
  const stopFeed = watchFeed(db, name, settle, onBatch);
  try {
    const state = await readMeta<PullState>(db, pullStateKey(name));
    if (state?.cursor != null) return undefined;
    packed = (await readEmpacotado(db, name)) !== undefined;
    if (offline() && !packed) return undefined;
    if (onHead) stopHead = watchHead(db, name, onHead);
    const fed = await settled;
    return fed ? { rows: await fedRows(db, name, fed), feed: fed.token } : undefined;
  } finally {
    stopFeed();
    stopHead();
    stop();
    events?.removeEventListener('offline', onOffline);
  }
}
