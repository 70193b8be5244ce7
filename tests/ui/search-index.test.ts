/* Decision 455: search keys are built after the list is on screen, in idle time, not while the
   rows load; a search typed before that ends builds what is missing and still covers every row. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterRows, warmSearchKeys } from '../../src/ui/search-index.ts';
import { buildSearchKey } from '../../src/domain/search.ts';

interface Linha { id: string; descricao: string }
const linhas = (n: number): Linha[] => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, descricao: i % 1000 === 7 ? `Energia Elétrica ${i}` : `Aluguel ${i}` }));

afterEach(() => {
  vi.useRealTimers();
});

describe('search keys (decision 455)', () => {
  it('a search before any key was built covers every row, building each key once', () => {
    const rows = linhas(12_000);
    const keyOf = vi.fn((r: Linha) => buildSearchKey([r.descricao]));
    const achadas = filterRows(rows, 'energia eletrica', keyOf).result;
    expect(achadas.map((r) => r.id)).toEqual(rows.filter((r) => r.descricao.startsWith('Energia')).map((r) => r.id));
    expect(keyOf).toHaveBeenCalledTimes(12_000);
    // The next query reuses them; so does a new array of the same rows (the list after a write).
    filterRows([...rows].reverse(), 'aluguel 11', keyOf);
    expect(keyOf).toHaveBeenCalledTimes(12_000);
  });

  it('warming builds nothing at once and every key in idle-time slices; the search then builds none', () => {
    vi.useFakeTimers();
    const rows = linhas(12_000);
    const keyOf = vi.fn((r: Linha) => buildSearchKey([r.descricao]));
    warmSearchKeys(rows, keyOf, 5000);
    expect(keyOf).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(keyOf).toHaveBeenCalledTimes(5000);
    vi.runAllTimers();
    expect(keyOf).toHaveBeenCalledTimes(12_000);
    expect(filterRows(rows, 'energia', keyOf).result).toHaveLength(12);
    expect(keyOf).toHaveBeenCalledTimes(12_000);
  });
});
