// @vitest-environment happy-dom
/* The statement tables on the list kit (decision 312) and the statement link on the payables and
   receivables lists (decision 311). */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vinculosPorTitulo } from '../../src/data/extrato-vinculos.ts';
import type { ExtratoLocal } from '../../src/data/extratos.ts';
import type { LinhaClassificada } from '../../src/domain/extrato-linha.ts';
import { TabelaPrevia } from '../../src/features/extratos/previa-tabela.tsx';
import { PagamentoCell, VinculosProvider } from '../../src/features/lancamentos/vinculo-extrato.tsx';
import { CHECKBOX_WIDTH, columnLayout } from '../../src/ui/column.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const linha = (i: number): LinhaClassificada => ({
  linha: i + 1, data: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`, valor: -(1000 + i), descricao: `PAG FORNECEDOR ${i}`,
  fitid: `F${i}`, parcela: null, chave: `k${i}`, status: i % 2 ? 'duplicada' : 'nova',
});

describe('the statement preview on the list kit', () => {
  it('draws a 5,000-line file virtualised, without a selection column, and sorts by a header', async () => {
    // happy-dom has no layout: the scroll box reports a screen-sized height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    const linhas = Array.from({ length: 5000 }, (_, i) => linha(i));
    render(<TabelaPrevia linhas={linhas} erros={[{ linha: 5001, campo: 'valor', dado: 'abc', valor_correto: 'número' }]} />);
    const tabela = screen.getByRole('table', { name: 'Prévia' });
    expect(tabela.getAttribute('aria-rowcount')).toBe('5002');
    const linhasNaTela = within(tabela).getAllByRole('row');
    expect(linhasNaTela.length).toBeLessThan(60);
    expect(within(tabela).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(tabela).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Linha', 'Data', 'Descrição', 'Valor', 'Situação']);
    expect(screen.getByTestId('list-range').textContent).toContain('5001');

    await userEvent.click(within(tabela).getByRole('button', { name: /Valor/ }));
    await waitFor(() => expect(within(tabela).getAllByRole('row')[1]?.textContent).toContain('PAG FORNECEDOR 4999'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na prévia' }), 'erro');
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(2));
  });

  it('a table without selection has no checkbox track in its grid', () => {
    const cols = [{ id: 'a', header: 'A', width: 100, cell: () => '' }];
    expect(columnLayout(cols, false)).toEqual({ '--fluxo-cols': 'minmax(100px, 100fr)', minWidth: 100 });
    expect(columnLayout(cols)).toEqual({ '--fluxo-cols': `${CHECKBOX_WIDTH}px minmax(100px, 100fr)`, minWidth: CHECKBOX_WIDTH + 100 });
  });
});

describe('the statement link on the lists (decision 311)', () => {
  const extrato = (id: string, lancamento_id: string | null, recebivel_id: string | null): ExtratoLocal => ({
    id, banco_id: 'b', data: '2026-01-05', valor: -15000, descricao: 'PAG BOLETO ALUGUEL', fitid: null, chave: id, formato: 'ofx',
    parcela: null, lancamento_id, recebivel_id,
  } as ExtratoLocal);

  it('indexes the linked títulos of one kind by id', () => {
    const mapa = vinculosPorTitulo([extrato('e1', 'L-1', null), extrato('e2', null, 'r1'), extrato('e3', null, null)], 'lancamento');
    expect([...mapa.keys()]).toEqual(['l-1']);
    expect(mapa.get('l-1')).toEqual({ extrato_id: 'e1', data: '2026-01-05', descricao: 'PAG BOLETO ALUGUEL', valor: -15000 });
  });

  it('the Pagamento cell marks a conciliated título with its statement line; others show the date alone', () => {
    const vinculos = vinculosPorTitulo([extrato('e1', 'l1', null)], 'lancamento');
    render(
      <VinculosProvider value={vinculos}>
        <div data-testid="ligado"><PagamentoCell row={{ id: 'l1', data_pagamento: '2026-01-05' }} /></div>
        <div data-testid="solto"><PagamentoCell row={{ id: 'l2', data_pagamento: '2026-01-06' }} /></div>
      </VinculosProvider>,
    );
    const marcador = within(screen.getByTestId('ligado')).getByTestId('vinculo-extrato');
    expect(marcador.textContent).toBe('Extrato');
    expect(marcador.getAttribute('title')).toBe('Conciliado com o extrato de 05/01/2026: PAG BOLETO ALUGUEL (-R$ 150,00)');
    expect(screen.getByTestId('solto').textContent).toBe('06/01/2026');
  });
});
