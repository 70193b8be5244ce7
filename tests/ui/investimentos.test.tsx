// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarInvestimento, inativarInvestimentos, informarRendimentoInvestimento } from '../../src/data/investimentos.ts';
import { CadastroInvestimentoModal } from '../../src/features/investimentos/cadastro-investimento-modal.tsx';
import { InvestimentosPage } from '../../src/features/investimentos/investimentos-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const id = (n: number) => `0190a0e0-0000-7000-8000-00000000000${n}`;
const BANCOS = [{ id: id(9), banco: 'XP', status: true }];
const INVESTIMENTOS = [
  { id: id(1), descricao: 'CDB', valor_inicial: 100000, valor_final: 100000, data: '2026-01-05', banco_id: id(9), banco: 'XP', status: 'Ativo', observacao: null, version: 1 },
  { id: id(2), descricao: 'Tesouro', valor_inicial: 50000, valor_final: 61000, data: '2025-01-05', banco_id: null, banco: null, status: 'Finalizado', observacao: null, version: 1 },
  { id: id(3), descricao: 'LCI', valor_inicial: 50000, valor_final: 50000, data: '2025-01-05', banco_id: null, banco: null, status: 'Inativo', observacao: null, version: 1 },
];

vi.mock('../../src/data/investimentos.ts', () => ({
  cadastrarInvestimento: vi.fn(), informarRendimentoInvestimento: vi.fn(), inativarInvestimentos: vi.fn(), deletarInvestimentos: vi.fn(),
}));
vi.mock('../../src/data/entradas.ts', () => ({ useHistorico: () => ({ rows: [], ready: true }) }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn() }));
vi.mock('../../src/data/live.ts', () => ({ useCollection: (name: string) => ({ rows: name === 'bancos' ? BANCOS : INVESTIMENTOS, ready: true }) }));
const cadastrar = vi.mocked(cadastrarInvestimento);
const informar = vi.mocked(informarRendimentoInvestimento);
const inativar = vi.mocked(inativarInvestimentos);

const boxes = () => screen.getAllByRole('checkbox', { name: 'Selecionar linha' });

beforeEach(() => {
  for (const mock of [cadastrar, informar, inativar]) mock.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastro de investimentos', () => {
  it('requires descrição, valor, data and status (with the corrected texts); bank and note are optional', async () => {
    const user = userEvent.setup();
    render(<><CadastroInvestimentoModal open onClose={() => undefined} /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of ['Descrição é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.', 'Status é obrigatório.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('Banco é obrigatório.')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Status' })).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Ativo', 'Finalizado']);
  });

  it('saves with or without a bank', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Investimento cadastrado com sucesso!', response: {} });
    render(<><CadastroInvestimentoModal open onClose={onClose} /><Toaster /></>);
    await user.type(screen.getByLabelText('Descrição'), 'CDB 120%');
    await user.type(screen.getByLabelText('Valor'), '1000000');
    await user.type(screen.getByLabelText('Data'), '01/02/2026');
    await user.selectOptions(screen.getByLabelText('Banco'), 'XP');
    await user.click(screen.getByLabelText('Ativo'));
    await user.type(screen.getByLabelText('Observação'), 'liquidez diária');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ descricao: 'CDB 120%', valor: '10000.00', data: '2026-02-01', banco: id(9), status: 'Ativo', observacao: 'liquidez diária' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastKind('Investimento cadastrado com sucesso!')).toBe('success');
  });
});

describe('Investimentos list', () => {
  it('shows Banco among its columns and disables Inativar for Inativo or Finalizado rows', async () => {
    const user = userEvent.setup();
    render(<InvestimentosPage />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Descrição', 'Valor Inicial', 'Valor Atual', 'Data', 'Banco', 'Status', 'Observação']);
    const inativarButton = screen.getByRole('button', { name: 'Inativar' });
    await user.click(boxes()[1]!);
    expect(inativarButton).toBeDisabled();
    await user.click(boxes()[1]!);
    await user.click(boxes()[2]!);
    expect(inativarButton).toBeDisabled();
    await user.click(boxes()[2]!);
    await user.click(boxes()[0]!);
    expect(inativarButton).toBeEnabled();
    await user.click(boxes()[1]!);
    expect(inativarButton).toBeDisabled();
  });

  it('reports a yield on the investment with the server message', async () => {
    const user = userEvent.setup();
    informar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'O valor a subtrair é maior que o valor atual.', errors: { valor: ['O valor a subtrair é maior que o valor atual.'] } });
    render(<><InvestimentosPage /><Toaster /></>);
    await user.click(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Informar Rendimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Informe o rendimento' });
    await user.type(within(dialog).getByLabelText('Valor'), '99999999');
    await user.click(within(dialog).getByLabelText('Subtrair'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(informar).toHaveBeenCalledWith({ id: id(1), valor: '999999.99', operacao: 'subtrair' });
    await waitFor(() => expect(toastKind('O valor a subtrair é maior que o valor atual.')).toBe('danger'));
    expect(within(dialog).getAllByText('O valor a subtrair é maior que o valor atual.')).toHaveLength(1);
  });
});
