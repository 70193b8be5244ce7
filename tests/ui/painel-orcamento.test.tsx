// @vitest-environment happy-dom
/* The Painel's "acima do orçamento" (issue 35 item 3, decision 443): the month's categorias whose
   payments passed their budget, largest excess first, each a link to Orçado × realizado; nothing
   when none is over or while the lists load. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PainelOrcamento } from '../../src/features/home/painel-orcamento.tsx';

const ALUGUEL = '0190a0e0-0000-7000-8000-000000000001';
const LUZ = '0190a0e0-0000-7000-8000-000000000002';
const AGUA = '0190a0e0-0000-7000-8000-000000000003';
const pago = (id: string, categoria_id: string, valor: number, data: string) =>
  ({ id, categoria_id, valor, valor_parcela: valor, valor_pago: valor, status: 'Pago', data, data_pagamento: data, vencimento: null, tipo: 'Sem Vencimento' });
const data: Record<string, { rows: unknown[]; ready: boolean }> = {
  categorias: { rows: [{ id: ALUGUEL, descricao: 'Aluguel' }, { id: LUZ, descricao: 'Luz' }, { id: AGUA, descricao: 'Água' }], ready: true },
  pagamentos: { rows: [], ready: true },
  orcamentos: { rows: [], ready: true },
  lancamentos: { rows: [], ready: true },
};
vi.mock('../../src/data/live.ts', () => ({ useCollection: (name: string) => data[name] }));

const renderLinha = () => render(<MemoryRouter><PainelOrcamento hoje="2026-11-20" /></MemoryRouter>);
afterEach(cleanup);

describe('Painel: categorias acima do orçamento', () => {
  it('names the month\'s categorias over budget, largest excess first, each linking to the report', () => {
    data.orcamentos!.rows = [
      { id: 'o1', categoria: ALUGUEL, centro_custo: null, mes: '2026-11', valor: 200_000 },
      { id: 'o2', categoria: LUZ, centro_custo: null, mes: '2026-11', valor: 10_000 },
      { id: 'o3', categoria: AGUA, centro_custo: null, mes: '2026-11', valor: 50_000 },
      // October's budget is not this month's.
      { id: 'o4', categoria: AGUA, centro_custo: null, mes: '2026-10', valor: 1 },
    ];
    data.lancamentos!.rows = [
      pago('a', ALUGUEL, 210_000, '2026-11-05'), pago('b', LUZ, 40_000, '2026-11-06'), pago('c', AGUA, 50_000, '2026-11-07'), pago('d', AGUA, 9_000, '2026-10-07'),
    ];
    renderLinha();
    expect(screen.getByTestId('painel-orcamento')).toHaveTextContent('Acima do orçamento em novembro de 2026: Luz (+300,00), Aluguel (+100,00)');
    expect(screen.getByRole('link', { name: 'Luz (+300,00)' })).toHaveAttribute('href', `/financeiro/relatorios?relatorio=orcado-realizado&categoria=${LUZ}`);
    expect(screen.queryByRole('link', { name: /Água/ })).toBeNull();
  });

  it('says nothing when no categoria is over, or while the lists load', () => {
    data.orcamentos!.rows = [{ id: 'o1', categoria: ALUGUEL, centro_custo: null, mes: '2026-11', valor: 300_000 }];
    data.lancamentos!.rows = [pago('a', ALUGUEL, 210_000, '2026-11-05')];
    renderLinha();
    expect(screen.queryByTestId('painel-orcamento')).toBeNull();
    cleanup();
    data.lancamentos = { rows: [pago('a', ALUGUEL, 410_000, '2026-11-05')], ready: false };
    renderLinha();
    expect(screen.queryByTestId('painel-orcamento')).toBeNull();
  });
});
