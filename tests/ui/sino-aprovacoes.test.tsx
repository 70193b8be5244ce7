// @vitest-environment happy-dom
/* The bell tells an Administrador what waits approval (issue 35, decision 445): the notice counts
   in the badge and links to Aprovações; an Operador's bell has none (the notice is computed for
   administrators only: tests/unit/aviso-aprovacoes.test.ts and the real-server test). */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSino } from '../../src/data/notificacoes.ts';
import { avisoAprovacoes } from '../../src/domain/notificacao.ts';
import { NotificationsBell } from '../../src/app/layout/notifications-bell.tsx';

vi.mock('../../src/data/notificacoes.ts', () => ({
  useSino: vi.fn(), marcarLidas: vi.fn(), definirVencimentosAutomaticos: vi.fn(), pedirPermissaoSistema: vi.fn(), permissaoSistema: () => 'denied',
}));
afterEach(cleanup);

const AGUARDANDO = [{ updated_at: '2026-05-04T12:00:00.000Z' }, { updated_at: '2026-05-04T15:30:00.000Z' }, { updated_at: null }];

function abrir(paraAdministrador: boolean) {
  const aviso = avisoAprovacoes(AGUARDANDO, paraAdministrador);
  vi.mocked(useSino).mockReturnValue({ naoLidas: aviso ? [aviso] : [], automaticos: true, pronto: true });
  render(
    <MemoryRouter initialEntries={['/']}>
      <NotificationsBell />
      <Routes><Route path="/" element={null} /><Route path="/financeiro/aprovacoes" element={<h1>Tela de aprovações</h1>} /></Routes>
    </MemoryRouter>,
  );
}

describe('the approvals notice in the bell', () => {
  it('an Administrador: the badge counts it, and its link opens Aprovações', async () => {
    const user = userEvent.setup();
    abrir(true);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Notificações: 1' }));
    const lista = screen.getByTestId('notification-list');
    const link = within(lista).getByRole('link', { name: /Aprovações.*3 pagamentos aguardando aprovação · 04\/05\/2026/ });
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Tela de aprovações' })).toBeInTheDocument();
  });

  it('an Operador: no notice, no badge', async () => {
    const user = userEvent.setup();
    abrir(false);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notificações: 0' }));
    expect(within(screen.getByTestId('notification-list')).queryByText(/aguardando aprovação/)).toBeNull();
  });
});
