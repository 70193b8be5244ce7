// @vitest-environment happy-dom
import { todayISO } from '../../src/domain/dates.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import {
  cancelarLancamentos, deletarLancamentos, informarPagamentoLancamento, pagarLancamentos,
} from '../../src/data/lancamentos.ts';
import { cancelarParcelas, deletarParcelas } from '../../src/data/parcelas.ts';
import { LancamentosPage } from '../../src/features/lancamentos/lancamentos-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';
import { MemoryRouter } from 'react-router-dom';

const data: Record<string, unknown[]> = { lancamentos: [], categorias: [], pagamentos: [] };
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => ({ rows: data[name] ?? [], ready: true }),
  useRow: (name: string, rowId: string | null) => (data[name] as { id: string }[] | undefined)?.find((r) => r.id === rowId),
}));
vi.mock('../../src/data/consultas.ts', () => ({
  useHistoricoDe: (tabela: string, alvoId: string) => ({
    rows: ((data[tabela] ?? []) as { alvo_id: string; data: string }[]).filter((r) => r.alvo_id === alvoId).sort((x, y) => x.data.localeCompare(y.data)),
    ready: true,
  }),
}));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(async () => undefined) }));
vi.mock('../../src/data/lancamentos.ts', () => ({
  pagarLancamentos: vi.fn(), informarPagamentoLancamento: vi.fn(), cancelarLancamentos: vi.fn(), deletarLancamentos: vi.fn(),
}));
const pagar = vi.mocked(pagarLancamentos);
const informar = vi.mocked(informarPagamentoLancamento);
const cancelar = vi.mocked(cancelarLancamentos);
const deletar = vi.mocked(deletarLancamentos);
vi.mock('../../src/data/parcelas.ts', () => ({
  deletarParcelas: vi.fn(), cancelarParcelas: vi.fn(), deletarParcelasRecebiveis: vi.fn(), cancelarParcelasRecebiveis: vi.fn(),
}));
const deletarP = vi.mocked(deletarParcelas);
const cancelarP = vi.mocked(cancelarParcelas);

const TITULO = '0190a0e0-0000-7000-8000-00000000aaaa';
const CATEGORIA = '0190a0e0-0000-7000-8000-00000000cccc';
const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;

function lanc(n: number, extra: Partial<Lancamento> = {}): Lancamento & { version: number } {
  return {
    id: id(n), id_titulo: id(1000 + n), descricao: `Compra ${n}`, pagamento: 'Pix', tipo_compra: 'Compra', banco_id: id(500),
    banco: 'Itaú', quant_parcela: 1, parcela: 1, valor: 10000, valor_parcela: 10000, valor_pago: 0, data: '2026-03-10',
    status: 'Pagar', tipo: 'Sem Vencimento', vencimento: null, data_pagamento: null, data_cancelamento: null, categoria_id: null, categoria: null,
    observacao: null, metodo: 'À vista', version: 1, ...extra,
  };
}

function notebook(): Lancamento[] {
  return [1, 2, 3].map((p) => lanc(100 + p, {
    descricao: 'Notebook', id_titulo: TITULO, quant_parcela: 3, parcela: p, valor: 300000, valor_parcela: 100000,
    pagamento: 'Crédito', metodo: 'Parcelado', tipo: 'Com Vencimento', vencimento: `2026-0${3 + p}-10`,
    categoria_id: CATEGORIA, categoria: 'Eletrônicos', observacao: 'Para o escritório',
  }));
}

const table = () => screen.getByRole('table', { name: 'Lançamentos' });
const rowOf = (text: string) => within(table()).getAllByRole('row').find((r) => r.textContent?.includes(text)) as HTMLElement;
const range = () => screen.getByTestId('list-range').textContent;

async function select(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(within(rowOf(text)).getByRole('checkbox'));
}

function renderPage() {
  return render(<MemoryRouter><LancamentosPage /><Toaster /></MemoryRouter>);
}

beforeEach(() => {
  data.lancamentos = [...notebook(), lanc(1, { descricao: 'Mercado', status: 'Pago', data_pagamento: '2026-03-11', valor_pago: 10000 }), lanc(2, { descricao: 'Luz', status: 'Cancelado' })];
  data.categorias = [{ id: CATEGORIA, descricao: 'Eletrônicos', status: true }];
  data.pagamentos = [];
  for (const fn of [pagar, informar, cancelar, deletar, deletarP, cancelarP]) fn.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Lançamentos list', () => {
  it('shows every SPEC column with money, dates, status colours and placeholders', () => {
    renderPage();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      // N° Parc. and Valor total wait in the column chooser (decision 435).
      'Descrição', 'Pagamento', 'Tipo de lançamento', 'Banco', 'Parcela', 'Valor', 'A Pagar', 'Pago', 'Data', 'Status',
      'Vencimento', 'Data Pagamento', 'Categoria', 'Observação', 'Aprovação',
    ]);
    const cells = within(rowOf('Notebook')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      // Valor is the instalment's: R$ 1.000,00 of the R$ 3.000,00 purchase (decision 435).
      'Notebook', 'Crédito', 'Compra', 'Itaú', '1/3', 'R$ 1.000,00', 'R$ 1.000,00', 'R$ 0,00', '10/03/2026', 'Pagar',
      // The typed due date and its text (counted from today, so only its form is fixed here).
      expect.stringMatching(/^10\/04\/2026(Vencido há \d+ dias?|Vence hoje|\d+ dias? para vencer)$/), 'Sem Pagamento', 'Eletrônicos', 'Para o escritório', '',
    ]);
    const luz = within(rowOf('Luz')).getAllByRole('cell').map((c) => c.textContent);
    expect(luz.slice(11)).toEqual(['Sem Vencimento', 'Sem Pagamento', 'Sem Categoria', 'Sem Observação', '']);
    expect(within(rowOf('Mercado')).getByText('Pago')).toHaveAttribute('data-status', 'Pago');
    expect(within(rowOf('Mercado')).getByText('Pago').className).toContain('green');
    expect(within(rowOf('Luz')).getByText('Cancelado').className).toContain('slate');
    expect(within(rowOf('Notebook')).getByText('Pagar').className).toContain('red');
  });

  it('shows the alçada\'s state, who decided, and a rejection\'s motivo in the title (issue 35)', () => {
    const ADMIN = id(900);
    data.usuarios = [{ id: ADMIN, name: 'Beatriz Gestora' }];
    data.lancamentos = [
      lanc(11, { descricao: 'Servidor novo', aprovacao: 'Aguardando aprovação' }),
      lanc(12, { descricao: 'Consultoria', aprovacao: 'Reprovado', aprovacao_motivo: 'Sem orçamento', aprovacao_por: ADMIN, aprovacao_em: '2026-03-12T13:00:00Z' }),
      lanc(13, { descricao: 'Licenças', aprovacao: 'Aprovado', aprovacao_por: ADMIN, aprovacao_em: '2026-03-12T13:00:00Z' }),
    ];
    renderPage();
    const ultima = (text: string) => within(rowOf(text)).getAllByRole('cell').at(-1)!;
    expect(ultima('Servidor novo').textContent).toBe('Aguardando aprovação');
    expect(within(ultima('Servidor novo')).getByText('Aguardando aprovação').className).toContain('amber');
    expect(ultima('Consultoria').textContent).toBe('ReprovadoBeatriz Gestora');
    expect(ultima('Consultoria').querySelector('[data-aprovacao]')?.getAttribute('title'))
      .toBe('Reprovado por Beatriz Gestora · 12/03/2026 às 10:00 · Motivo: Sem orçamento');
    expect(ultima('Licenças').textContent).toBe('AprovadoBeatriz Gestora');
    delete data.usuarios;
  });

  it('lowers A Pagar and raises Pago after a partial payment', () => {
    data.lancamentos = [lanc(7, { descricao: 'Aluguel', valor: 250000, valor_parcela: 250000, valor_pago: 100000 })];
    renderPage();
    const cells = within(rowOf('Aluguel')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(6, 9)).toEqual(['R$ 2.500,00', 'R$ 1.500,00', 'R$ 1.000,00']);
  });

  it('searches descrição, status and bank without case or accents', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox'), 'ITAU cancelado');
    expect(range()).toBe('1 - 1 de 1');
    expect(rowOf('Luz')).toBeTruthy();
  });

  it('inform payment and history need exactly one row, and inform is refused for Pago and Cancelado', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Informar Pagamento' }));
    expect(toastKind('Selecione apenas uma linha para informar o pagamento.')).toBe('warning');
    await select(user, 'Mercado');
    await select(user, 'Luz');
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(screen.getAllByText('Selecione apenas uma linha para informar o pagamento.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Informar Pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await select(user, 'Mercado');
    await user.click(screen.getByRole('button', { name: 'Informar Pagamento' }));
    expect(toastKind('Não é possível informar pagamento para lançamentos Pagos.')).toBe('danger');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await select(user, 'Luz');
    await user.click(screen.getByRole('button', { name: 'Informar Pagamento' }));
    expect(toastKind('Não é possível informar pagamento para lançamentos Cancelados.')).toBe('danger');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('informs a partial payment: required value, refused above what remains, then saved', async () => {
    const user = userEvent.setup();
    informar.mockResolvedValue({ kind: 'synced', message: 'Pagamento informado com sucesso!', response: {} });
    renderPage();
    await select(user, 'Notebook');
    await user.click(screen.getByRole('button', { name: 'Informar Pagamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Informe de Pagamento' });
    expect(within(dialog).getByTestId('valor-restante')).toHaveTextContent('R$ 1.000,00');
    await user.click(within(dialog).getByRole('button', { name: 'Informar' }));
    expect(within(dialog).getByText('valor é obrigatório.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Informar' }));
    expect(within(dialog).getByText('O valor informado é maior que o valor a pagar.')).toBeInTheDocument();
    expect(informar).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Valor'));
    await user.type(within(dialog).getByLabelText('Valor'), '25000{Enter}');
    expect(informar).toHaveBeenCalledWith({ id: id(101), valor: '250.00', data_pagamento: todayISO() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Pagamento informado com sucesso!')).toBe('success');
    expect(screen.queryByTestId('list-selected')).toBeNull();
  });

  it('shows the payment history as R$ values, or says there is none', async () => {
    const user = userEvent.setup();
    data.pagamentos = [
      { id: id(9002), alvo_id: id(101), descricao: 'Quitação', valor: 75000, data: '2026-03-20' },
      { id: id(9001), alvo_id: id(101), descricao: 'Pagamento parcial', valor: 25000, data: '2026-03-15' },
      { id: id(9003), alvo_id: id(102), descricao: 'Outra', valor: 1, data: '2026-03-15' },
    ];
    renderPage();
    await select(user, 'Notebook');
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const dialog = screen.getByRole('dialog', { name: 'Histórico de Pagamento' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['Pagamento parcial', 'R$ 250,00', '15/03/2026'], ['Quitação', 'R$ 750,00', '20/03/2026']]);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await select(user, 'Mercado');
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(within(screen.getByRole('dialog')).getByText('Nenhum Histórico de Pagamento encontrado.')).toBeInTheDocument();
  });

  it('pays the selection on Data do pagamento: a row that cannot be paid is named and left out, the rest paid', async () => {
    const user = userEvent.setup();
    pagar.mockResolvedValueOnce({ kind: 'synced', message: 'Pagamento realizado com sucesso!', response: {} });
    renderPage();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await select(user, 'Luz');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    // Luz is Cancelado: named before anything is sent, and nothing is sent.
    expect(await screen.findByTestId('pagar-recusadas')).toHaveTextContent('Luz: Não é possível pagar lançamentos cancelados.');
    expect(screen.getByTestId('pagar-resumo')).toHaveTextContent('Nenhuma das linhas selecionadas pode ser paga nesta data.');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(pagar).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await select(user, 'Notebook');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    // The confirmation says how many and the sum, on Data do pagamento (today by default).
    expect(await screen.findByTestId('pagar-resumo')).toHaveTextContent(/^Pagar 1 parcela com a data de hoje\? 1 parcela, total R\$/);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(pagar).toHaveBeenLastCalledWith([id(101)], todayISO());
    await waitFor(() => expect(toastKind('Pagamento realizado com sucesso!')).toBe('success'));
  });

  it('Cancelar asks with a scope, counts the paid parcela kept, and sends only the ids that change (decision 394)', async () => {
    const user = userEvent.setup();
    const [primeira, ...resto] = notebook();
    data.lancamentos = [{ ...primeira!, status: 'Pago', valor_pago: 100000, data_pagamento: '2026-03-11' }, ...resto];
    cancelarP.mockResolvedValue({ kind: 'synced', message: 'Parcela(s) cancelada(s) com sucesso!', response: {} });
    renderPage();
    await user.type(screen.getByRole('searchbox'), 'notebook');
    await user.click(within(rowOf('10/05/2026')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar parcelas' });
    expect(within(dialog).getByRole('radio', { name: 'Só as selecionadas' })).toBeChecked();
    expect(within(dialog).getByTestId('parcelas-resumo')).toHaveTextContent('1 parcela será cancelada.');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(cancelarP).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const again = screen.getByRole('dialog', { name: 'Cancelar parcelas' });
    await user.click(within(again).getByRole('radio', { name: 'O grupo inteiro' }));
    expect(within(again).getByTestId('parcelas-resumo')).toHaveTextContent('2 parcelas serão canceladas.1 parcela paga será mantida (estorne antes).');
    await user.click(within(again).getByRole('button', { name: 'Cancelar 2 parcelas' }));
    expect(cancelarP).toHaveBeenCalledTimes(1);
    expect([...(cancelarP.mock.calls[0]![0])].sort()).toEqual([id(102), id(103)]);
    expect(cancelar).not.toHaveBeenCalled();
    await waitFor(() => expect(toastKind('Parcela(s) cancelada(s) com sucesso!')).toBe('success'));
  });

  it('Deletar asks first (it cannot be undone), its button names the action; a paid row is kept, never sent', async () => {
    const user = userEvent.setup();
    deletarP.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    renderPage();
    await select(user, 'Mercado');
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    const pago = screen.getByRole('dialog', { name: 'Excluir parcelas' });
    expect(pago).toHaveTextContent('Nenhuma parcela pode ser excluída: todas têm pagamento registrado.');
    expect(pago).toHaveTextContent('1 parcela paga será mantida (estorne antes).');
    expect(within(pago).getByRole('button', { name: 'Excluir 0 parcelas' })).toBeDisabled();
    await user.click(within(pago).getByRole('button', { name: 'Voltar' }));
    await select(user, 'Mercado');
    await select(user, 'Luz');
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir parcelas' });
    expect(within(dialog).getByTestId('parcelas-resumo')).toHaveTextContent('1 parcela será excluída.');
    expect(deletarP).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir 1 parcela' }));
    expect(deletarP).toHaveBeenCalledWith([id(2)]);
    expect(deletar).not.toHaveBeenCalled();
    await waitFor(() => expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info'));
  });
});

describe('Filtro de Lançamento', () => {
  async function openFilter(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    return screen.getByRole('dialog', { name: 'Filtro de Lançamento' });
  }

  it('shows every validation message on its field', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openFilter(user);
    const filtrar = () => user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await filtrar();
    expect(within(dialog).getByText('Selecione pelo menos um campo para filtrar.')).toBeInTheDocument();
    expect(toastKind('Selecione pelo menos um campo para filtrar.')).toBe('danger');
    await user.click(within(dialog).getByLabelText('Pago', { exact: true }));
    await filtrar();
    expect(within(dialog).getByText('Preencha o Período.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cadastro inicial'), '10/03/2026');
    await user.type(within(dialog).getByLabelText('Vencimento final'), '01/03/2026');
    await user.type(within(dialog).getByLabelText('Pagamento inicial'), '01/03/2026');
    await filtrar();
    expect(within(dialog).getAllByText('Preencha ambas as datas do Período.')).toHaveLength(1);
    expect(within(dialog).getByText('Preencha ambas as datas de Vencimento.')).toBeInTheDocument();
    expect(within(dialog).getByText('Preencha ambas as datas do Pagamento.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cadastro final'), '01/03/2026');
    await user.type(within(dialog).getByLabelText('Vencimento inicial'), '05/03/2026');
    await user.type(within(dialog).getByLabelText('Pagamento final'), '01/02/2026');
    await filtrar();
    expect(within(dialog).getByText('A data final do Período de Cadastro não pode ser menor que a inicial.')).toBeInTheDocument();
    expect(within(dialog).getByText('A data final do Vencimento não pode ser menor que a inicial.')).toBeInTheDocument();
    expect(within(dialog).getByText('A data final do Pagamento não pode ser menor que a inicial.')).toBeInTheDocument();
    // 'Sem Vencimento' turns the due range off: its dates are cleared and its messages go.
    await user.click(within(dialog).getByLabelText('Sem Vencimento'));
    expect(within(dialog).getByLabelText('Vencimento inicial')).toBeDisabled();
    expect(within(dialog).getByLabelText('Vencimento inicial')).toHaveValue('');
    expect(within(dialog).queryByText('A data final do Vencimento não pode ser menor que a inicial.')).toBeNull();
  });

  it('applies on the rows in memory, goes back to page 1, and clearing says Filtro removido!', async () => {
    const user = userEvent.setup();
    data.lancamentos = [
      ...Array.from({ length: 40 }, (_, i) => lanc(200 + i, { descricao: `Antigo ${i}`, data: '2025-01-05' })),
      ...notebook(),
    ];
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(range()).toBe('31 - 43 de 43');
    const dialog = await openFilter(user);
    await user.type(within(dialog).getByLabelText('Vencimento inicial'), '01/04/2026');
    await user.type(within(dialog).getByLabelText('Vencimento final'), '31/05/2026');
    await user.click(within(dialog).getByLabelText('Eletrônicos'));
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Filtro aplicado com sucesso!')).toBe('success');
    expect(range()).toBe('1 - 2 de 2');
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtro' }));
    expect(toastKind('Filtro removido!')).toBe('success');
    expect(range()).toBe('1 - 15 de 43');
    // The dialog opens blank after clearing.
    const again = await openFilter(user);
    expect(within(again).getByLabelText('Vencimento inicial')).toHaveValue('');
  });

  it('Sem Categoria keeps payables without category; the status list with a Sem box is a date criterion', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openFilter(user);
    await user.click(within(dialog).getByLabelText('Sem Categoria'));
    await user.click(within(dialog).getByLabelText('Sem Pagamento'));
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(range()).toBe('1 - 1 de 1');
    expect(rowOf('Luz')).toBeTruthy();
  });
});
