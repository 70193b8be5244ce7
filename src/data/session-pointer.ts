/* Which user's database the service worker may drain. The worker cannot read the token cookie,
   so the page records the signed-in user's id in a tiny database of its own (not in the user's
   database, whose name needs that id) at sign-in and clears it at sign-out. The worker's replays
   then carry the cookie of that same session. See docs/decisions/060-offline-engine.md. */
import Dexie from 'dexie';
import type { Table } from 'dexie';

interface PointerRecord {
  key: string;
  userId: string;
}

class SessionPointerDb extends Dexie {
  declare pointer: Table<PointerRecord, string>;

  constructor() {
    super('fluxo-session');
    this.version(1).stores({ pointer: 'key' });
  }
}

let instance: SessionPointerDb | null = null;

function pointerDb(): SessionPointerDb {
  instance ??= new SessionPointerDb();
  return instance;
}

export async function writeSessionPointer(userId: string): Promise<void> {
  await pointerDb().pointer.put({ key: 'current', userId });
}

export async function clearSessionPointer(): Promise<void> {
  await pointerDb().pointer.delete('current');
}

export async function readSessionPointer(): Promise<string | null> {
  return (await pointerDb().pointer.get('current'))?.userId ?? null;
}
