import { describe, expect, it } from 'vitest';
import { chaveTexto, ordemPorChave, ordenarPorChave, proximaOrdem } from '../../src/domain/ordenacao-lista.ts';
import type { ChaveOrdem } from '../../src/domain/ordenacao-lista.ts';
import { sortedView } from '../../src/ui/sort-index.ts';

describe('column-header sorting (decision 211)', () => {
  it('sorts text by pt-BR collation, numbers as numbers, empty keys last both ways, ties stable', () => {
    const rows = [
      { id: 1, d: 'banana', v: 1000 }, { id: 2, d: 'Água', v: 20 }, { id: 3, d: null, v: 300 },
      { id: 4, d: 'abacate', v: 20 }, { id: 5, d: 'Item 10', v: null }, { id: 6, d: 'Item 9', v: 5 },
    ];
    expect(ordenarPorChave(rows, (r) => r.d, 'asc').map((r) => r.id)).toEqual([4, 2, 1, 6, 5, 3]);
    expect(ordenarPorChave(rows, (r) => r.d, 'desc').map((r) => r.id)).toEqual([5, 6, 1, 2, 4, 3]);
    expect(ordenarPorChave(rows, (r) => r.v, 'asc').map((r) => r.id)).toEqual([6, 2, 4, 3, 1, 5]);
    expect(ordenarPorChave(rows, (r) => r.v, 'desc').map((r) => r.id)).toEqual([1, 3, 2, 4, 6, 5]);
    expect([...ordemPorChave([true, false, true], 'asc')]).toEqual([1, 0, 2]);
  });

  it('cycles ascending, descending, then the list order; another column starts ascending', () => {
    const a = proximaOrdem(null, 'valor');
    expect(a).toEqual({ coluna: 'valor', direcao: 'asc' });
    const b = proximaOrdem(a, 'valor');
    expect(b).toEqual({ coluna: 'valor', direcao: 'desc' });
    expect(proximaOrdem(b, 'valor')).toBeNull();
    expect(proximaOrdem(b, 'data')).toEqual({ coluna: 'data', direcao: 'asc' });
  });

  it('a search result follows the sorted index of all rows, which is kept per rows array', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, v: (i * 7919) % 1000 }));
    const spec = { coluna: 'v', direcao: 'asc' as const, keyOf: (r: { v: number }) => r.v };
    const all = sortedView(rows, rows, null, spec);
    expect(all.map((r) => r.v)).toEqual([...rows.map((r) => r.v)].sort((x, y) => x - y));
    const positions = rows.flatMap((r, i) => (r.id % 3 === 0 ? [i] : []));
    const some = sortedView(rows, positions.map((p) => rows[p]!), positions, spec);
    expect(some.map((r) => r.id)).toEqual(all.filter((r) => r.id % 3 === 0).map((r) => r.id));
  });

  it('the descending order derived from the ascending index equals a comparator sort: accents, empties last, ties in list order', () => {
    const textos = ['Água', 'agua', 'AGUA', 'Ábaco', 'abaco', 'Item 2', 'item 10', 'Ítem 2', null, '', undefined, 'zebra', 'Zé'];
    const rows = Array.from({ length: 2000 }, (_, i) => ({ i, t: textos[(i * 7) % textos.length], v: i % 5 === 0 ? null : (i * 31) % 17 }));
    const vazio = (k: ChaveOrdem) => k === null || k === undefined || k === '';
    // Reference: Array.prototype.sort (stable) with a comparator over the same folded keys.
    function referencia(keyOf: (r: (typeof rows)[number]) => ChaveOrdem, sinal: 1 | -1) {
      const chave = (k: ChaveOrdem) => (typeof k === 'string' ? chaveTexto(k) : k);
      return [...rows].sort((a, b) => {
        const ka = keyOf(a);
        const kb = keyOf(b);
        if (vazio(ka) || vazio(kb)) return Number(vazio(ka)) - Number(vazio(kb));
        const ca = chave(ka)!;
        const cb = chave(kb)!;
        return ca < cb ? -sinal : ca > cb ? sinal : 0;
      }).map((r) => r.i);
    }
    for (const keyOf of [(r: (typeof rows)[number]) => r.t, (r: (typeof rows)[number]) => r.v]) {
      expect(ordenarPorChave(rows, keyOf, 'asc').map((r) => r.i)).toEqual(referencia(keyOf, 1));
      expect(ordenarPorChave(rows, keyOf, 'desc').map((r) => r.i)).toEqual(referencia(keyOf, -1));
    }
    // Through the kept index as the list uses it: descending after ascending on the same rows.
    const spec = { coluna: 't', keyOf: (r: (typeof rows)[number]) => r.t };
    expect(sortedView(rows, rows, null, { ...spec, direcao: 'asc' }).map((r) => r.i)).toEqual(referencia(spec.keyOf, 1));
    expect(sortedView(rows, rows, null, { ...spec, direcao: 'desc' }).map((r) => r.i)).toEqual(referencia(spec.keyOf, -1));
  });

  it('sorts 100,000 rows of text', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ d: `Compra ${(i * 48271) % 100_000}` }));
    const out = ordenarPorChave(rows, (r) => r.d, 'asc');
    expect(out[0]!.d).toBe('Compra 0');
    expect(out[99_999]!.d).toBe('Compra 99999');
  });
});
