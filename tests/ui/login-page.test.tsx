// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/features/auth/login-page.tsx';

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>destino</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function respond(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => { cleanup(); vi.restoreAllMocks(); vi.useRealTimers(); });

describe('login page', () => {
  it('shows the fields, the remember option and the version', () => {
    renderLogin();
    expect(screen.getByLabelText('Login ou E-mail')).toBeRequired();
    expect(screen.getByLabelText('Senha')).toBeRequired();
    expect(screen.getByLabelText('Lembrar de mim')).toBeInTheDocument();
    expect(screen.getByText('Versão 1.0.0')).toBeInTheDocument();
  });

  it('shows Carregando while sending and the server message on 422, cleared after 6 s', async () => {
    // Fake timers from the start (time still flows), so the alert's 6 s timer is a fake one
    // whenever it is set; the reply is released only once the request left (the HTTP client
    // loads lazily, decision 295).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release!: (r: Response) => void;
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((r) => { release = r; }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Login ou E-mail'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/^Carregando/)).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeDisabled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    await act(async () => {
      release(new Response(JSON.stringify({ error: 'Login ou senha inválidos.' }), { status: 422, headers: { 'content-type': 'application/json' } }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login ou senha inválidos.');
    await act(async () => { vi.advanceTimersByTime(6000); });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to SPEC\'s message when the server fails without a field error', async () => {
    respond(500, { message: 'Erro interno do servidor. Tente novamente.' });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Login ou E-mail'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login. Por favor, tente novamente.');
  });
});
