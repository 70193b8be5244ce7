import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_SPECS, LISTAS_GRANDES, LOJAS_SINCRONIZADAS, PULL_ORDER } from '../../src/data/collections.ts';
import { FluxoDb } from '../../src/data/db.ts';

/** The device's registry of synced collections (decision 437): one entry per list, and what is
 *  derived from it agrees with what the device held before the registry (db.ts's Dexie versions,
 *  the pull order and the big lists written by hand). */

/** Tables of db.ts that are not sync's: the outbox and its files, the shadows, meta, local quotes. */
const LOCAIS = ['outbox', 'files', 'fileChunks', 'shadows', 'meta', 'cotacoes'];

/** Each table of the CURRENT Dexie version as db.ts declares it, version after version. */
function lojasDeclaradas(): Record<string, string> {
  const db = new FluxoDb('registro');
  return Object.fromEntries(db.tables.map((t) => [t.name, [t.schema.primKey, ...t.schema.indexes].map((i) => i.src).join(', ')]));
}

describe('the registry of synced collections (src/data/collections.ts)', () => {
  it('derives every synced store of the current Dexie version exactly as db.ts declares it', () => {
    const declaradas = lojasDeclaradas();
    const sincronizadas = Object.fromEntries(Object.entries(declaradas).filter(([nome]) => !LOCAIS.includes(nome)));
    expect(sincronizadas).toEqual(LOJAS_SINCRONIZADAS);
  });

  it('pulls every collection once, lookups first, in the order the engine always used', () => {
    expect([...PULL_ORDER].sort()).toEqual([...COLLECTIONS].sort());
    expect(PULL_ORDER).toEqual([
      'bancos', 'categorias', 'usuarios', 'feriados', 'lidas', 'lembretes', 'observacoes', 'faturas', 'entradas', 'investimentos', 'comprovantes',
      'movimentacoes', 'pagamentos', 'recebiveis', 'lancamentos', 'operacoes', 'fundos', 'fundo_movimentos', 'historicos',
      'extratos', 'transferencias', 'recorrencias', 'centros_custo', 'orcamentos',
    ]);
    // A list joins names from lists pulled before it.
    for (const name of PULL_ORDER) {
      for (const join of COLLECTION_SPECS[name].joins) expect(PULL_ORDER.indexOf(join.from)).toBeLessThan(PULL_ORDER.indexOf(name));
    }
  });

  it('the big lists are the payables and the receivables', () => {
    expect([...LISTAS_GRANDES].sort()).toEqual(['lancamentos', 'recebiveis']);
  });
});
