// @vitest-environment happy-dom
/* The Painel's alçada line (issue 35 item 1, decision 432): shown only when payables wait,
   counted on the rows in memory, linking to the approvals screen. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PainelAprovacoes } from '../../src/features/home/painel-aprovacoes.tsx';

const data: { rows: unknown[]; ready: boolean } = { rows: [], ready: true };
vi.mock('../../src/data/live.ts', () => ({ useCollection: () => data }));

const renderLinha = () => render(<MemoryRouter><PainelAprovacoes /></MemoryRouter>);

afterEach(cleanup);

describe('Painel: pagamentos aguardando aprovação', () => {
  it('says nothing when none waits or while the rows load', () => {
    data.rows = [{ id: 'a', aprovacao: 'Aprovado' }, { id: 'b', aprovacao: null }];
    data.ready = true;
    renderLinha();
    expect(screen.queryByTestId('painel-aprovacoes')).toBeNull();
    cleanup();
    data.rows = [{ id: 'c', aprovacao: 'Aguardando aprovação' }];
    data.ready = false;
    renderLinha();
    expect(screen.queryByTestId('painel-aprovacoes')).toBeNull();
  });

  it('counts the waiting payables and links to the approvals screen', () => {
    data.rows = [{ id: 'a', aprovacao: 'Aguardando aprovação' }, { id: 'b', aprovacao: 'Reprovado' }, { id: 'c', aprovacao: 'Aguardando aprovação' }];
    data.ready = true;
    renderLinha();
    const link = screen.getByRole('link', { name: '2 pagamentos aguardando aprovação' });
    expect(link).toHaveAttribute('href', '/financeiro/aprovacoes');
    cleanup();
    data.rows = [{ id: 'a', aprovacao: 'Aguardando aprovação' }];
    renderLinha();
    expect(screen.getByRole('link', { name: '1 pagamento aguardando aprovação' })).toBeInTheDocument();
  });
});
