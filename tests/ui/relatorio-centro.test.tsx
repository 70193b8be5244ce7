// @vitest-environment happy-dom
/* The Relatórios' cut by centro de custo (issue 35, decision 442): offered for the DRE and the
   Gastos reports, not for Fluxo de caixa; choosing one puts it in the report's filter. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelatorioControles } from '../../src/features/relatorios/relatorio-controles.tsx';
import type { Escolha } from '../../src/features/relatorios/use-relatorio.ts';

afterEach(cleanup);

const MTZ = { id: '0190a0e0-0000-7000-8000-0000000000d1', codigo: 'MTZ', nome: 'Matriz' };
const escolha = (tipo: Escolha['tipo']): Escolha => ({
  tipo, de: '2026-04-01', ate: '2026-04-30', em: '2026-04-30', agrupar: 'mes', regime: 'caixa', filtro: {},
});

describe('the cut by centro de custo', () => {
  it('the DRE offers the centros and puts the chosen one in the filter; Todos clears it', async () => {
    const user = userEvent.setup();
    const mudar = vi.fn();
    render(<RelatorioControles escolha={escolha('dre')} mudar={mudar} bancos={[]} categorias={[]} centros={[MTZ]} />);
    await user.selectOptions(screen.getByLabelText('Centro de custo'), 'MTZ — Matriz');
    expect(mudar).toHaveBeenLastCalledWith({ filtro: { centro: MTZ.id } });
  });

  it('Gastos por categoria has it too; Fluxo de caixa does not', () => {
    const { unmount } = render(<RelatorioControles escolha={escolha('gastos-categoria')} mudar={vi.fn()} bancos={[]} categorias={[]} centros={[MTZ]} />);
    expect(screen.getByLabelText('Centro de custo')).toBeInTheDocument();
    unmount();
    render(<RelatorioControles escolha={escolha('fluxo')} mudar={vi.fn()} bancos={[]} categorias={[]} centros={[MTZ]} />);
    expect(screen.queryByLabelText('Centro de custo')).toBeNull();
  });

  it('Orçado × realizado offers the centro and the categoria only: no regime, banco, status or pagamento (decision 443)', () => {
    render(<RelatorioControles escolha={escolha('orcado-realizado')} mudar={vi.fn()} bancos={[]} categorias={[]} centros={[MTZ]} />);
    expect(screen.getByLabelText('Centro de custo')).toBeInTheDocument();
    expect(screen.getByLabelText('Categoria')).toBeInTheDocument();
    for (const rotulo of ['Regime', 'Banco', 'Status', 'Pagamento']) expect(screen.queryByLabelText(rotulo)).toBeNull();
  });
});
