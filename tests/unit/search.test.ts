import { describe, it, expect } from 'vitest';
import {
  buildSearchKey,
  matchesSearch,
  matchesSearchKey,
  normalizeSearch,
  searchTerms,
} from '../../src/domain/search.ts';

describe('search ignores case and accents', () => {
  it('normalizes text', () => {
    expect(normalizeSearch('São')).toBe('sao');
    expect(normalizeSearch('  AÇÃO   Crédito\tPix ')).toBe('acao credito pix');
    expect(normalizeSearch('Pagamento Único')).toBe('pagamento unico');
  });

  it('takes the short path only where it gives the same text as the full one', () => {
    const full = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
    const samples = [
      'Energia', 'ENERGIA elétrica', 'a  b', ' lead', 'trail ', 'tab\there', 'line\nbreak', 'nbsp\u00a0x', 'İstanbul',
      'Ação', 'x', '', ' ', 'Kalunga 123', 'ﬁ ligature', 'Ω', 'already fine',
    ];
    for (const text of samples) expect(normalizeSearch(text)).toBe(full(text));
  });

  it('finds "São" when typing "sao" and the other way round', () => {
    expect(matchesSearch(['Banco São Paulo'], 'sao')).toBe(true);
    expect(matchesSearch(['Banco Sao Paulo'], 'SÃO')).toBe(true);
  });

  it('needs every typed word, in any field and any order', () => {
    const parts = ['Aluguel escritório', 'Pagar', 'Itaú'];
    expect(matchesSearch(parts, 'itau aluguel')).toBe(true);
    expect(matchesSearch(parts, 'escrit pag')).toBe(true);
    expect(matchesSearch(parts, 'aluguel pago')).toBe(false);
  });

  it('matches everything with a blank query and skips empty fields', () => {
    expect(matchesSearch(['x'], '   ')).toBe(true);
    expect(matchesSearch([null, undefined, '', 'Pix'], 'pix')).toBe(true);
    expect(searchTerms('  ')).toEqual([]);
  });

  it('does not match a term spread across two fields', () => {
    const key = buildSearchKey(['Pag', 'ar']);
    expect(matchesSearchKey(key, searchTerms('pagar'))).toBe(false);
    expect(matchesSearchKey(key, searchTerms('pag ar'))).toBe(true);
  });

  it('searches 100,000 precomputed rows quickly', () => {
    const keys = Array.from({ length: 100_000 }, (_, i) =>
      buildSearchKey([`Lançamento ${i}`, i % 2 ? 'Pago' : 'Pagar', 'Itaú']),
    );
    const terms = searchTerms('lancamento 9999');
    const started = performance.now();
    const hits = keys.filter((key) => matchesSearchKey(key, terms)).length;
    expect(hits).toBe(Array.from({ length: 100_000 }, (_, i) => String(i)).filter((n) => n.includes('9999')).length);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
