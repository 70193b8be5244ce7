/* Server rows and a pending local edit shared by the pull tests (pull.test.ts, pull-delta.test.ts). */
import { expect } from 'vitest';
import { editarBanco } from '../../src/data/bancos.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { discardEntry, listEntries } from '../../src/data/outbox.ts';
import type { FakeServer } from './fake-server.ts';

export const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function seedBanks(server: FakeServer, n: number): void {
  for (let i = 1; i <= n; i++) server.tables.bancos!.set(uuid(i), { id: uuid(i), banco: `Banco ${i}`, status: true, version: 1, txid: ++server.txid });
}

export function renameBank(server: FakeServer, n: number, banco: string): void {
  server.tables.bancos!.set(uuid(n), { ...server.tables.bancos!.get(uuid(n))!, banco, txid: ++server.txid });
}

export function deleteBank(server: FakeServer, n: number): void {
  server.tables.bancos!.delete(uuid(n));
  server.removed.push({ table: 'bancos', id: uuid(n), txid: ++server.txid });
}

/**
 * Bank 1 edited here while offline and held back in the outbox; meanwhile someone else renamed
 * it on the server and bank 2 was deleted there. The next pull runs while the edit is pending.
 */
export async function editPendingWhileServerChanges(db: FluxoDb, server: FakeServer): Promise<void> {
  server.offline = true;
  await editarBanco({ id: uuid(1), banco: 'Minha edição', status: true });
  await drainIdle();
  server.offline = false;
  renameBank(server, 1, 'Edição de outra pessoa');
  deleteBank(server, 2);
  await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 60_000 });
}

/** After that pull: the edit is kept, the deletion applied; discarding the edit shows the server copy. */
export async function expectPendingEditKept(db: FluxoDb): Promise<void> {
  expect(await db.bancos.get(uuid(1))).toMatchObject({ banco: 'Minha edição' });
  expect(await db.bancos.get(uuid(2))).toBeUndefined();
  const [entry] = await listEntries(db);
  await discardEntry(db, entry!.id);
  expect(await db.bancos.get(uuid(1))).toMatchObject({ banco: 'Edição de outra pessoa' });
}
