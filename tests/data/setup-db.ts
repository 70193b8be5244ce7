/* Fresh per-test engine state on fake-indexeddb. */
import 'fake-indexeddb/auto';
import { uuidv7 } from 'uuidv7';
import { closeUserDb, openUserDb } from '../../src/data/db.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle, stopDrainTimer } from '../../src/data/sync/drain-scheduler.ts';

/** A new device database; `userId` names it as the app does for the signed-in user (else random). */
export function freshDb(userId: string = uuidv7()): FluxoDb {
  return openUserDb(userId);
}

export async function teardownDb(): Promise<void> {
  stopDrainTimer();
  await drainIdle();
  const db = (await import('../../src/data/db.ts')).currentDb();
  closeUserDb();
  if (db) await db.delete();
}
