// @vitest-environment happy-dom
/* The rateio in Editar (issue 35, decision 441): the form opens with the row's shares, sends the
   new split only when it changed ([] when every share was removed), keeps an inactive centro the
   row names, and shows the domain's refusal (33,33 % ×3) in the Rateio section. Payables and
   receivables alike. */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditarLancamentoSchema } from '../../src/domain/editar-titulo.ts';
import { MSG_RATEIO } from '../../src/domain/messages-centros.ts';
import type { MutationOutcome } from '../../src/domain/mutacao.ts';
import type { ParteRateio } from '../../src/domain/rateio.ts';
import { validate } from '../../src/domain/validation.ts';
import { EditarTituloModal } from '../../src/features/lancamentos/editar-titulo-modal.tsx';
import type { TituloRow } from '../../src/features/lancamentos/titulo-cells.tsx';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissAllToasts } from './toast-helpers.ts';

const id = (n: number) => `0190a0e0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const MTZ = { id: id(1), codigo: 'MTZ', nome: 'Matriz', status: true };
const FIL = { id: id(2), codigo: 'FIL', nome: 'Filial', status: true };
const VELHO = { id: id(3), codigo: 'OLD', nome: 'Fechado', status: false };
const data: Record<string, unknown[]> = {
  bancos: [{ id: id(9), banco: 'Caixa', status: true }],
  categorias: [{ id: id(8), descricao: 'Aluguel', status: true }],
  centros_custo: [MTZ, FIL, VELHO],
};
vi.mock('../../src/data/live.ts', () => ({
  useCollection: (name: string) => {
    const rows = useSyncExternalStore(() => () => undefined, () => data[name] ?? []);
    return { rows, ready: true };
  },
}));

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

const parte = (centro: string, percentual: number): ParteRateio => ({ categoria: null, centro_custo: centro, percentual, valor: null });
const base = {
  id: id(100), id_titulo: id(101), descricao: 'Aluguel das lojas', quant_parcela: 1, parcela: 1, valor: 123456, valor_parcela: 123456,
  valor_pago: 0, data: '2026-04-01', status: 'Pagar', tipo: 'Sem Vencimento', vencimento: null, data_pagamento: null,
  data_cancelamento: null, observacao: null, metodo: 'À vista', version: 3,
} as const;
const pagavel = (rateio: ParteRateio[] | null): TituloRow => ({
  ...base, rateio, pagamento: 'Pix', banco_id: id(9), banco: 'Caixa', categoria_id: id(8), categoria: 'Aluguel', tipo_compra: 'Outros',
} as unknown as TituloRow);
const recebivel = (rateio: ParteRateio[] | null): TituloRow => ({ ...base, rateio, banco_id: null } as unknown as TituloRow);

/** Opens Editar on `row`; the device's write checks the input with the domain's schema, as gravar does. */
function abrir(row: TituloRow) {
  const editar = vi.fn((input: unknown): Promise<MutationOutcome | { kind: 'gravada'; entrada: string; resposta: Promise<MutationOutcome> }> => {
    const parsed = validate(EditarLancamentoSchema, input);
    if (!parsed.ok) return Promise.resolve({ kind: 'invalid', message: parsed.message, errors: parsed.errors });
    return Promise.resolve({ kind: 'gravada', entrada: 'e1', resposta: Promise.resolve({ kind: 'queued', message: '' }) });
  });
  const onSaved = vi.fn();
  render(<><EditarTituloModal row={row} editar={editar} onClose={vi.fn()} onSaved={onSaved} /><Toaster /></>);
  return { editar, onSaved, rateio: within(screen.getByRole('group', { name: 'Rateio' })) };
}
const enviado = (editar: ReturnType<typeof abrir>['editar']) => editar.mock.calls[0]![0] as Record<string, unknown>;

describe('the rateio in Editar', () => {
  it('opens with the row\'s 60/40 split, and sends 50/50 when it is retyped', async () => {
    const user = userEvent.setup();
    const { editar, onSaved, rateio } = abrir(pagavel([parte(MTZ.id, 6000), parte(FIL.id, 4000)]));
    expect(rateio.getByLabelText('Por percentual')).toBeChecked();
    expect(rateio.getByLabelText('Percentual da parte 1')).toHaveValue('60,00');
    expect(rateio.getByLabelText('Percentual da parte 2')).toHaveValue('40,00');
    expect(rateio.getByLabelText('Centro de custo da parte 1')).toHaveValue(MTZ.id);
    expect(rateio.getByLabelText('Centro de custo da parte 2')).toHaveValue(FIL.id);
    for (const n of [1, 2]) {
      await user.clear(rateio.getByLabelText(`Percentual da parte ${n}`));
      await user.type(rateio.getByLabelText(`Percentual da parte ${n}`), '50,00');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(enviado(editar)).toEqual({
      id: base.id, escopo: 'parcela', version: 3,
      rateio: [{ categoria: null, centro_custo: MTZ.id, percentual: '50,00' }, { categoria: null, centro_custo: FIL.id, percentual: '50,00' }],
    });
  });

  it('an edit of the description alone sends no rateio (the split stays); removing every share sends []', async () => {
    const user = userEvent.setup();
    const primeiro = abrir(pagavel([parte(MTZ.id, 6000), parte(FIL.id, 4000)]));
    await user.type(screen.getByLabelText('Descrição'), ' (matriz)');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(primeiro.onSaved).toHaveBeenCalled());
    expect(enviado(primeiro.editar)).not.toHaveProperty('rateio');
    cleanup();
    const segundo = abrir(pagavel([parte(MTZ.id, 6000), parte(FIL.id, 4000)]));
    await user.click(segundo.rateio.getByRole('button', { name: 'Remover parte 2' }));
    await user.click(segundo.rateio.getByRole('button', { name: 'Remover parte 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(segundo.onSaved).toHaveBeenCalled());
    expect(enviado(segundo.editar).rateio).toEqual([]);
  });

  it('keeps offering an inactive centro the row names, and no other inactive one', () => {
    const { rateio } = abrir(pagavel([parte(VELHO.id, 10000)]));
    const opcoes = within(rateio.getByLabelText('Centro de custo da parte 1')).getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(['Nenhum', 'MTZ — Matriz', 'FIL — Filial', 'OLD — Fechado']);
    expect(rateio.getByLabelText('Centro de custo da parte 1')).toHaveValue(VELHO.id);
  });

  it('refuses 33,33 % three times in the Rateio section, before anything is saved', async () => {
    const user = userEvent.setup();
    const { editar, onSaved, rateio } = abrir(pagavel(null));
    for (const [n, centro] of [[1, 'MTZ — Matriz'], [2, 'FIL — Filial'], [3, 'OLD — Fechado']] as const) {
      await user.click(rateio.getByRole('button', { name: 'Adicionar parte' }));
      if (n < 3) await user.selectOptions(rateio.getByLabelText(`Centro de custo da parte ${n}`), centro);
      else await user.selectOptions(rateio.getByLabelText(`Categoria da parte ${n}`), 'Aluguel');
      await user.type(rateio.getByLabelText(`Percentual da parte ${n}`), '33,33');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await rateio.findByText(MSG_RATEIO.percentuaisNaoSomam('99,99'))).toBeInTheDocument();
    expect(editar).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a share left without its percentage is refused in the Rateio section (the error of one share)', async () => {
    const user = userEvent.setup();
    const { onSaved, rateio } = abrir(pagavel(null));
    await user.click(rateio.getByRole('button', { name: 'Adicionar parte' }));
    await user.selectOptions(rateio.getByLabelText('Centro de custo da parte 1'), 'MTZ — Matriz');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await rateio.findByText(MSG_RATEIO.parteSemQuantia)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a receivable gets the same section: a split by value typed on an unsplit one is sent', async () => {
    const user = userEvent.setup();
    const { editar, onSaved, rateio } = abrir(recebivel(null));
    await user.click(rateio.getByRole('button', { name: 'Adicionar parte' }));
    await user.click(rateio.getByLabelText('Por valor'));
    await user.selectOptions(rateio.getByLabelText('Centro de custo da parte 1'), 'MTZ — Matriz');
    await user.type(rateio.getByLabelText('Valor da parte 1'), '1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(enviado(editar).rateio).toEqual([{ categoria: null, centro_custo: MTZ.id, valor: '1.234,56' }]);
  });
});
