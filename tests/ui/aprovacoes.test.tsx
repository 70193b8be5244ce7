// @vitest-environment happy-dom
/* The approvals screen (issue 35 item 1, decision 432): only the waiting payables, the actions
   only for an Administrador, Aprovar after a confirmation, Reprovar only with a motivo. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigAlcadaSchema } from '../../src/domain/alcada.ts';
import { validate } from '../../src/domain/validation.ts';
import { aprovarLancamentos, configurarAlcada, reprovarLancamentos } from '../../src/data/alcada.ts';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import { AprovacoesPage } from '../../src/features/lancamentos/aprovacoes-page.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

const data: Record<string, unknown[]> = { lancamentos: [] };
const perfil = { administrador: true };
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => ({ rows: data[name] ?? [], ready: true }),
  useRow: () => undefined,
}));
vi.mock('../../src/data/perfil.ts', () => ({ useEhAdministrador: () => perfil.administrador }));
vi.mock('../../src/data/sync/sync-status.ts', () => ({ refreshAll: vi.fn(async () => undefined) }));
// What the configuration's read has answered so far: one object, as the hook's state is between renders.
const SALVA = { config: { ativa: true, limite: 100000 }, erro: null, recarregar: () => undefined };
const leitura: { lida: { config: { ativa: boolean; limite: number | null } | null; erro: string | null; recarregar: () => void } } = { lida: SALVA };
vi.mock('../../src/data/alcada.ts', () => ({
  aprovarLancamentos: vi.fn(), reprovarLancamentos: vi.fn(), configurarAlcada: vi.fn(), useConfigAlcada: () => leitura.lida,
}));
const aprovar = vi.mocked(aprovarLancamentos);
const reprovar = vi.mocked(reprovarLancamentos);
const configurar = vi.mocked(configurarAlcada);

const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
function lanc(n: number, descricao: string, extra: Partial<Lancamento> = {}): Lancamento {
  return {
    id: id(n), id_titulo: id(1000 + n), descricao, pagamento: 'Pix', tipo_compra: 'Compra', banco_id: id(500),
    banco: 'Itaú', quant_parcela: 1, parcela: 1, valor: 150000, valor_parcela: 150000, valor_pago: 0, data: '2026-03-10',
    status: 'Pagar', tipo: 'Sem Vencimento', vencimento: null, data_pagamento: null, data_cancelamento: null, categoria_id: null, categoria: null,
    observacao: null, metodo: 'À vista', ...extra,
  } as Lancamento;
}

const table = () => screen.getByRole('table', { name: 'Aprovações' });
const rowOf = (text: string) => within(table()).getAllByRole('row').find((r) => r.textContent?.includes(text)) as HTMLElement;
const renderPage = () => render(<MemoryRouter><AprovacoesPage /><Toaster /></MemoryRouter>);

beforeEach(() => {
  perfil.administrador = true;
  leitura.lida = SALVA;
  data.lancamentos = [
    lanc(1, 'Servidor novo', { aprovacao: 'Aguardando aprovação' }),
    lanc(2, 'Consultoria', { aprovacao: 'Aguardando aprovação' }),
    lanc(3, 'Licenças', { aprovacao: 'Aprovado' }),
    lanc(4, 'Mercado'),
  ];
  for (const fn of [aprovar, reprovar, configurar]) fn.mockReset();
});
afterEach(() => {
  cleanup();
  dismissAllToasts();
});

describe('Aprovações', () => {
  it('lists only the payables that wait', () => {
    renderPage();
    const linhas = within(table()).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
    expect(linhas).toHaveLength(2);
    expect(linhas.some((t) => t.includes('Servidor novo'))).toBe(true);
    expect(linhas.some((t) => t.includes('Consultoria'))).toBe(true);
  });

  it('an Operador sees the list read-only: no Aprovar, no Reprovar, no configuration', () => {
    perfil.administrador = false;
    renderPage();
    expect(rowOf('Servidor novo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Alçada de aprovação' })).toBeNull();
  });

  it('Aprovar asks first, then sends the selected ids', async () => {
    aprovar.mockResolvedValue({ kind: 'done', message: '1 pagamento aprovado.' } as never);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    await user.click(within(rowOf('Servidor novo')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Confirmação' });
    expect(dialogo.textContent).toContain('Aprovar o pagamento selecionado?');
    expect(aprovar).not.toHaveBeenCalled();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(aprovar).toHaveBeenCalledWith([id(1)]));
  });

  it('Reprovar needs a motivo', async () => {
    reprovar.mockResolvedValue({ kind: 'done', message: '1 pagamento reprovado.' } as never);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(rowOf('Consultoria')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Reprovar pagamento' });
    await user.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(within(dialogo).getByText('Informe o motivo da reprovação.')).toBeInTheDocument();
    expect(reprovar).not.toHaveBeenCalled();
    await user.type(within(dialogo).getByLabelText('Motivo'), 'Sem orçamento');
    await user.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(reprovar).toHaveBeenCalledWith([id(2)], 'Sem orçamento'));
  });

  it("the configuration shows the saved limit, and the domain's refusal of an active alçada without one under the field", async () => {
    // The device's write validates with ConfigAlcadaSchema; its answer for this input, as mutate gives it.
    const recusa = validate(ConfigAlcadaSchema, { ativa: true, limite: null });
    if (recusa.ok) throw new Error('the schema accepted an active alçada without a limit');
    configurar.mockResolvedValueOnce({ kind: 'invalid', message: recusa.message, errors: recusa.errors } as never);
    configurar.mockResolvedValue({ kind: 'done', message: 'Alçada salva.' } as never);
    const user = userEvent.setup();
    renderPage();
    const config = screen.getByRole('region', { name: 'Alçada de aprovação' });
    const limite = within(config).getByLabelText('Limite (R$)');
    expect(limite).toHaveValue('1.000,00');
    await user.clear(limite);
    await user.click(within(config).getByRole('button', { name: 'Salvar alçada' }));
    expect(await within(config).findByText('Informe o limite a partir do qual um pagamento precisa de aprovação.')).toBeInTheDocument();
    expect(configurar).toHaveBeenCalledWith({ ativa: true, limite: null });
    await user.type(limite, '150000');
    await user.click(within(config).getByRole('button', { name: 'Salvar alçada' }));
    await waitFor(() => expect(configurar).toHaveBeenCalledWith({ ativa: true, limite: 150000 }));
  });

  it('the configuration cannot be edited before the saved alçada is read, and a late answer never overwrites what was typed', async () => {
    configurar.mockResolvedValue({ kind: 'done', message: 'Alçada salva.' } as never);
    leitura.lida = { config: null, erro: null, recarregar: () => undefined };
    const user = userEvent.setup();
    const { rerender } = renderPage();
    const config = screen.getByRole('region', { name: 'Alçada de aprovação' });
    const ativa = within(config).getByRole('switch', { name: 'Exigir aprovação de pagamentos' });
    const limite = within(config).getByLabelText('Limite (R$)');
    const salvar = within(config).getByRole('button', { name: 'Salvar alçada' });
    for (const campo of [ativa, limite, salvar]) expect(campo).toBeDisabled();
    // The answer arrives: the form shows what is saved and can be edited.
    leitura.lida = { config: { ativa: false, limite: 50000 }, erro: null, recarregar: () => undefined };
    rerender(<MemoryRouter><AprovacoesPage /><Toaster /></MemoryRouter>);
    await waitFor(() => expect(limite).toHaveValue('500,00'));
    expect(ativa).toHaveAttribute('aria-checked', 'false');
    for (const campo of [ativa, limite, salvar]) expect(campo).toBeEnabled();
    // The Administrador edits; a second answer (a reload of the read) arrives after: what was typed stays.
    await user.click(ativa);
    await user.clear(limite);
    await user.type(limite, '100000');
    leitura.lida = { config: { ativa: false, limite: 50000 }, erro: null, recarregar: () => undefined };
    rerender(<MemoryRouter><AprovacoesPage /><Toaster /></MemoryRouter>);
    expect(limite).toHaveValue('1.000,00');
    expect(ativa).toHaveAttribute('aria-checked', 'true');
    await user.click(salvar);
    await waitFor(() => expect(configurar).toHaveBeenCalledWith({ ativa: true, limite: 100000 }));
  });
});
