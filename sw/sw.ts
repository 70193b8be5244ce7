/// <reference lib="webworker" />
/* The service worker (DESIGN §4): precache the app shell and fall back to index.html for
   navigations, never for /api (Dexie is the cache; API responses are never cached). It also
   drains the outbox — on start, on Chromium's Background Sync and when a page asks — so changes
   made offline are sent even after the tab is closed. Replays carry the session cookie. */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openUserDb } from '../src/data/db.ts';
import { configureBatchRule } from '../src/data/sync/drain-batch.ts';
import { requestDrain } from '../src/data/sync/drain-scheduler.ts';
import { podeIrEmLote } from '../src/domain/lote-pedidos.ts';
import { readSessionPointer } from '../src/data/session-pointer.ts';

declare const self: ServiceWorkerGlobalScope;

const SYNC_TAG = 'fluxo-outbox';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/** Drains the database of the user signed in on this device, if any. */
// Static: a classic worker script cannot load chunks (decision 295).
configureBatchRule(() => Promise.resolve(podeIrEmLote));

async function drainCurrentUser(): Promise<void> {
  try {
    const userId = await readSessionPointer();
    if (!userId) return;
    await requestDrain(openUserDb(userId));
  } catch (error) {
    console.error('fluxo-sw: drain', error);
  }
}

// registerType 'prompt': the page asks before activating a new version.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'fluxo:drain') event.waitUntil(drainCurrentUser());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(drainCurrentUser());
});

// The bell's system notifications (issue 17; shown by the page through this registration):
// a click focuses an open window on the record, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil((async () => {
    const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const aberta = janelas[0];
    if (aberta) {
      await aberta.focus();
      await aberta.navigate(url).catch(() => undefined);
      return;
    }
    await self.clients.openWindow(url);
  })());
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, ((event: SyncEvent) => {
  if (event.tag === SYNC_TAG) event.waitUntil(drainCurrentUser());
}) as EventListener);

// Each time the browser starts this worker (after being stopped), send what is waiting.
void drainCurrentUser();
