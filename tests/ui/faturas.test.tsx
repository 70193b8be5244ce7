// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayISO } from '../../src/domain/dates.ts';
import { cadastrarFatura, deletarFaturas, pagarFaturas } from '../../src/data/faturas.ts';
import { CadastroFaturaModal } from '../../src/features/faturas/cadastro-fatura-modal.tsx';
import { FaturasPage } from '../../src/features/faturas/faturas-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const BANCOS = [
  { id: '0190a0e0-0000-7000-8000-0000000000b1', banco: 'Itaú', status: true },
  { id: '0190a0e0-0000-7000-8000-0000000000b2', banco: 'Banco Fechado', status: false },
];
const rows: { current: unknown[] } = { current: [] };

vi.mock('../../src/data/faturas.ts', () => ({ cadastrarFatura: vi.fn(), pagarFaturas: vi.fn(), deletarFaturas: vi.fn() }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn() }));
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => ({ rows: name === 'bancos' ? BANCOS : name === 'feriados' ? [] : rows.current, ready: true }),
}));
const cadastrar = vi.mocked(cadastrarFatura);
const pagar = vi.mocked(pagarFaturas);
const deletar = vi.mocked(deletarFaturas);


function Cadastro() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>abrir</button>
      <CadastroFaturaModal open={open} onClose={() => setOpen(false)} />
      <Toaster />
    </>
  );
}

beforeEach(() => {
  cadastrar.mockReset();
  pagar.mockReset();
  deletar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Cadastro de faturas', () => {
  it('shows every required-field message and the danger toast', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of ['Descrição é obrigatório.', 'Status é obrigatório.', 'Banco é obrigatório.', 'Valor é obrigatório.', 'Vencimento é obrigatório.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    expect(cadastrar).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Descrição'), 'Cartão');
    expect(screen.queryByText('Descrição é obrigatório.')).toBeNull();
  });

  it('offers only active banks', () => {
    render(<Cadastro />);
    const options = within(screen.getByLabelText('Banco')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Selecione', 'Itaú']);
  });

  it('enables the payment date only for Pago, requires it then, and clears it when leaving Pago', async () => {
    const user = userEvent.setup();
    render(<Cadastro />);
    const dataPagamento = screen.getByLabelText('Data Pagamento');
    expect(dataPagamento).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pago');
    expect(dataPagamento).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Data de pagamento é obrigatória quando o status for "Pago".')).toBeInTheDocument();
    await user.type(dataPagamento, '10/03/2026');
    expect(dataPagamento).toHaveValue('10/03/2026');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pagar');
    expect(dataPagamento).toHaveValue('');
    expect(dataPagamento).toBeDisabled();
  });

  it('saves the invoice with the amount as a plain decimal, closes and opens blank', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Fatura cadastrada com sucesso!', response: {} });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Descrição'), 'Fatura março');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pagar');
    await user.selectOptions(screen.getByLabelText('Banco'), 'Itaú');
    await user.type(screen.getByLabelText('Valor'), '123456');
    expect(screen.getByLabelText('Valor')).toHaveValue('1.234,56');
    await user.type(screen.getByLabelText('Vencimento'), '10/04/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith({
      descricao: 'Fatura março', status: 'Pagar', data_pagamento: '', banco: BANCOS[0]!.id, valor: '1234.56', vencimento: '2026-04-10',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKind('Fatura cadastrada com sucesso!')).toBe('success');
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByLabelText('Descrição')).toHaveValue('');
  });

  it('keeps the pasted boleto line with the invoice (decision 222)', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'synced', message: 'Fatura cadastrada com sucesso!', response: {} });
    render(<Cadastro />);
    // Itaú, fator 1360 = 17/02/2026, R$ 1.250,50 (tests/unit/boleto.test.ts).
    await user.click(screen.getByLabelText('Boleto (linha digitável ou código de barras) / Pix copia e cola'));
    await user.paste('34191.09008 00000.150003 00000.000000 2 13600000125050');
    expect(screen.getByLabelText('Valor')).toHaveValue('1.250,50');
    await user.type(screen.getByLabelText('Descrição'), 'Fatura boleto');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pagar');
    await user.selectOptions(screen.getByLabelText('Banco'), 'Itaú');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith(expect.objectContaining({
      descricao: 'Fatura boleto', valor: '1250.50', vencimento: '2026-02-17', linha_digitavel: '34191090080000015000300000000000213600000125050',
    }));
  });

  it('a refusal keeps the dialog and shows the server message', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'Banco não encontrado.', errors: { banco: ['Banco não encontrado.'] } });
    render(<Cadastro />);
    await user.type(screen.getByLabelText('Descrição'), 'X');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pagar');
    await user.selectOptions(screen.getByLabelText('Banco'), 'Itaú');
    await user.type(screen.getByLabelText('Valor'), '100');
    await user.type(screen.getByLabelText('Vencimento'), '10/04/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toastKind('Banco não encontrado.')).toBe('danger'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Faturas list', () => {
  const hoje = todayISO();
  const fatura = (n: number, extra: Record<string, unknown>) => ({
    id: `0190a0e0-0000-7000-8000-00000000000${n}`, descricao: `Fatura ${n}`, banco_id: BANCOS[0]!.id, banco: 'Itaú',
    valor: 10000 * n, status: 'Pagar', vencimento: hoje, data_pagamento: null, version: 1, ...extra,
  });

  it('shows the due-date texts in São Paulo days', () => {
    // A Wednesday, so every date below is a business day (weekends move a due date: issue 15).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T15:00:00Z') });
    const hoje = todayISO();
    rows.current = [
      fatura(1, { vencimento: addDays(hoje, 2) }),
      fatura(2, { vencimento: hoje }),
      fatura(3, { vencimento: addDays(hoje, -1) }),
      fatura(4, { status: 'Pago', vencimento: addDays(hoje, -5), data_pagamento: addDays(hoje, -7) }),
      fatura(5, { status: 'Pago', vencimento: addDays(hoje, -5), data_pagamento: addDays(hoje, -5) }),
      fatura(6, { status: 'Pago', vencimento: addDays(hoje, -5), data_pagamento: addDays(hoje, -4) }),
      fatura(7, { status: 'Cancelado' }),
    ];
    render(<FaturasPage />);
    const texts = screen.getAllByTestId('texto-vencimento').map((el) => el.textContent);
    expect(texts).toEqual([
      '2 dias para vencer', 'Vence hoje', 'Vencido há 1 dia', 'Pago 2 dias antes do vencimento', 'Pago no prazo', 'Pago 1 dia após o vencimento',
    ]);
    vi.useRealTimers();
    expect(screen.getAllByText('R$ 100,00')).toHaveLength(1);
    expect(screen.getAllByText('Sem Pagamento').length).toBeGreaterThan(0);
  });

  it('a bill due on Carnaval Tuesday reads Vence hoje on Ash Wednesday, with its effective date', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-18T15:00:00Z') });
    rows.current = [fatura(1, { vencimento: '2026-02-17' }), fatura(2, { vencimento: '2026-02-13' })];
    render(<FaturasPage />);
    expect(screen.getAllByTestId('texto-vencimento').map((el) => el.textContent)).toEqual(['Vence hoje', 'Vencido há 5 dias']);
    expect(screen.getAllByTestId('vencimento-efetivo').map((el) => el.textContent)).toEqual(['→ 18/02/2026']);
    vi.useRealTimers();
  });

  it('pays the selected invoices and reports the refusal of more than three', async () => {
    const user = userEvent.setup();
    rows.current = [1, 2, 3, 4].map((n) => fatura(n, {}));
    render(<><FaturasPage /><Toaster /></>);
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar página' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    // The limit is told before the confirmation (decision 213); nothing is sent.
    await waitFor(() => expect(toastKind('Selecione no máximo 3 faturas para pagar.')).toBe('warning'));
    expect(pagar).not.toHaveBeenCalled();
    expect(screen.getByText('4 selecionada(s)')).toBeInTheDocument();

    pagar.mockResolvedValueOnce({ kind: 'synced', message: 'Pagamento realizado com sucesso!', response: {} });
    await user.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[3]!);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toastKind('Pagamento realizado com sucesso!')).toBe('success'));
    expect(pagar.mock.calls[0]![0]).toHaveLength(3);
    expect(screen.queryByText(/selecionada\(s\)/)).toBeNull();
  });
});
