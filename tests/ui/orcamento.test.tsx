// @vitest-environment happy-dom
/* The Orçamento screen (issue 35 item 3, decision 443): the grid of categorias × months with its
   totals, a value saved when the cell is left (Tab and Enter move on), a refused value kept in
   its cell with the Portuguese message, "Copiar do ano anterior" confirmed with its count, and the
   Operador's read-only view. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCollection } from '../../src/data/live.ts';
import { cadastrarOrcamento, cadastrarOrcamentos } from '../../src/data/orcamentos.ts';
import { useEhAdministrador } from '../../src/data/perfil.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { MSG_ORCAMENTO } from '../../src/domain/messages-centros.ts';
import { msg } from '../../src/domain/messages.ts';
import { OrcamentoPage } from '../../src/features/orcamento/orcamento-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

vi.mock('../../src/data/live.ts', () => ({ useCollection: vi.fn() }));
vi.mock('../../src/data/perfil.ts', () => ({ useEhAdministrador: vi.fn(() => true) }));
vi.mock('../../src/data/orcamentos.ts', () => ({ cadastrarOrcamento: vi.fn(), cadastrarOrcamentos: vi.fn() }));

const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
// The screen's year is São Paulo's (at 23:30 on 31/12 UTC is already in the next year).
const ANO = Number(todayISO().slice(0, 4));
const CATEGORIAS = [{ id: id(1), descricao: 'Marketing' }, { id: id(2), descricao: 'Aluguel' }];
const orc = (n: number, categoria: string, mes: string, valor: number, centro: string | null = null) =>
  ({ id: id(100 + n), categoria, centro_custo: centro, mes, valor, version: 1 });
let ORCAMENTOS = [
  orc(1, id(2), `${ANO}-01`, 250_000), orc(2, id(2), `${ANO}-02`, 250_000), orc(3, id(1), `${ANO}-01`, 80_000),
  orc(4, id(1), `${ANO}-01`, 99_900, id(9)),
];

beforeEach(() => {
  vi.mocked(useCollection).mockImplementation(((name: string) => ({
    rows: name === 'categorias' ? CATEGORIAS : name === 'orcamentos' ? ORCAMENTOS : name === 'centros_custo' ? [{ id: id(9), codigo: 'FIL', nome: 'Filial', status: true }] : [],
    ready: true,
  })) as unknown as typeof useCollection);
  vi.mocked(useEhAdministrador).mockReturnValue(true);
  vi.mocked(cadastrarOrcamento).mockResolvedValue({ kind: 'synced', message: MSG_ORCAMENTO.salvo, response: {} });
});
afterEach(() => {
  cleanup();
  vi.mocked(cadastrarOrcamento).mockReset();
  vi.mocked(cadastrarOrcamentos).mockReset();
  dismissAllToasts();
});

const celula = (categoria: string, mes: string) => screen.getByRole('textbox', { name: MSG_ORCAMENTO.celula(categoria, `${mes}/${ANO}`) });

describe('Orçamento screen', () => {
  it('shows categorias × 12 months with each row\'s and the year\'s totals, for the budgets without centro', () => {
    render(<OrcamentoPage />);
    const grade = screen.getByTestId('orcamento-grade');
    expect(within(grade).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      ['Categoria', 'Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez', 'Total'],
    );
    expect(within(grade).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Aluguel', 'Marketing', 'Total do mês']);
    expect(celula('Aluguel', 'Jan')).toHaveValue('2.500,00');
    expect(celula('Marketing', 'Jan')).toHaveValue('800,00');
    expect(screen.getByTestId(`total-${id(2)}`)).toHaveTextContent('5.000,00');
    expect(screen.getByTestId('total-ano')).toHaveTextContent('5.800,00');
  });

  it('the centro selector shows that centro\'s budgets only', async () => {
    const user = userEvent.setup();
    render(<OrcamentoPage />);
    await user.selectOptions(screen.getByTestId('orcamento-centro'), id(9));
    expect(celula('Marketing', 'Jan')).toHaveValue('999,00');
    expect(celula('Aluguel', 'Jan')).toHaveValue('');
    expect(screen.getByTestId('total-ano')).toHaveTextContent('999,00');
  });

  it('saves a typed value when the cell is left; Tab and Enter move to the next cell', async () => {
    const user = userEvent.setup();
    render(<OrcamentoPage />);
    await user.click(celula('Aluguel', 'Mar'));
    await user.keyboard('1.500,00{Enter}');
    await waitFor(() => expect(cadastrarOrcamento).toHaveBeenCalledWith({ categoria: id(2), centro_custo: null, mes: `${ANO}-03`, valor: '1.500,00' }));
    expect(celula('Aluguel', 'Abr')).toHaveFocus();
    await user.keyboard('700{Tab}');
    await waitFor(() => expect(cadastrarOrcamento).toHaveBeenCalledWith({ categoria: id(2), centro_custo: null, mes: `${ANO}-04`, valor: '700' }));
    expect(celula('Aluguel', 'Mai')).toHaveFocus();
    // Leaving a cell without a change writes nothing.
    await user.keyboard('{Tab}');
    expect(cadastrarOrcamento).toHaveBeenCalledTimes(2);
  });

  it('a refused value stays in its cell with the Portuguese message', async () => {
    const user = userEvent.setup();
    vi.mocked(cadastrarOrcamento).mockResolvedValue({ kind: 'invalid', message: MSG_ORCAMENTO.valorNegativo, errors: { valor: [MSG_ORCAMENTO.valorNegativo] } });
    render(<OrcamentoPage />);
    await user.click(celula('Marketing', 'Fev'));
    await user.keyboard('-50,00{Tab}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_ORCAMENTO.valorNegativo);
    expect(celula('Marketing', 'Fev')).toHaveValue('-50,00');
    expect(celula('Marketing', 'Fev')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Copiar do ano anterior names how many values it creates, never overwrites, and saves them once confirmed', async () => {
    const user = userEvent.setup();
    ORCAMENTOS = [...ORCAMENTOS, orc(5, id(2), `${ANO - 1}-01`, 200_000), orc(6, id(2), `${ANO - 1}-06`, 210_000), orc(7, id(1), `${ANO - 1}-06`, 50_000)];
    vi.mocked(cadastrarOrcamentos).mockResolvedValue([{ kind: 'queued', message: '' }, { kind: 'queued', message: '' }]);
    render(<><OrcamentoPage /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: MSG_ORCAMENTO.copiar }));
    // Aluguel in January is already typed this year: two values, not three.
    const dialogo = screen.getByRole('dialog');
    expect(dialogo).toHaveTextContent(MSG_ORCAMENTO.confirmarCopia(2, ANO - 1, ANO));
    await user.click(within(dialogo).getByRole('button', { name: msg.confirmacao.confirmar }));
    await waitFor(() => expect(cadastrarOrcamentos).toHaveBeenCalledWith([
      { categoria: id(2), centro_custo: null, mes: `${ANO}-06`, valor: 210_000 },
      { categoria: id(1), centro_custo: null, mes: `${ANO}-06`, valor: 50_000 },
    ]));
    expect(await screen.findByText(MSG_ORCAMENTO.copiados(2))).toBeInTheDocument();
  });

  it('an Operador reads the grid without inputs and without the copy', () => {
    vi.mocked(useEhAdministrador).mockReturnValue(false);
    render(<OrcamentoPage />);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: MSG_ORCAMENTO.copiar })).toBeNull();
    expect(screen.getByText(MSG_ORCAMENTO.somenteLeitura)).toBeInTheDocument();
    expect(within(screen.getByTestId('orcamento-grade')).getAllByRole('cell')[0]).toHaveTextContent('2.500,00');
  });
});
