// @vitest-environment happy-dom
// Decision 122: while 100,000 payables load, the list shows the newest rows at once (the head);
// the footer says it is still loading, and a search, a page size the head does not fill and the
// batch actions wait for every row, so nothing partial is ever shown as a result.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import { LancamentosPage } from '../../src/features/lancamentos/lancamentos-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';
import { MemoryRouter } from 'react-router-dom';


const live = vi.hoisted(() => {
  const EMPTY = { rows: [], ready: true };
  let view: { rows: readonly unknown[]; ready: boolean; head?: { rows: readonly unknown[]; total?: number } } = EMPTY;
  const listeners = new Set<() => void>();
  return {
    EMPTY,
    get: () => view,
    set(next: typeof view) {
      view = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('../../src/data/live.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useCollection: (name: string) => useSyncExternalStore(live.subscribe, () => (name === 'lancamentos' ? live.get() : live.EMPTY)),
  };
});
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(async () => undefined) }));

const N = 300;
const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
// Already in list order (newest first): the store hands them over sorted.
const ROWS: Lancamento[] = Array.from({ length: N }, (_, i) => ({
  id: id(N - i), id_titulo: id(1000 + i), descricao: i % 50 === 7 ? `Notebook ${i}` : `Compra ${i}`, pagamento: 'Pix',
  tipo_compra: 'Compra', banco_id: id(5000), banco: 'Itaú', quant_parcela: 1, parcela: 1, valor: 1000, valor_parcela: 1000,
  valor_pago: 0, data: `2026-03-${String(28 - Math.floor(i / 12)).padStart(2, '0')}`, status: 'Pagar', tipo: 'Sem Vencimento',
  vencimento: null, data_pagamento: null, data_cancelamento: null, categoria_id: null, categoria: null, observacao: null, metodo: 'À vista',
  version: 1,
}));
const LOADING: ReturnType<typeof live.get> = { rows: [], ready: false, head: { rows: ROWS.slice(0, 100) } };
const LOADED: ReturnType<typeof live.get> = { rows: ROWS, ready: true };

const table = () => screen.getByRole('table', { name: 'Lançamentos' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const range = () => screen.getByTestId('list-range');
const loaded = () => act(() => live.set(LOADED));

beforeEach(() => live.set(LOADING));
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Lançamentos while the payables load', () => {
  it('before its first rows are read, the footer is busy: never "0 - 0 de 0" (decision 192)', async () => {
    live.set({ rows: [], ready: false });
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    expect(within(table()).getByText('Carregando...')).toBeInTheDocument();
    expect(range()).toHaveTextContent('Carregando...');
    expect(range()).toHaveAttribute('aria-busy', 'true');
    await act(() => live.set(LOADING));
    expect(range()).toHaveAttribute('aria-busy', 'true');
    await loaded();
    expect(range()).toHaveTextContent(`1 - 15 de ${N}`);
    expect(range()).not.toHaveAttribute('aria-busy');
  });

  it('shows the newest page at once, says the list is still loading, then the full footer', async () => {
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    expect(bodyRows().map((r) => r.textContent)).toEqual(ROWS.slice(0, 15).map((r) => expect.stringContaining(r.descricao)));
    expect(range()).toHaveTextContent('Carregando...');
    expect(range()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await loaded();
    expect(range()).toHaveTextContent(`1 - 15 de ${N}`);
    expect(range()).not.toHaveAttribute('aria-busy');
    expect(bodyRows()[0]).toHaveTextContent(ROWS[0]!.descricao);
  });

  it('a search typed during the load waits for every row, then shows the whole result', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    await user.type(screen.getByRole('searchbox'), 'notebook');
    // Only two of the six notebooks are in the head: never show those as the result.
    expect(within(table()).getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByText('Busca não encontrada!')).toBeNull();
    expect(range()).toHaveTextContent('Carregando...');
    await loaded();
    const expected = ROWS.filter((r) => r.descricao.startsWith('Notebook'));
    expect(range()).toHaveTextContent(`1 - ${expected.length} de ${expected.length}`);
    expect(bodyRows().map((r) => r.textContent)).toEqual(expected.map((r) => expect.stringContaining(r.descricao)));
  });

  it('Todos waits for every row instead of showing the head as the whole list', async () => {
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Por Pág/ }), 'Todos');
    expect(within(table()).getByText('Carregando...')).toBeInTheDocument();
    await loaded();
    expect(range()).toHaveTextContent(`1 - ${N} de ${N}`);
  });

  it('a row selected during the load stays selected; batch actions wait for every row', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    await user.click(within(bodyRows()[2]!).getByRole('checkbox'));
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
    for (const name of ['Pagar', 'Cancelar', 'Deletar', 'Informar Pagamento']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await loaded();
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
    expect(within(bodyRows()[2]!).getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });
});

describe('a later open: the head carries the count (decision 338)', () => {
  const COUNTED: ReturnType<typeof live.get> = { rows: [], ready: false, head: { rows: ROWS.slice(0, 100), total: N } };

  it('the footer shows the full total at once, not busy, and marks the rows as still loading', async () => {
    live.set(COUNTED);
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    expect(range()).toHaveTextContent(`1 - 15 de ${N}`);
    expect(range()).not.toHaveAttribute('aria-busy');
    expect(range()).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await loaded();
    expect(range()).toHaveTextContent(`1 - 15 de ${N}`);
    expect(range()).not.toHaveAttribute('data-loading');
  });

  it('pages inside the head show its rows; a page past it waits for every row', async () => {
    const user = userEvent.setup();
    live.set(COUNTED);
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(range()).toHaveTextContent(`16 - 30 de ${N}`);
    expect(bodyRows().map((r) => r.textContent)).toEqual(ROWS.slice(15, 30).map((r) => expect.stringContaining(r.descricao)));
    await user.click(screen.getByRole('button', { name: `Página ${Math.ceil(N / 15)}` }));
    // The head holds 100 rows: the last page is not in it, so no partial page is shown.
    expect(within(table()).getByText('Carregando...')).toBeInTheDocument();
    expect(range()).toHaveAttribute('aria-busy', 'true');
    await loaded();
    expect(range()).toHaveTextContent(`${N - 14} - ${N} de ${N}`);
    expect(bodyRows().map((r) => r.textContent)).toEqual(ROWS.slice(N - 15).map((r) => expect.stringContaining(r.descricao)));
  });

  it('a search during the load still waits: no total for a result not computed yet', async () => {
    const user = userEvent.setup();
    live.set(COUNTED);
    render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
    await user.type(screen.getByRole('searchbox'), 'notebook');
    expect(range()).toHaveTextContent('Carregando...');
    expect(range()).toHaveAttribute('aria-busy', 'true');
    await loaded();
    expect(range()).toHaveTextContent('1 - 6 de 6');
  });
});
