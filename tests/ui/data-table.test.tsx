// @vitest-environment happy-dom
/* The list table's layout (decision 123): set column widths shared by every row, a virtualised
   "Todos" body as tall as the whole list that still reads as a table, and the keyboard path. */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchKey } from '../../src/domain/search.ts';
import { LANCAMENTO_COLUMNS } from '../../src/features/lancamentos/lancamentos-columns.tsx';
import type { LancamentoRow } from '../../src/features/lancamentos/lancamentos-columns.tsx';
import type { Column } from '../../src/ui/column.ts';
import { CHECKBOX_WIDTH, DEFAULT_COLUMN_WIDTH, columnLayout, larguraDaColuna } from '../../src/ui/column.ts';
import { larguraDaMaiorPalavra, MOLDURA_ORDENAVEL_PX, MOLDURA_SIMPLES_PX } from '../../src/ui/largura-cabecalho.ts';
import { ListCard } from '../../src/ui/list-card.tsx';
import { useListState } from '../../src/ui/use-list-state.ts';
import { OVERSCAN, ROW_HEIGHT, assignSlots, rowsToRender } from '../../src/ui/virtual-rows.tsx';

interface Item { id: string; nome: string; cidade: string }

const makeItems = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({
  id: `id-${String(i + 1).padStart(6, '0')}`, nome: `Item ${i + 1}`, cidade: i % 2 ? 'Belém' : 'Curitiba',
}));
const columns: Column<Item>[] = [
  { id: 'nome', header: 'Nome', width: 200, cell: (row) => row.nome },
  { id: 'cidade', header: 'Cidade', cell: (row) => row.cidade },
];
const keyOf = (row: Item) => buildSearchKey([row.nome, row.cidade]);
const idOf = (row: Item) => row.id;

function Screen({ rows }: { rows: Item[] }) {
  const list = useListState({ rows, searchKeyOf: keyOf, getRowId: idOf });
  return <ListCard title="Itens" list={list} columns={columns} />;
}

const table = () => screen.getByRole('table', { name: 'Itens' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('column widths', () => {
  it('every row shares one grid: the checkbox, then each column at its width or more', () => {
    expect(columnLayout(columns)).toEqual({
      '--fluxo-cols': `${CHECKBOX_WIDTH}px minmax(200px, 200fr) minmax(${DEFAULT_COLUMN_WIDTH}px, ${DEFAULT_COLUMN_WIDTH}fr)`,
      minWidth: CHECKBOX_WIDTH + 200 + DEFAULT_COLUMN_WIDTH,
    });
    render(<Screen rows={makeItems(5)} />);
    expect(table().style.getPropertyValue('--fluxo-cols')).toContain('minmax(200px, 200fr)');
    expect(table().style.minWidth).toBe('360px');
  });

  it('a column is at least its header\'s longest word wide, with the padding and the sort icon (issue 33)', () => {
    const cell = (row: Item) => row.nome;
    const quantidade = larguraDaMaiorPalavra('Quantidade') + MOLDURA_ORDENAVEL_PX;
    expect(quantidade).toBeGreaterThan(70);
    expect(larguraDaColuna({ id: 'q', header: 'Quantidade', width: 70, cell })).toBe(quantidade);
    // Words wrap: only the longest counts; a plain header has no icon; a wide column keeps its width.
    expect(larguraDaColuna({ id: 'c', header: 'Custo no período', width: 60, cell })).toBe(larguraDaMaiorPalavra('período') + MOLDURA_ORDENAVEL_PX);
    expect(larguraDaColuna({ id: 'a', header: 'Quantidade', width: 60, sortable: false, cell })).toBe(quantidade - MOLDURA_ORDENAVEL_PX + MOLDURA_SIMPLES_PX);
    expect(larguraDaColuna({ id: 'n', header: 'Nome', width: 200, cell })).toBe(200);
    expect(columnLayout([{ id: 'q', header: 'Quantidade', width: 70, cell }]).minWidth).toBe(CHECKBOX_WIDTH + quantidade);
  });

  it('every Lançamentos column declares its width, and a long description shows whole on hover', () => {
    expect(LANCAMENTO_COLUMNS.every((column) => (column.width ?? 0) > 0)).toBe(true);
    const descricao = LANCAMENTO_COLUMNS.find((column) => column.id === 'descricao');
    const longa = 'Manutenção preventiva de ar-condicionado da filial de Belo Horizonte';
    expect(descricao?.title?.({ descricao: longa } as LancamentoRow)).toBe(longa);
  });
});

describe('table semantics', () => {
  it('keeps table, header, row and cell roles and says "Busca não encontrada!" across the whole row', async () => {
    const user = userEvent.setup();
    render(<Screen rows={makeItems(3)} />);
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Nome', 'Cidade']);
    expect(within(dataRows()[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['', 'Item 1', 'Curitiba']);
    await user.type(screen.getByRole('searchbox'), 'zz');
    const cell = within(table()).getByRole('cell', { name: 'Busca não encontrada!' });
    expect(cell).toHaveAttribute('colspan', '3');
  });
});

describe('virtualised Todos', () => {
  async function openTodos(n: number) {
    const user = userEvent.setup();
    // happy-dom has no layout: give the scroll box a viewport-sized height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    render(<Screen rows={makeItems(n)} />);
    await user.selectOptions(screen.getByLabelText('Por Pág:'), 'Todos');
    return user;
  }

  it('is as tall as every row, tells assistive tech how many rows there are and where each one is', async () => {
    await openTodos(5000);
    const box = table().closest('[data-virtual]');
    expect(box).not.toBeNull();
    expect(table()).toHaveAttribute('aria-rowcount', '5001');
    const body = within(table()).getAllByRole('rowgroup')[1]!;
    expect(body.style.height).toBe(`${5000 * ROW_HEIGHT}px`);
    expect(body.style.paddingTop).toBe('0px');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(dataRows().length).toBeLessThan(60);
  });

  it('after a scroll the body pads down to the first rendered row, in order', async () => {
    await openTodos(5000);
    const box = table().closest<HTMLElement>('[data-virtual]')!;
    act(() => {
      box.scrollTop = 1000 * ROW_HEIGHT;
      box.dispatchEvent(new Event('scroll'));
    });
    const rows = dataRows();
    const first = Number(rows[0]!.getAttribute('aria-rowindex'));
    expect(first).toBeGreaterThan(900);
    const body = within(table()).getAllByRole('rowgroup')[1]!;
    expect(body.style.paddingTop).toBe(`${(first - 2) * ROW_HEIGHT}px`);
    expect(rows.map((row) => Number(row.getAttribute('aria-rowindex')))).toEqual(rows.map((_, i) => first + i));
    expect(within(rows[0]!).getByRole('cell', { name: `Item ${first - 1}` })).toBeInTheDocument();
  });

  it('renders the rows a scroll brings in after the scroll event, not inside it (decision 335)', async () => {
    await openTodos(5000);
    const box = table().closest<HTMLElement>('[data-virtual]')!;
    // Outside act, as the browser dispatches it: the event returns before React renders the rows.
    box.scrollTop = 2000 * ROW_HEIGHT;
    box.dispatchEvent(new Event('scroll'));
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    await waitFor(() => expect(Number(dataRows()[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(1900));
  });

  it('while a scroll moves its overscan is ahead only; once it stops, behind too (decision 357)', async () => {
    await openTodos(5000);
    const box = table().closest<HTMLElement>('[data-virtual]')!;
    const firstIndex = () => Number(dataRows()[0]!.getAttribute('aria-rowindex'));
    // Row i (0-based) spans 40 + 40 i .. 40 + 40 (i + 1) px below the box's top: at 80,000 px the
    // first visible row is 1,999, aria-rowindex 2,001 (the header is 1).
    box.scrollTop = 2000 * ROW_HEIGHT;
    // Scroll events keep coming while it moves (each one puts off the virtualiser's stop by 150 ms).
    await waitFor(() => {
      box.dispatchEvent(new Event('scroll'));
      expect(firstIndex()).toBe(2001);
    });
    const last = Number(dataRows().at(-1)!.getAttribute('aria-rowindex'));
    expect(last - 2001 + 1).toBeGreaterThanOrEqual(Math.ceil(720 / ROW_HEIGHT) + OVERSCAN);
    // 150 ms after the last scroll event the scroll has stopped: the rows behind come back.
    await waitFor(() => expect(firstIndex()).toBe(2001 - OVERSCAN));
  });

  it('renders every visible row plus the overscan on the leading edge only while scrolling', () => {
    const range = { startIndex: 100, endIndex: 117, overscan: OVERSCAN, count: 5000 };
    expect(rowsToRender(range, null)).toEqual(Array.from({ length: 18 + 2 * OVERSCAN }, (_, i) => 100 - OVERSCAN + i));
    expect(rowsToRender(range, 'forward')).toEqual(Array.from({ length: 18 + OVERSCAN }, (_, i) => 100 + i));
    expect(rowsToRender(range, 'backward')).toEqual(Array.from({ length: 18 + OVERSCAN }, (_, i) => 100 - OVERSCAN + i));
    expect(rowsToRender({ startIndex: 0, endIndex: 17, overscan: OVERSCAN, count: 20 }, 'forward')).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('a row leaving the window hands its slot to a row entering it; staying rows and the focused row keep theirs (decision 366)', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c']);
    expect([...first]).toEqual([['a', 0], ['b', 1], ['c', 2]]);
    // Scrolled by one row: a leaves, d enters in a's slot; b and c keep theirs, also re-sorted.
    expect([...assignSlots(first, ['c', 'b', 'd'])]).toEqual([['c', 2], ['b', 1], ['d', 0]]);
    // a holds the focus: its slot is not handed over, d takes a new one and a stays reserved.
    const pinned = assignSlots(first, ['b', 'c', 'd'], 'a');
    expect([...pinned]).toEqual([['b', 1], ['c', 2], ['d', 3], ['a', 0]]);
    // Over many random windows the slots stay unique and few.
    let slots = new Map<string, number>();
    let seed = 12345;
    for (let step = 0; step < 500; step++) {
      seed = (seed * 1103515245 + 12345) % 2147483648; // fixed pseudo-random jumps and small scrolls
      const start = step % 3 === 0 ? seed % 1000 : step;
      const ids = Array.from({ length: 20 + (step % 5) }, (_, i) => `r${start + i}`);
      slots = assignSlots(slots, ids, step % 7 === 0 ? `r${start}` : null);
      const used = ids.map((id) => slots.get(id));
      expect(new Set(used).size).toBe(ids.length);
      expect(Math.max(...[...slots.values()])).toBeLessThan(26);
    }
  });

  it('a scroll reuses the rows\' elements for the rows it brings in, and the focused row keeps its own (decision 366)', async () => {
    await openTodos(5000);
    const box = table().closest<HTMLElement>('[data-virtual]')!;
    const before = new Set(dataRows());
    const focused = within(dataRows()[3]!).getByRole('checkbox');
    act(() => focused.focus());
    const focusedId = dataRows()[3]!.getAttribute('data-id');
    await waitFor(() => {
      box.scrollTop = 40 * ROW_HEIGHT;
      box.dispatchEvent(new Event('scroll'));
      expect(Number(dataRows()[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(40);
    });
    const after = dataRows();
    // Every row now shows another record, in elements that were already in the table.
    expect(after.filter((row) => before.has(row)).length).toBeGreaterThanOrEqual(after.length - OVERSCAN - 1);
    expect(after.every((row) => Number(row.getAttribute('aria-rowindex')) > 40)).toBe(true);
    expect(after.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(
      after.map((row) => `Item ${Number(row.getAttribute('aria-rowindex')) - 1}`));
    // The focused row's element was not handed to another record.
    expect(after.some((row) => row.contains(focused))).toBe(false);
    if (focused.isConnected) expect(focused.closest('tr')!.getAttribute('data-id')).toBe(focusedId);
  });

  it('Space selects and ArrowDown walks the rendered rows\' checkboxes', async () => {
    const user = await openTodos(3000);
    const boxes = screen.getAllByRole('checkbox', { name: 'Selecionar linha' });
    boxes[0]!.focus();
    await user.keyboard(' {ArrowDown}{ArrowDown} ');
    expect(screen.getByText('2 selecionada(s)')).toBeInTheDocument();
    expect(boxes[2]).toHaveFocus();
    expect(boxes[2]).toBeChecked();
  });
});
