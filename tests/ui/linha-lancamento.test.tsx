// @vitest-environment happy-dom
// What one Lançamentos row puts in the DOM (decision 357): a scroll through "Todos" builds, styles
// and lays out every row it brings in, so the row keeps to its elements and carries no inline
// style; priority columns are placed by one shared class.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import { LANCAMENTO_COLUMNS } from '../../src/features/lancamentos/lancamentos-columns.tsx';
import { LancamentosPage } from '../../src/features/lancamentos/lancamentos-page.tsx';
import { cellClasses, visualOrder } from '../../src/ui/column.ts';
import { MemoryRouter } from 'react-router-dom';

const UM: Lancamento = {
  id: '0190a0e0-0000-7000-8000-000000000001', id_titulo: '0190a0e0-0000-7000-9000-000000000001',
  descricao: 'Energia elétrica', pagamento: 'Boleto', tipo_compra: 'Pagamento',
  banco_id: '0190a0e0-0000-7000-8000-0000000000b1', banco: 'Caixa', quant_parcela: 1, parcela: 1,
  valor: 12_345, valor_parcela: 12_345, valor_pago: 0, data: '2020-01-02', status: 'Pagar', tipo: 'Com Vencimento',
  vencimento: '2020-01-10', data_pagamento: null, data_cancelamento: null,
  categoria_id: null, categoria: null, observacao: null, metodo: 'À vista', version: 1,
};
let ROWS: Lancamento[] = [UM];
const lidas: string[] = [];

vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => {
    lidas.push(name);
    return { rows: name === 'lancamentos' ? ROWS : [], ready: true };
  },
}));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(async () => undefined) }));

afterEach(() => {
  cleanup();
  ROWS = [UM];
  lidas.length = 0;
});

function firstRow(): HTMLElement {
  return within(screen.getByRole('table', { name: 'Lançamentos' })).getAllByRole('row')[1]!;
}

describe('a Lançamentos row', () => {
  it('is 23 elements with a due date and its due text, and none carries an inline style', () => {
    render(<MemoryRouter><LancamentosPage /></MemoryRouter>);
    const row = firstRow();
    expect(within(row).getByTestId('texto-vencimento')).toHaveTextContent('Vencido');
    // tr, the selection cell and its checkbox, 15 cells (N° Parc. and Valor total wait in the column
    // chooser, decision 435; the Aprovação one empty), the status badge, the due text and the
    // placeholders of Data Pagamento, Categoria and Observação. The due date is the cell's own text.
    expect(row.querySelectorAll('*').length + 1).toBe(23);
    expect(row.querySelectorAll('[style]')).toHaveLength(0);
    const vencimento = within(row).getAllByRole('cell')[11]!;
    expect(vencimento.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(vencimento.textContent).toMatch(/^10\/01\/2020Vencido/);
  });

  it('draws the priority columns first by a class on their cells and headers, as visualOrder orders them', () => {
    render(<MemoryRouter><LancamentosPage /></MemoryRouter>);
    const table = screen.getByRole('table', { name: 'Lançamentos' });
    const prio = LANCAMENTO_COLUMNS.filter((column) => column.priority).map((column) => column.header);
    expect(prio).toEqual(['Descrição', 'Valor', 'A Pagar', 'Status', 'Vencimento']);
    // Then Parcela (n/N) and Pago, before the rest (decision 435).
    expect(LANCAMENTO_COLUMNS.filter((column) => column.depois).map((column) => column.header)).toEqual(['Parcela', 'Pago']);
    const headers = within(table).getAllByRole('columnheader').slice(1);
    expect(headers.filter((th) => th.classList.contains('fluxo-prio')).map((th) => th.textContent)).toEqual(prio);
    const cells = within(firstRow()).getAllByRole('cell');
    expect(cells[0]!.classList.contains('fluxo-sel')).toBe(true);
    const visiveis = LANCAMENTO_COLUMNS.filter((column) => !column.oculta);
    expect(cells.slice(1).map((td) => td.classList.contains('fluxo-prio'))).toEqual(visiveis.map((column) => column.priority === true));
    // CSS order: selection -3, priority -2, 'depois' -1, the rest 0, ties in DOM order — visualOrder's order.
    const rank = (c: string) => (c.includes('fluxo-prio') ? -2 : c.includes('fluxo-depois') ? -1 : 0);
    const classes = cellClasses(LANCAMENTO_COLUMNS);
    const byClass = LANCAMENTO_COLUMNS.map((_, i) => i)
      .sort((a, b) => rank(classes[a]!) - rank(classes[b]!) || a - b);
    const order = visualOrder(LANCAMENTO_COLUMNS);
    expect(byClass).toEqual(LANCAMENTO_COLUMNS.map((_, i) => i).sort((a, b) => order[a]! - order[b]!));
  });

  it('reads the holidays and tax categories once for the list, not once per Vencimento cell', async () => {
    ROWS = Array.from({ length: 150 }, (_, i) => ({ ...UM, id: `0190a0e0-0000-7000-8000-${String(i).padStart(12, '0')}` }));
    const user = userEvent.setup();
    render(<MemoryRouter><LancamentosPage /></MemoryRouter>);
    lidas.length = 0;
    await user.selectOptions(screen.getByLabelText('Por Pág:'), 'Todos');
    expect(screen.getAllByTestId('texto-vencimento')).toHaveLength(150);
    // 150 cells mounted: the list's few renders read the agenda, the cells read its context.
    expect(lidas.filter((name) => name === 'feriados').length).toBeLessThan(30);
  });
});
