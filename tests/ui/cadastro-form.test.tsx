// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cadastrarLancamento } from '../../src/data/lancamentos.ts';
import type { MutationOutcome } from '../../src/domain/mutacao.ts';
import { CadastroPage } from '../../src/features/cadastro/cadastro-page.tsx';
import { LANCAMENTO_VAZIO, depoisDeSalvar, mudarLancamento } from '../../src/features/cadastro/lancamento-form-state.ts';
import type { BancoOpcao, LancamentoForm, LancamentoState } from '../../src/features/cadastro/lancamento-form-state.ts';
import { ModalHost } from '../../src/ui/modal-host.tsx';
import type { HostedModalProps } from '../../src/ui/modal-host.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts, toastKind } from './toast-helpers.ts';

const store = {
  version: 0,
  data: {} as Record<string, unknown[]>,
  listeners: new Set<() => void>(),
  set(name: string, rows: unknown[]) {
    this.data = { ...this.data, [name]: rows };
    this.version++;
    this.listeners.forEach((l) => l());
  },
};
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => {
    const rows = useSyncExternalStore((l) => { store.listeners.add(l); return () => store.listeners.delete(l); }, () => store.data[name] ?? []);
    return { rows, ready: true };
  },
}));
vi.mock('../../src/data/lancamentos.ts', () => ({ cadastrarLancamento: vi.fn() }));
const cadastrar = vi.mocked(cadastrarLancamento);

const NUBANK = { id: '0190a0e0-0000-7000-8000-0000000000b1', banco: 'Nubank', status: true, possui_cartao: true, credito: true, debito: false, vencimento: 31 };
const DEBITO = { id: '0190a0e0-0000-7000-8000-0000000000b2', banco: 'Banco Débito', status: true, possui_cartao: true, credito: false, debito: true, vencimento: null };
const CAIXA = { id: '0190a0e0-0000-7000-8000-0000000000b3', banco: 'Caixa', status: true, possui_cartao: false, credito: false, debito: false, vencimento: null };
const INATIVO = { id: '0190a0e0-0000-7000-8000-0000000000b4', banco: 'Banco Velho', status: false, possui_cartao: false, credito: false, debito: false, vencimento: null };
const BANCOS: BancoOpcao[] = [NUBANK, DEBITO, CAIXA];

function FakeBancoModal({ open, onClose }: HostedModalProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Cadastrar Banco">
      <button type="button" onClick={() => { store.set('bancos', [...(store.data.bancos ?? []), { ...CAIXA, id: '0190a0e0-0000-7000-8000-0000000000b5', banco: 'Banco Novo' }]); onClose(); }}>
        salvar banco
      </button>
    </div>
  );
}

/** A valid posting without due date on Caixa, dated 10/01/2026, R$ 50,00. */
async function preencherSemVencimento(user: ReturnType<typeof userEvent.setup>, descricao: string, pagamento: string) {
  await user.type(field('Descrição'), descricao);
  await user.selectOptions(field('Status'), 'Pagar');
  await user.selectOptions(field('Pagamento'), pagamento);
  await user.selectOptions(field('Banco'), 'Caixa');
  await user.type(field('Valor'), '5000');
  await user.type(field('Data'), '10/01/2026');
  await user.selectOptions(field('Tipo'), 'Sem Vencimento');
  await user.selectOptions(field('Método'), 'À vista');
  await user.click(screen.getByLabelText('Outros'));
}

function renderPage() {
  return render(
    <ModalHost registry={{ banco: FakeBancoModal }}>
      <CadastroPage />
      <Toaster />
    </ModalHost>,
  );
}

// 'Pagamento' names both the payment-type select and a Tipo de Lançamento radio.
const field = (label: string) =>
  label === 'Pagamento' ? screen.getByRole('combobox', { name: label }) : screen.getByLabelText(label, { exact: true });
const optionsOf = (label: string) => within(field(label)).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  store.set('bancos', [NUBANK, DEBITO, CAIXA, INATIVO]);
  store.set('centros_custo', []);
  store.set('categorias', [{ id: '0190a0e0-0000-7000-8000-0000000000c1', descricao: 'Mercado', status: true }, { id: '0190a0e0-0000-7000-8000-0000000000c2', descricao: 'Antiga', status: false }]);
  cadastrar.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('credit rule (pure)', () => {
  const change = <K extends keyof LancamentoForm>(s: LancamentoState, key: K, value: LancamentoForm[K]) => mudarLancamento(s, key, value, BANCOS);

  it('locks tipo and puts the due date on the card day of the next month, recomputed with the date', () => {
    let s = change(LANCAMENTO_VAZIO, 'data', '2026-01-15');
    s = change(s, 'pagamento', 'Crédito');
    s = change(s, 'banco', NUBANK.id);
    expect(s.trava).toBe(31);
    expect(s.form).toMatchObject({ tipo: 'Com Vencimento', vencimento: '2026-02-28' });
    s = change(s, 'data', '2026-03-02');
    expect(s.form.vencimento).toBe('2026-04-30');
    s = change(s, 'data', '');
    expect(s.form.vencimento).toBe('');
  });

  it('with a closing day, shows the due date of the bill the purchase falls in (decision 391)', () => {
    const fecha25 = { ...NUBANK, id: '0190a0e0-0000-7000-8000-0000000000b5', vencimento: 5, dia_fechamento: 25 };
    const mudar = <K extends keyof LancamentoForm>(st: LancamentoState, key: K, value: LancamentoForm[K]) => mudarLancamento(st, key, value, [fecha25]);
    let s = mudar(mudar(mudar(LANCAMENTO_VAZIO, 'data', '2026-01-25'), 'pagamento', 'Crédito'), 'banco', fecha25.id);
    expect(s.form.vencimento).toBe('2026-02-05');
    s = mudar(s, 'data', '2026-01-26');
    expect(s.form.vencimento).toBe('2026-03-05');
  });

  it('leaving Crédito clears tipo and due date; a bank without credit unlocks them', () => {
    let s = change(change(change(LANCAMENTO_VAZIO, 'data', '2026-01-15'), 'pagamento', 'Crédito'), 'banco', NUBANK.id);
    const pix = change(s, 'pagamento', 'Pix');
    expect(pix).toMatchObject({ trava: null, form: { tipo: '', vencimento: '', banco: NUBANK.id } });
    s = change(s, 'banco', DEBITO.id);
    expect(s).toMatchObject({ trava: null, form: { tipo: '', vencimento: '' } });
  });

  it('choosing Crédito clears a bank without a card, with the due date', () => {
    let s = change(LANCAMENTO_VAZIO, 'pagamento', 'Pix');
    s = change(change(change(s, 'banco', CAIXA.id), 'tipo', 'Com Vencimento'), 'vencimento', '2026-05-05');
    s = change(s, 'pagamento', 'Crédito');
    expect(s.form).toMatchObject({ banco: '', vencimento: '', tipo: 'Com Vencimento' });
  });

  it('after a save the form is blank unless Manter Preenchido, a card\'s locked tipo and due date too (issue 33)', () => {
    const s = change(change(change(change(LANCAMENTO_VAZIO, 'descricao', 'x'), 'data', '2026-01-15'), 'pagamento', 'Crédito'), 'banco', NUBANK.id);
    expect(depoisDeSalvar(s, true)).toBe(s);
    const reset = depoisDeSalvar(s, false);
    expect(reset).toBe(LANCAMENTO_VAZIO);
    expect(reset.form).toMatchObject({ descricao: '', pagamento: '', banco: '', data: '', tipo: '', vencimento: '' });
    expect(reset.trava).toBeNull();
    expect(depoisDeSalvar(change(LANCAMENTO_VAZIO, 'descricao', 'x'), false)).toBe(LANCAMENTO_VAZIO);
  });
});

describe('Cadastro de Lançamentos page', () => {
  it('shows every SPEC message for an empty submit, and each clears as the field is edited', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    for (const text of [
      'Descrição é obrigatório.', 'Status é obrigatório.', 'Pagamento é obrigatório.', 'Banco é obrigatório.', 'Valor é obrigatório.',
      'Data é obrigatória.', 'Tipo de vencimento é obrigatório.', 'Método é obrigatório.', 'Tipo de lançamento é obrigatório.',
    ]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(toastKind('Preencha todos os campos obrigatórios.')).toBe('danger');
    await user.type(field('Descrição'), 'Notebook');
    expect(screen.queryByText('Descrição é obrigatório.')).toBeNull();
    await user.selectOptions(field('Status'), 'Pago');
    await user.selectOptions(field('Método'), 'Parcelado');
    await user.selectOptions(field('Tipo'), 'Com Vencimento');
    await user.type(field('Data'), '10/03/2026');
    await user.type(field('Data vencimento'), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Data de pagamento é obrigatória quando o status for "Pago".')).toBeInTheDocument();
    expect(screen.getByText('Parcelas é obrigatório quando o método for "Parcelado".')).toBeInTheDocument();
    expect(screen.getByText('A data de vencimento não pode ser anterior à data.')).toBeInTheDocument();
    expect(cadastrar).not.toHaveBeenCalled();
  });

  it('enables payment date, instalments and due date only with Pago, Parcelado and Com Vencimento', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(field('Data Pagamento')).toBeDisabled();
    expect(field('N-Parcelas')).toBeDisabled();
    expect(field('Data vencimento')).toBeDisabled();
    await user.selectOptions(field('Status'), 'Pago');
    await user.type(field('Data Pagamento'), '01/03/2026');
    await user.selectOptions(field('Status'), 'Pagar');
    expect(field('Data Pagamento')).toBeDisabled();
    expect(field('Data Pagamento')).toHaveValue('');
    await user.selectOptions(field('Método'), 'Parcelado');
    expect(optionsOf('N-Parcelas')).toEqual(['Selecione', ...Array.from({ length: 23 }, (_, i) => String(i + 2))]);
    await user.selectOptions(field('N-Parcelas'), '12');
    await user.selectOptions(field('Método'), 'À vista');
    expect(field('N-Parcelas')).toHaveValue('');
    await user.selectOptions(field('Tipo'), 'Com Vencimento');
    await user.type(field('Data vencimento'), '01/04/2026');
    await user.selectOptions(field('Tipo'), 'Sem Vencimento');
    expect(field('Data vencimento')).toHaveValue('');
    expect(field('Data vencimento')).toBeDisabled();
  });

  it('offers active banks, only those with a card for Crédito, and locks tipo and due date on a credit card', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(optionsOf('Banco')).toEqual(['Selecione', 'Nubank', 'Banco Débito', 'Caixa']);
    expect(optionsOf('Categoria')).toEqual(['Sem Categoria', 'Mercado']);
    await user.selectOptions(field('Banco'), 'Caixa');
    await user.selectOptions(field('Pagamento'), 'Crédito');
    expect(field('Banco')).toHaveValue('');
    expect(optionsOf('Banco')).toEqual(['Selecione', 'Nubank', 'Banco Débito']);
    await user.type(field('Data'), '31/01/2026');
    await user.selectOptions(field('Banco'), 'Nubank');
    expect(field('Tipo')).toHaveValue('Com Vencimento');
    expect(field('Tipo')).toBeDisabled();
    expect(field('Data vencimento')).toHaveValue('28/02/2026');
    expect(field('Data vencimento')).toBeDisabled();
    await user.selectOptions(field('Pagamento'), 'Débito');
    expect(field('Tipo')).toHaveValue('');
    expect(field('Tipo')).toBeEnabled();
    expect(field('Data vencimento')).toHaveValue('');
  });

  it('saves with Enter, shows Cadastrando while waiting, then resets unless Manter Preenchido', async () => {
    const user = userEvent.setup();
    let finish: (o: MutationOutcome) => void = () => undefined;
    cadastrar.mockImplementation(() => new Promise((resolve) => { finish = resolve; }));
    renderPage();
    await user.type(field('Descrição'), 'Notebook');
    await user.selectOptions(field('Status'), 'Pagar');
    await user.selectOptions(field('Pagamento'), 'Crédito');
    await user.selectOptions(field('Banco'), 'Nubank');
    await user.type(field('Valor'), '120000');
    await user.type(field('Data'), '10/01/2026');
    await user.selectOptions(field('Método'), 'Parcelado');
    await user.selectOptions(field('N-Parcelas'), '12');
    await user.selectOptions(field('Categoria'), 'Mercado');
    await user.click(screen.getByLabelText('Compra'));
    await user.type(field('Observação'), 'linha 1{Enter}linha 2');
    expect(cadastrar).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Manter Preenchido'));
    await user.type(field('Descrição'), '{Enter}');
    expect(cadastrar).toHaveBeenCalledWith({
      descricao: 'Notebook', status: 'Pagar', data_pagamento: '', pagamento: 'Crédito', banco: NUBANK.id, valor: '1200.00',
      data: '2026-01-10', tipo: 'Com Vencimento', vencimento: '2026-02-28', metodo: 'Parcelado', parcela: '12', categorias: '0190a0e0-0000-7000-8000-0000000000c1',
      tipo_lancamento: 'Compra', observacao: 'linha 1\nlinha 2',
    });
    const button = screen.getByRole('button', { name: /Cadastrando/ });
    expect(button).toBeDisabled();
    await act(async () => finish({ kind: 'synced', message: 'Lançamento cadastrado com sucesso!', response: {} }));
    expect(toastKind('Lançamento cadastrado com sucesso!')).toBe('success');
    expect(field('Descrição')).toHaveValue('Notebook');
    cadastrar.mockResolvedValue({ kind: 'queued', message: 'Alteração salva neste dispositivo; será enviada quando houver conexão.' });
    await user.click(screen.getByLabelText('Manter Preenchido'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(field('Descrição')).toHaveValue(''));
    expect(toastKind('Alteração salva neste dispositivo; será enviada quando houver conexão.')).toBe('info');
    expect(field('Banco')).toHaveValue('');
    // Nothing of the card's rule stays behind (issue 33): no greyed 'Com Vencimento 28/02/2026'.
    expect(field('Tipo')).toHaveValue('');
    expect(field('Data vencimento')).toHaveValue('');
  });

  it('the Tributo switch sends the flag; a tax category shows it on and locked (decision 221)', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'queued', message: 'ok' });
    store.set('categorias', [...(store.data.categorias ?? []), { id: '0190a0e0-0000-7000-8000-0000000000c3', descricao: 'Impostos', status: true, tributo: true }]);
    renderPage();
    const chave = () => screen.getByRole('switch', { name: /Tributo|de tributo/ });
    expect(chave()).not.toBeChecked();
    await user.selectOptions(field('Categoria'), 'Impostos');
    expect(screen.getByRole('switch', { name: 'A categoria Impostos é de tributo: vence no dia útil anterior.' })).toBeChecked();
    expect(chave()).toBeDisabled();
    await user.selectOptions(field('Categoria'), 'Mercado');
    await user.click(screen.getByRole('switch', { name: 'Tributo (vence no dia útil anterior)' }));
    await preencherSemVencimento(user, 'DARF', 'Boleto');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith(expect.objectContaining({ descricao: 'DARF', tributo: true }));
  });

  it('a refusal keeps what was typed and shows the server message', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'rejected', status: 422, message: 'O banco selecionado não possui cartão.', errors: { banco: ['O banco selecionado não possui cartão.'] } });
    renderPage();
    await preencherSemVencimento(user, 'Mesa', 'Pix');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toastKind('O banco selecionado não possui cartão.')).toBe('danger'));
    expect(field('Descrição')).toHaveValue('Mesa');
  });

  it('header buttons open registered modals, others are disabled as Em construção; a new bank shows at once', async () => {
    const user = userEvent.setup();
    renderPage();
    const header = screen.getByRole('group', { name: 'Outros cadastros' });
    expect(within(header).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Investimentos', 'Entradas e Reservas', 'Recebíveis', 'Categorias', 'Banco', 'Fatura', 'Comprovante', 'Import. Lança.Crédito',
    ]);
    expect(within(header).getByRole('button', { name: 'Fatura' })).toBeDisabled();
    expect(within(header).getByRole('button', { name: 'Fatura' })).toHaveAttribute('title', 'Em construção');
    await user.click(within(header).getByRole('button', { name: 'Banco' }));
    await user.click(screen.getByRole('button', { name: 'salvar banco' }));
    expect(optionsOf('Banco')).toContain('Banco Novo');
  });
});

describe('boleto and Pix reader on Cadastro de Lançamentos', () => {
  const LEITOR = 'Boleto (linha digitável ou código de barras) / Pix copia e cola';
  // Itaú, fator 1360 = 17/02/2026, R$ 1.250,50 (tests/unit/boleto.test.ts).
  const LINHA = '34191.09008 00000.150003 00000.000000 2 13600000125050';

  it('a pasted linha digitável fills Valor and Vencimento and is sent with the posting', async () => {
    const user = userEvent.setup();
    cadastrar.mockResolvedValue({ kind: 'queued', message: 'ok' });
    renderPage();
    await user.type(field('Data'), '01/02/2026');
    await user.click(field(LEITOR));
    await user.paste(LINHA);
    expect(field('Valor')).toHaveValue('1.250,50');
    expect(field('Data vencimento')).toHaveValue('17/02/2026');
    expect(screen.getByText('Boleto lido: confira Valor e Vencimento.')).toBeInTheDocument();
    await user.type(field('Descrição'), 'Fornecedor');
    await user.selectOptions(field('Status'), 'Pagar');
    await user.selectOptions(field('Pagamento'), 'Pix');
    await user.selectOptions(field('Banco'), 'Caixa');
    await user.selectOptions(field('Método'), 'À vista');
    await user.click(screen.getByLabelText('Compra'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(cadastrar).toHaveBeenCalledWith(expect.objectContaining({ valor: '1250.50', vencimento: '2026-02-17', linha_digitavel: '34191090080000015000300000000000213600000125050' }));
  });

  it('a wrong check digit names the field and leaves the form untouched', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Valor'), '999');
    await user.click(field(LEITOR));
    await user.paste(LINHA.replace('00000.150003', '00000.150013'));
    expect(screen.getByText('Dígito verificador do campo 2 não confere: confira a linha digitável.')).toBeInTheDocument();
    expect(field('Valor')).toHaveValue('9,99');
    expect(field('Data vencimento')).toHaveValue('');
  });

  it('a Pix copia e cola fills Valor and Descrição with the payee', async () => {
    const user = userEvent.setup();
    renderPage();
    const tlv = (tag: string, v: string) => `${tag}${String(v.length).padStart(2, '0')}${v}`;
    const corpo = tlv('00', '01') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'contas@padaria.com.br'))
      + tlv('52', '0000') + tlv('53', '986') + tlv('54', '45.00') + tlv('58', 'BR') + tlv('59', 'Padaria Real') + tlv('60', 'RECIFE') + tlv('62', tlv('05', '***'));
    const { crc16 } = await import('../../src/domain/pix.ts');
    await user.click(field(LEITOR));
    await user.paste(`${corpo}6304${crc16(`${corpo}6304`)}`);
    expect(field('Valor')).toHaveValue('45,00');
    expect(field('Descrição')).toHaveValue('Padaria Real');
  });
});
