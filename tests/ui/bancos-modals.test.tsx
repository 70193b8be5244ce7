// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarBanco, editarBanco } from '../../src/data/bancos.ts';
import { CadastrarBancoModal } from '../../src/features/bancos/cadastrar-banco-modal.tsx';
import { EditarBancoModal } from '../../src/features/bancos/editar-banco-modal.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

vi.mock('../../src/data/bancos.ts', () => ({ cadastrarBanco: vi.fn(), editarBanco: vi.fn(), deletarBancos: vi.fn() }));
const cadastrar = vi.mocked(cadastrarBanco);
const editar = vi.mocked(editarBanco);

const PREENCHA = 'Preencha todos os campos obrigatórios.';

function Cadastro() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>abrir</button>
      <CadastrarBancoModal open={open} onClose={() => setOpen(false)} />
      <Toaster />
    </>
  );
}

beforeEach(() => {
  cadastrar.mockReset();
  editar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastrar Banco', () => {
  it('requires the bank name and enables the card switch only once a name is typed', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    expect(screen.getByRole('switch', { name: 'Possui Cartão' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('O banco é obrigatório.')).toBeInTheDocument();
    expect(toastKind(PREENCHA)).toBe('danger');
    expect(cadastrar).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Banco'), 'Itaú');
    expect(screen.queryByText('O banco é obrigatório.')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Possui Cartão' })).toBeEnabled();
  });

  it('with a card asks for a card type, and with credit asks for the due day first', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'Nubank');
    expect(screen.getByLabelText('Crédito')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Possui Cartão' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Selecione pelo menos um tipo de cartão (débito ou crédito).')).toBeInTheDocument();
    expect(screen.getByLabelText('Vencimento')).toBeDisabled();
    await user.click(screen.getByLabelText('Crédito'));
    expect(screen.queryByText('Selecione pelo menos um tipo de cartão (débito ou crédito).')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Informe a data de vencimento do cartão de crédito.')).toBeInTheDocument();
    expect(screen.queryByText('Selecione pelo menos um tipo de cartão (débito ou crédito).')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Vencimento'), '31');
    expect(screen.queryByText('Informe a data de vencimento do cartão de crédito.')).toBeNull();
  });

  it('shows only the first of the bank, due-day and card errors', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'x');
    await user.click(screen.getByRole('switch', { name: 'Possui Cartão' }));
    await user.click(screen.getByLabelText('Crédito'));
    await user.clear(screen.getByLabelText('Banco'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('O banco é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByText('Informe a data de vencimento do cartão de crédito.')).toBeNull();
  });

  it('unchecking credit clears the due day; unchecking the card clears credit, debit and due day', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'Inter');
    await user.click(screen.getByRole('switch', { name: 'Possui Cartão' }));
    await user.click(screen.getByLabelText('Crédito'));
    await user.click(screen.getByLabelText('Débito'));
    await user.selectOptions(screen.getByLabelText('Vencimento'), '10');
    await user.click(screen.getByLabelText('Crédito'));
    expect(screen.getByLabelText('Vencimento')).toHaveValue('');
    expect(screen.getByLabelText('Vencimento')).toBeDisabled();
    await user.click(screen.getByLabelText('Crédito'));
    await user.selectOptions(screen.getByLabelText('Vencimento'), '10');
    await user.click(screen.getByRole('switch', { name: 'Possui Cartão' }));
    expect(screen.getByLabelText('Crédito')).not.toBeChecked();
    expect(screen.getByLabelText('Débito')).not.toBeChecked();
    expect(screen.getByLabelText('Vencimento')).toHaveValue('');
  });

  it('saves, shows the server message, closes and opens blank next time', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Banco cadastrado com sucesso!', response: {} });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'Caixa');
    await user.click(screen.getByRole('switch', { name: 'Possui Cartão' }));
    await user.click(screen.getByLabelText('Crédito'));
    await user.selectOptions(screen.getByLabelText('Vencimento'), '5');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({ banco: 'Caixa', possui_cartao: true, credito: true, debito: false, vencimento: 5, saldo_inicial: '', data_saldo_inicial: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Banco cadastrado com sucesso!')).toBe('success');
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByLabelText('Banco')).toHaveValue('');
  });

  it('offline, says the change is kept on the device', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'Caixa{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info');
  });

  it('a refusal keeps the dialog open with the server message', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'Já existe um banco com este nome.', errors: { banco: ['Já existe um banco com este nome.'] } });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Banco'), 'Caixa{Enter}');
    await waitFor(() => expect(toastKind('Já existe um banco com este nome.')).toBe('danger'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Banco')).toHaveValue('Caixa');
  });
});

describe('Editar Banco', () => {
  const row = { id: '0190a0e0-0000-7000-8000-000000000001', banco: 'Itaú', status: true, possui_cartao: false, credito: false, debito: false, vencimento: null, saldo_inicial: 0, data_saldo_inicial: null, version: 3 };

  it('starts from the row, requires the name and sends name, status and version', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    editar.mockResolvedValue({ kind: 'synced', message: 'Banco atualizado.', response: {} });
    render(<><EditarBancoModal row={row} onClose={onClose} /><Toaster /></>);
    expect(screen.getByRole('dialog', { name: 'Editar Banco' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banco')).toHaveValue('Itaú');
    await user.clear(screen.getByLabelText('Banco'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O banco é obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Banco'), 'Itaú Unibanco');
    await user.click(screen.getByRole('switch', { name: 'Ativo' }));
    expect(screen.getByRole('switch', { name: 'Inativo' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(editar).toHaveBeenCalledWith({ id: row.id, banco: 'Itaú Unibanco', status: false, version: 3, saldo_inicial: '', data_saldo_inicial: '' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
