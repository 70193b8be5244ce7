// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarRecebivel } from '../../src/data/recebiveis.ts';
import { CadastroRecebivelModal } from '../../src/features/cadastro/cadastro-recebivel-modal.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

vi.mock('../../src/data/recebiveis.ts', () => ({ cadastrarRecebivel: vi.fn() }));
const cadastrar = vi.mocked(cadastrarRecebivel);

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>abrir</button>
      <CadastroRecebivelModal open={open} onClose={() => setOpen(false)} />
      <Toaster />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

beforeEach(() => cadastrar.mockReset());
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastro de Recebíveis', () => {
  it('requires descrição, status, valor, data, tipo and método', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(screen.getByRole('dialog', { name: 'Cadastro de Recebíveis' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of [
      'Descrição é obrigatório.', 'Status é obrigatório.', 'Valor é obrigatório.', 'Data é obrigatória.',
      'Tipo de vencimento é obrigatório.', 'Método é obrigatório.',
    ]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('asks for the payment date when Pago, instalments when Parcelado and a due date not before the date', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(field('Descrição'), 'Consultoria');
    await user.selectOptions(field('Status'), 'Pago');
    await user.type(field('Valor'), '90000');
    await user.type(field('Data'), '10/02/2026');
    await user.selectOptions(field('Tipo'), 'Com Vencimento');
    await user.selectOptions(field('Método'), 'Parcelado');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Data de pagamento é obrigatória quando o status for "Pago".')).toBeInTheDocument();
    expect(screen.getByText('Vencimento é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Parcelas é obrigatório quando o método for "Parcelado".')).toBeInTheDocument();
    await user.type(field('Data vencimento'), '01/02/2026');
    expect(screen.queryByText('Vencimento é obrigatório.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('A data de vencimento não pode ser anterior à data.')).toBeInTheDocument();
    // Leaving Pago / Parcelado clears those fields and their messages.
    await user.selectOptions(field('Status'), 'Pagar');
    await user.selectOptions(field('Método'), 'À vista');
    expect(screen.queryByText('Data de pagamento é obrigatória quando o status for "Pago".')).toBeNull();
    expect(screen.queryByText('Parcelas é obrigatório quando o método for "Parcelado".')).toBeNull();
    expect(field('Data Pagamento')).toBeDisabled();
    expect(field('N-Parcelas')).toBeDisabled();
  });

  it('saves, says so, closes and opens blank next time', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Lançamento cadastrado com sucesso!', response: {} });
    render(<Host />);
    await user.type(field('Descrição'), 'Consultoria');
    await user.selectOptions(field('Status'), 'Pagar');
    await user.type(field('Valor'), '90000');
    await user.type(field('Data'), '10/02/2026');
    await user.selectOptions(field('Tipo'), 'Com Vencimento');
    await user.type(field('Data vencimento'), '10/03/2026');
    await user.selectOptions(field('Método'), 'Parcelado');
    await user.selectOptions(field('N-Parcelas'), '3');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({
      descricao: 'Consultoria', status: 'Pagar', data_pagamento: '', valor: '900.00', data: '2026-02-10', tipo: 'Com Vencimento',
      vencimento: '2026-03-10', metodo: 'Parcelado', parcela: '3', observacao: '', banco: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Lançamento cadastrado com sucesso!')).toBe('success');
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(field('Descrição')).toHaveValue('');
    expect(field('N-Parcelas')).toHaveValue('');
  });
});
