/* Decision 452: the bell reads the payables due around today from the packed list's shared rows,
   not through a query whose toArray copies each row (75 ms a big list at 100,000 rows in the
   bench's trace, on every recount of a drain). The same titles are found either way. */
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { FluxoDb } from '../../src/data/db.ts';
import { calcularSino } from '../../src/data/notificacoes.ts';
import type { LocalRow } from '../../src/data/wire.ts';

const abertos: FluxoDb[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of abertos.splice(0)) await db.delete().catch(() => undefined);
});

const HOJE = '2026-06-10';
const titulo = (i: number, vencimento: string): LocalRow => ({
  id: `id-${String(i).padStart(6, '0')}`, id_titulo: `t-${i}`, descricao: `Conta ${i}`, valor: '10.00', data: '2026-06-01',
  vencimento, status: 'Pagar', categoria_id: null, tributo: false,
});

it('counts the payables due in its window from the packed rows without cloning each one', async () => {
  const db = new FluxoDb(`sino-${Date.now()}`);
  abertos.push(db);
  // 3,000 due in two days (in the window), 2,000 far away (out of it).
  await db.lancamentos.bulkPut([
    ...Array.from({ length: 3000 }, (_, i) => titulo(i, '2026-06-12')),
    ...Array.from({ length: 2000 }, (_, i) => titulo(3000 + i, '2026-09-01')),
  ] as never);
  await db.lancamentos.count(); // the pages read once, as after a reload
  const clones = vi.spyOn(globalThis, 'structuredClone');
  const sino = await calcularSino(db, HOJE);
  // One notice a title due in the window, none for the far ones.
  const ids = new Set(sino.naoLidas.map((n) => JSON.stringify(n)).filter((n) => n.includes('id-00')));
  expect(ids.size).toBe(3000);
  // A copy a row would be 3,000 clones; the small lists and IndexedDB's own reads are a handful.
  expect(clones.mock.calls.length).toBeLessThan(100);
});
