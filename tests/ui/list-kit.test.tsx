// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchKey } from '../../src/domain/search.ts';
import type { Column } from '../../src/ui/column.ts';
import { ListCard } from '../../src/ui/list-card.tsx';
import { useListState } from '../../src/ui/use-list-state.ts';

interface Item { id: string; nome: string; cidade: string }

const CIDADES = ['São Paulo', 'Curitiba', 'Belém', 'Goiânia'];
function makeItems(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `id-${String(i + 1).padStart(6, '0')}`,
    nome: `Item ${i + 1}`,
    cidade: CIDADES[i % CIDADES.length] ?? '',
  }));
}

const columns: Column<Item>[] = [
  { id: 'nome', header: 'Nome', cell: (row) => row.nome },
  { id: 'cidade', header: 'Cidade', cell: (row) => row.cidade },
];
const keyOf = (row: Item) => buildSearchKey([row.nome, row.cidade]);
const idOf = (row: Item) => row.id;

function Screen({ rows, onRefresh, searchKeyOf = keyOf, ready }: { rows: Item[]; onRefresh?: () => void; searchKeyOf?: (row: Item) => string; ready?: boolean }) {
  const list = useListState({ rows, searchKeyOf, getRowId: idOf });
  return <ListCard title="Itens" list={list} columns={columns} onRefresh={onRefresh} ready={ready} />;
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Itens' })).getAllByRole('row').slice(1);
const range = () => screen.getByTestId('list-range').textContent;
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const isSelected = (name: string) => within(rowOf(name)).getByRole('checkbox').matches(':checked');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('loading', () => {
  it('a list whose rows are not in yet says so in its body and its footer, never "0 - 0 de 0" (decision 192)', () => {
    const { rerender } = render(<Screen rows={[]} ready={false} />);
    expect(screen.getByText('Carregando...', { selector: 'td' })).toBeInTheDocument();
    expect(range()).toBe('Carregando...');
    expect(screen.getByTestId('list-range')).toHaveAttribute('aria-busy', 'true');
    rerender(<Screen rows={[]} ready />);
    expect(range()).toBe('0 - 0 de 0');
    expect(screen.getByTestId('list-range')).not.toHaveAttribute('aria-busy');
  });
});

describe('search', () => {
  it('ignores case and accents and says "Busca não encontrada!" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(40)} />);
    await user.type(screen.getByRole('searchbox'), 'SAO paulo');
    expect(range()).toBe('1 - 10 de 10');
    expect(bodyRows().every((row) => row.textContent?.includes('São Paulo'))).toBe(true);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'belem item 3');
    expect(screen.getByRole('cell', { name: 'Item 3' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zz');
    expect(screen.getByText('Busca não encontrada!')).toBeInTheDocument();
    expect(range()).toBe('0 - 0 de 0');
  });

  it('normalises each row once, however many keystrokes follow', async () => {
    const user = userEvent.setup();
    const spy = vi.fn(keyOf);
    const rows = makeItems(500);
    render(<Screen rows={rows} searchKeyOf={spy} />);
    await user.type(screen.getByRole('searchbox'), 'curitiba item 1');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'goi');
    expect(spy).toHaveBeenCalledTimes(rows.length);
  });

  it('normalises the rows in idle time before the first keystroke', async () => {
    const spy = vi.fn(keyOf);
    render(<Screen rows={makeItems(5000)} searchKeyOf={spy} />);
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(5000));
  });
});

describe('paging', () => {
  it('shows 15 rows by default, "start - end de total" and the pager window', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(200)} />);
    expect(bodyRows()).toHaveLength(15);
    expect(range()).toBe('1 - 15 de 200');
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '4', '14', '›']);
    await user.click(within(pager).getByRole('button', { name: 'Página 14' }));
    expect(range()).toBe('196 - 200 de 200');
    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    expect(range()).toBe('181 - 195 de 200');
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['‹', '1', '11', '12', '13', '14', '›']);
  });

  it('changing "Por Pág:" goes back to page 1; Todos shows every row', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(100)} />);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.selectOptions(screen.getByLabelText('Por Pág:'), '30');
    expect(range()).toBe('1 - 30 de 100');
    await user.selectOptions(screen.getByLabelText('Por Pág:'), 'Todos');
    expect(range()).toBe('1 - 100 de 100');
    expect(bodyRows()).toHaveLength(100);
  });

  it('virtualises Todos with thousands of rows: only the rows in view are in the page', async () => {
    const user = userEvent.setup();
    // happy-dom has no layout: give the scroll box a viewport-sized height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    render(<Screen rows={makeItems(20_000)} />);
    await user.selectOptions(screen.getByLabelText('Por Pág:'), 'Todos');
    expect(range()).toBe('1 - 20000 de 20000');
    const rendered = screen.getAllByRole('checkbox', { name: 'Selecionar linha' });
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(200);
  });
});

describe('selection', () => {
  it('a click toggles the row; shift-click selects the range; Limpar clears', async () => {
    render(<Screen rows={makeItems(40)} />);
    fireEvent.click(rowOf('Item 2'));
    await waitFor(() => expect(isSelected('Item 2')).toBe(true));
    fireEvent.click(rowOf('Item 6'), { shiftKey: true });
    await waitFor(() => expect(screen.getByText('5 selecionada(s)')).toBeInTheDocument());
    fireEvent.click(rowOf('Item 4'));
    await waitFor(() => expect(screen.getByText('4 selecionada(s)')).toBeInTheDocument());
    expect(isSelected('Item 4')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.queryByTestId('list-selected')).toBeNull();
  });

  it('the header checkbox selects and unselects the current page only', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(40)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    expect(screen.getByText('15 selecionada(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar página' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    expect(screen.getByText('30 selecionada(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    expect(screen.getByText('15 selecionada(s)')).toBeInTheDocument();
  });

  it('a click that ends a text selection, or a press of 200 ms or more, does not toggle', async () => {
    render(<Screen rows={makeItems(5)} />);
    vi.spyOn(window, 'getSelection').mockReturnValue({ isCollapsed: false, toString: () => 'Item 1' } as Selection);
    fireEvent.click(rowOf('Item 1'));
    vi.restoreAllMocks();
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    fireEvent.mouseDown(rowOf('Item 2'));
    now.mockReturnValue(1250);
    fireEvent.click(rowOf('Item 2'));
    now.mockRestore();
    // A plain click afterwards toggles its row after the same delay: once it has, any toggle the
    // two clicks above had scheduled would have run too (timers of one delay fire in order).
    fireEvent.mouseDown(rowOf('Item 3'));
    fireEvent.click(rowOf('Item 3'));
    await waitFor(() => expect(isSelected('Item 3')).toBe(true));
    expect(isSelected('Item 1')).toBe(false);
    expect(isSelected('Item 2')).toBe(false);
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
  });

  it('the row checkbox works from the keyboard and arrows walk the rows', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(5)} />);
    const first = within(rowOf('Item 1')).getByRole('checkbox');
    first.focus();
    await user.keyboard(' ');
    expect(isSelected('Item 1')).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(isSelected('Item 3')).toBe(true);
    expect(screen.getByText('2 selecionada(s)')).toBeInTheDocument();
  });

  it('changing the page size drops selected rows that are gone from the data', async () => {
    const user = userEvent.setup();
    const rows = makeItems(20);
    const { rerender } = render(<Screen rows={rows} />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    rerender(<Screen rows={rows.slice(5)} />);
    await user.selectOptions(screen.getByLabelText('Por Pág:'), '30');
    expect(screen.getByText('10 selecionada(s)')).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('Ctrl+Right / Ctrl+Left change page, Ctrl+Up / Ctrl+Down change page size, F8 refreshes', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn();
    render(<Screen rows={makeItems(100)} onRefresh={refresh} />);
    await user.keyboard('{Control>}{ArrowRight}{ArrowRight}{/Control}');
    expect(range()).toBe('31 - 45 de 100');
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(range()).toBe('16 - 30 de 100');
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(range()).toBe('1 - 30 de 100');
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{ArrowUp}{/Control}');
    expect(screen.getByLabelText('Por Pág:')).toHaveValue('Todos');
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(screen.getByLabelText('Por Pág:')).toHaveValue('50');
    await user.keyboard('{F8}');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('leaves Ctrl+arrows to the search box while typing', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(100)} />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(range()).toBe('1 - 15 de 100');
  });

  it('the refresh button runs the reload and a failure is only logged', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Screen rows={makeItems(3)} onRefresh={refresh} />);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  });
});
