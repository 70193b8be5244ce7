// @vitest-environment happy-dom
/* Decision 321: a list opened with ?id= (a notification's link) turns to the record's page,
   selects it alone and focuses it; a search or the list's own filter that hides it is cleared. */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchKey } from '../../src/domain/search.ts';
import type { Column } from '../../src/ui/column.ts';
import { ListCard } from '../../src/ui/list-card.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { useListState } from '../../src/ui/use-list-state.ts';

interface Item { id: string; nome: string }
const ITENS: Item[] = Array.from({ length: 40 }, (_, i) => ({ id: `id-${i + 1}`, nome: `Item ${i + 1}` }));
const columns: Column<Item>[] = [{ id: 'nome', header: 'Nome', cell: (row) => row.nome }];
const keyOf = (row: Item) => buildSearchKey([row.nome]);
const idOf = (row: Item) => row.id;

let irPara: (to: string) => void = () => undefined;

/** A list with its own filter (only items up to 20) and a way to navigate while it stays mounted. */
function Tela({ comFiltro = false }: { comFiltro?: boolean }) {
  const [filtro, setFiltro] = useState(comFiltro);
  irPara = useNavigate();
  const rows = filtro ? ITENS.slice(0, 20) : ITENS;
  const list = useListState({ rows, searchKeyOf: keyOf, getRowId: idOf, limparFiltro: () => { const havia = filtro; setFiltro(false); return havia; } });
  return <ListCard title="Itens" list={list} columns={columns} />;
}

function abrir(url: string, comFiltro = false) {
  render(<MemoryRouter initialEntries={[url]}><Tela comFiltro={comFiltro} /><Toaster /></MemoryRouter>);
}

const range = () => screen.getByTestId('list-range').textContent;
const caixa = (nome: string) => within(screen.getByRole('cell', { name: nome }).closest('tr') as HTMLElement).getByRole('checkbox');

afterEach(() => cleanup());

describe('a list opened with ?id= (decision 321)', () => {
  it('turns to the record page, selects it alone and focuses its checkbox', async () => {
    abrir('/itens?id=id-33');
    await waitFor(() => expect(range()).toBe('31 - 40 de 40'));
    expect(caixa('Item 33')).toBeChecked();
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
    await waitFor(() => expect(caixa('Item 33')).toHaveFocus());
  });

  it('clears a search that hides the record, on a list already open, and selects it', async () => {
    const user = userEvent.setup();
    abrir('/itens');
    await user.type(screen.getByRole('searchbox'), 'Item 2');
    act(() => irPara('/itens?id=id-5'));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
    await waitFor(() => expect(caixa('Item 5')).toBeChecked());
    expect(await screen.findByText('A busca foi limpa para mostrar o registro aberto.')).toBeInTheDocument();
  });

  it('clears the list filter that hides the record, then selects it', async () => {
    abrir('/itens?id=id-38', true);
    await waitFor(() => expect(range()).toBe('31 - 40 de 40'));
    expect(caixa('Item 38')).toBeChecked();
  });

  it('handles each navigation once: the user may then clear the selection', async () => {
    const user = userEvent.setup();
    abrir('/itens?id=id-2');
    await waitFor(() => expect(caixa('Item 2')).toBeChecked());
    await user.click(caixa('Item 2'));
    await waitFor(() => expect(caixa('Item 2')).not.toBeChecked());
    await user.type(screen.getByRole('searchbox'), 'Item');
    expect(caixa('Item 2')).not.toBeChecked();
    // The same link followed again is a new navigation: the record is selected again.
    act(() => irPara('/itens?id=id-2'));
    await waitFor(() => expect(caixa('Item 2')).toBeChecked());
  });
});
