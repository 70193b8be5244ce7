// @vitest-environment happy-dom
// At 100,000 payables the list derives its arrays once per change of the collection: selecting,
// paging and typing never re-run the filter, and each row's search key is built at most once.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aplicarFiltro } from '../../src/domain/filtro.ts';
import type * as FiltroModule from '../../src/domain/filtro.ts';
import { chaveBuscaLancamento } from '../../src/domain/lancamento.ts';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import type * as LancamentoModule from '../../src/domain/lancamento.ts';
import { LancamentosPage } from '../../src/features/lancamentos/lancamentos-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';
import { MemoryRouter } from 'react-router-dom';

const N = 100_000;
const ROWS: Lancamento[] = Array.from({ length: N }, (_, i) => ({
  id: `0190a0e0-0000-7000-8000-${String(i).padStart(12, '0')}`,
  id_titulo: `0190a0e0-0000-7000-9000-${String(i).padStart(12, '0')}`,
  descricao: i % 1000 === 0 ? `Notebook ${i}` : `Compra ${i}`, pagamento: 'Pix', tipo_compra: 'Compra',
  banco_id: '0190a0e0-0000-7000-8000-0000000000b1', banco: i % 2 ? 'Itaú' : 'Caixa', quant_parcela: 1, parcela: 1,
  valor: 1000 + i, valor_parcela: 1000 + i, valor_pago: 0, data: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
  status: i % 3 === 0 ? 'Pago' : 'Pagar', tipo: 'Sem Vencimento', vencimento: null, data_pagamento: null, data_cancelamento: null,
  categoria_id: null, categoria: null, observacao: null, metodo: 'À vista', version: 1,
}));

vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => ({ rows: name === 'lancamentos' ? ROWS : [], ready: true }),
}));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(async () => undefined) }));
vi.mock('../../src/domain/filtro.ts', async (importOriginal) => {
  const real = await importOriginal<typeof FiltroModule>();
  return { ...real, aplicarFiltro: vi.fn(real.aplicarFiltro) };
});
vi.mock('../../src/domain/lancamento.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LancamentoModule>();
  return { ...real, chaveBuscaLancamento: vi.fn(real.chaveBuscaLancamento) };
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Lançamentos with 100,000 rows', () => {
  it('filters once per filter, builds each search key once, and selection does not redo either', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    expect(screen.getByTestId('list-range')).toHaveTextContent('1 - 15 de 100000');

    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtro de Lançamento' });
    await user.type(within(dialog).getByLabelText('Cadastro inicial'), '01/03/2025');
    await user.type(within(dialog).getByLabelText('Cadastro final'), '31/03/2025');
    await user.click(within(dialog).getByLabelText('Pagar', { exact: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const expected = ROWS.filter((r) => r.data === '2025-03-10' && r.status === 'Pagar').length;
    expect(screen.getByTestId('list-range')).toHaveTextContent(`1 - 15 de ${expected}`);
    expect(vi.mocked(aplicarFiltro)).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('searchbox'), 'caixa');
    expect(screen.getByTestId('list-range')).toHaveTextContent(`1 - 15 de ${expected}`);
    await user.click(within(screen.getByRole('table', { name: 'Lançamentos' })).getAllByRole('row')[1]!.querySelector('input')!);
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.type(screen.getByRole('searchbox'), ' pagar');
    // Keys are warmed in idle time and cached per row object: never more than one per row.
    expect(vi.mocked(chaveBuscaLancamento).mock.calls.length).toBeLessThanOrEqual(N);
    expect(vi.mocked(aplicarFiltro)).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
  }, 60_000);
});
