/* Search over amounts and payment kind (issue 33): "846,44", "846" or "1234,56" as a clerk types
   them, and "Pix", find the rows; an amount never matches across two fields. */
import { describe, expect, it } from 'vitest';
import { chaveBuscaLancamento } from '../../src/domain/lancamento.ts';
import { chaveBuscaRecebivel } from '../../src/domain/recebivel.ts';
import { buildSearchKey, matchesSearchKey, searchTerms, valorParaBusca } from '../../src/domain/search.ts';

const linha = {
  descricao: 'Energia elétrica', status: 'Pagar' as const, banco: 'Itaú', pagamento: 'Pix' as const, valor: 253_932, valor_parcela: 84_644,
};
const acha = (chave: string[], busca: string) => matchesSearchKey(buildSearchKey(chave), searchTerms(busca));

describe('busca por valor e por forma de pagamento', () => {
  it('writes an amount as typed, with and without the thousands dots', () => {
    expect(valorParaBusca(84_644)).toBe('846,44');
    expect(valorParaBusca(123_456)).toBe('1.234,56 1234,56');
    expect(valorParaBusca(100_000_000)).toBe('1.000.000,00 1000000,00');
  });

  it('finds a payable by its parcela, its purchase total, a part of them, and its payment kind', () => {
    const chave = chaveBuscaLancamento(linha);
    for (const busca of ['846,44', '846', '2.539,32', '2539,32', 'pix', 'energia 846,44', 'Itaú']) expect(acha(chave, busca), busca).toBe(true);
    for (const busca of ['846,45', 'boleto', '847']) expect(acha(chave, busca), busca).toBe(false);
  });

  it('finds a receivable by its amounts', () => {
    const chave = chaveBuscaRecebivel({ descricao: 'Consultoria', status: 'Pagar', valor: 120_000, valor_parcela: 120_000 });
    expect(acha(chave, '1.200,00')).toBe(true);
    expect(acha(chave, '1200')).toBe(true);
    expect(acha(chave, '1.300')).toBe(false);
  });
});
