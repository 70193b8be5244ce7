/* /login (SPEC §2, §4, §8): Login ou E-mail, Senha, a remember option, Entrar / Carregando...,
   the server's 422 message (or the fallback) in an alert that clears after 6 s, version 1.0.0. */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_ERROR_MS } from '../../domain/list.ts';
import { msg } from '../../domain/messages-shell.ts';
import { login, prepararLogin } from '../../data/auth.ts';
import { markSignedIn, takeReturnPath } from '../../data/prefs.ts';
import { AnimatedDots } from '../../ui/dots.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ login: '', password: '', remember: false });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The HTTP client is not in the first download (decision 295): fetch it while the user types.
  useEffect(prepararLogin, []);
  useEffect(() => {
    document.title = msg.layout.tituloAba(msg.login.entrar);
  }, []);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    const result = await login(form);
    setLoading(false);
    if (!result.ok) return setError(result.message);
    markSignedIn();
    void navigate(takeReturnPath(), { replace: true });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 p-4">
      <form onSubmit={(e) => void submit(e)} className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">
        <h1 className="mb-1 text-center text-3xl font-bold text-slate-900">Fluxo</h1>
        <p className="mb-6 text-center text-sm text-slate-500">Acesse sua conta</p>
        {error && <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">{error}</div>}
        <label className="mb-4 block">
          <span className="mb-1 block text-sm font-medium text-slate-700">Login ou E-mail</span>
          <input name="login" required autoComplete="username" autoFocus value={form.login}
            onChange={(e) => setForm({ ...form, login: e.target.value })}
            className="w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none" />
        </label>
        <label className="mb-4 block">
          <span className="mb-1 block text-sm font-medium text-slate-700">Senha</span>
          <input name="password" type="password" required autoComplete="current-password" value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            className="w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none" />
        </label>
        <label className="mb-6 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={form.remember} onChange={(e) => setForm({ ...form, remember: e.target.checked })} />
          Lembrar de mim
        </label>
        <button type="submit" disabled={loading}
          className="w-full rounded-md bg-sky-700 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:opacity-70">
          {loading ? <AnimatedDots label="Carregando" /> : 'Entrar'}
        </button>
        <p className="mt-6 text-center text-xs text-slate-500">Versão 1.0.0</p>
      </form>
    </main>
  );
}
