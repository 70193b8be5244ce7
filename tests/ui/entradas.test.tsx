// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarEntrada, deletarEntradas, inativarEntradas, informarRendimentoEntrada } from '../../src/data/entradas.ts';
import { CadastroEntradaModal } from '../../src/features/entradas/cadastro-entrada-modal.tsx';
import { EntradasPage } from '../../src/features/entradas/entradas-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const id = (n: number) => `0190a0e0-0000-7000-8000-00000000000${n}`;
const ENTRADAS = [
  { id: id(1), descricao: 'Salário', valor_inicial: 500000, valor_final: 512345, data: '2026-03-05', status: 'Ativo', tipo: 'Entrante', observacao: null, banco_id: null, banco: null, id_titulo: null, version: 1 },
  { id: id(2), descricao: 'Reserva férias', valor_inicial: 100000, valor_final: 100000, data: '2026-02-01', status: 'Inativo', tipo: 'Reserva', observacao: 'guardado', banco_id: null, banco: null, id_titulo: null, version: 1 },
];
const HISTORICO = [
  { id: id(7), alvo: 'entrada', alvo_id: id(1), descricao: 'Rendimento somado', valor: 2345, data: '2026-03-20' },
  { id: id(8), alvo: 'entrada', alvo_id: id(1), descricao: 'Rendimento subtraído', valor: -1000, data: '2026-03-10' },
];

vi.mock('../../src/data/entradas.ts', () => ({
  cadastrarEntrada: vi.fn(), informarRendimentoEntrada: vi.fn(), inativarEntradas: vi.fn(), deletarEntradas: vi.fn(),
  useHistorico: (alvoId: string | null) => ({ rows: HISTORICO.filter((h) => h.alvo_id === alvoId), ready: true }),
}));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn() }));
vi.mock('../../src/data/live.ts', () => ({ useCollection: () => ({ rows: ENTRADAS, ready: true }) }));
const cadastrar = vi.mocked(cadastrarEntrada);
const informar = vi.mocked(informarRendimentoEntrada);
const inativar = vi.mocked(inativarEntradas);
const deletar = vi.mocked(deletarEntradas);

const boxes = () => screen.getAllByRole('checkbox', { name: 'Selecionar linha' });

function Cadastro() {
  const [open, setOpen] = useState(true);
  return <><button type="button" onClick={() => setOpen(true)}>abrir</button><CadastroEntradaModal open={open} onClose={() => setOpen(false)} /><Toaster /></>;
}

beforeEach(() => {
  for (const mock of [cadastrar, informar, inativar, deletar]) mock.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastro de entradas', () => {
  it('requires descrição, valor, data and tipo; observação is optional', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of ['Descrição é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.', 'Tipo de lançamento é obrigatório.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    expect(within(screen.getByRole('group', { name: 'Tipo de Lançamento' })).getAllByRole('radio').map((r) => (r as HTMLInputElement).value))
      .toEqual(['Entrante', 'Reserva']);
  });

  it('saves, says so with SPEC text, and opens blank next time', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Lançamento cadastrado com sucesso!', response: {} });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Descrição'), 'Bônus');
    await user.type(screen.getByLabelText('Valor'), '150000');
    await user.type(screen.getByLabelText('Data'), '01/03/2026');
    await user.click(screen.getByLabelText('Reserva'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ descricao: 'Bônus', valor: '1500.00', data: '2026-03-01', tipo: 'Reserva', observacao: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Lançamento cadastrado com sucesso!')).toBe('success');
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByLabelText('Descrição')).toHaveValue('');
  });
});

describe('Entradas e Reservas list', () => {
  it('shows the columns with the Sem Observação placeholder', () => {
    render(<EntradasPage />);
    expect(screen.getByRole('heading', { name: 'Entradas e Reservas' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Descrição', 'Valor Inicial', 'Valor Atual', 'Data', 'Status', 'Tipo', 'Observação']);
    expect(screen.getByText('R$ 5.123,45')).toBeInTheDocument();
    expect(screen.getByText('Sem Observação')).toBeInTheDocument();
  });

  it('asks for exactly one row to report a yield or see the history', async () => {
    const user = userEvent.setup();
    render(<><EntradasPage /><Toaster /></>);
    expect(screen.getByRole('button', { name: 'Informar Rendimento' })).toBeDisabled();
    await user.click(boxes()[0]!);
    await user.click(boxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Informar Rendimento' }));
    expect(toastKind('Selecione apenas uma linha para informar o rendimento.')).toBe('warning');
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(toastKind('Selecione apenas uma linha para verificar o histórico.')).toBe('warning');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a yield: value and operation are both required, then it is saved', async () => {
    const user = userEvent.setup();
    informar.mockResolvedValue({ kind: 'synced', message: 'Valor cadastrado com sucesso!', response: {} });
    render(<><EntradasPage /><Toaster /></>);
    await user.click(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Informar Rendimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Informe o rendimento' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Valor e operação são obrigatórios.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), '2345');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Valor e operação são obrigatórios.')).toBeInTheDocument();
    expect(informar).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('Subtrair'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(informar).toHaveBeenCalledWith({ id: id(1), valor: '23.45', operacao: 'subtrair' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Valor cadastrado com sucesso!')).toBe('success');
  });

  it('shows the movement history with negative values in red, or says there is none', async () => {
    const user = userEvent.setup();
    render(<EntradasPage />);
    await user.click(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const dialog = screen.getByRole('dialog', { name: 'Histórico de Movimentações' });
    expect(within(dialog).getByText('R$ 23,45')).not.toHaveClass('text-red-600');
    expect(within(dialog).getByText('-R$ 10,00')).toHaveClass('text-red-600');
    expect(within(dialog).getByText('20/03/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(boxes()[0]!);
    await user.click(boxes()[1]!);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(screen.getByText('Nenhum Histórico de rendimento encontrado.')).toBeInTheDocument();
  });

  it('inactivates exactly one active row and deletes one or more', async () => {
    const user = userEvent.setup();
    inativar.mockResolvedValue({ kind: 'synced', message: 'Registro(s) inativado(s) com sucesso!', response: {} });
    deletar.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    render(<><EntradasPage /><Toaster /></>);
    const inativarButton = screen.getByRole('button', { name: 'Inativar' });
    expect(inativarButton).toBeDisabled();
    await user.click(boxes()[1]!);
    expect(inativarButton).toBeDisabled(); // already Inativo
    await user.click(boxes()[1]!);
    await user.click(boxes()[0]!);
    await user.click(inativarButton);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(inativar).toHaveBeenCalledWith([id(1)]);
    await waitFor(() => expect(toastKind('Registro(s) inativado(s) com sucesso!')).toBe('success'));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(deletar).toHaveBeenCalledWith([id(1), id(2)]);
    await waitFor(() => expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info'));
  });
});
