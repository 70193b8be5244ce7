// @vitest-environment happy-dom
/* Decision 453: a screen whose chunk is already here renders in the click's own commit. React's
   lazy suspends on its first render even for a module already loaded, and at 100,000 rows that
   empty frame lasted until the reload's next batch yielded. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { AppRouter } from '../../src/app/router.tsx';
import { lazyScreen } from '../../src/app/routes.tsx';

afterEach(() => cleanup());

function montar(element: React.ReactElement) {
  window.history.replaceState({}, '', '/');
  render(
    <AppRouter>
      <Suspense fallback={<p>carregando</p>}>
        <Routes>
          <Route path="/" element={<Link to="/proxima">Ir</Link>} />
          <Route path="/proxima" element={element} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
}

it('a screen loaded ahead renders at the click, without the empty fallback', async () => {
  const tela = lazyScreen(async () => ({ Component: () => <h1>Próxima</h1> }));
  await tela.load();
  montar(tela.element);
  act(() => { screen.getByRole('link', { name: 'Ir' }).click(); });
  expect(screen.getByRole('heading', { name: 'Próxima' })).toBeInTheDocument();
  expect(screen.queryByText('carregando')).toBeNull();
});

it('a screen not loaded ahead shows the fallback until its chunk arrives', async () => {
  let chegar: () => void = () => undefined;
  const veio = new Promise<void>((r) => { chegar = r; });
  const tela = lazyScreen(async () => { await veio; return { Component: () => <h1>Próxima</h1> }; });
  montar(tela.element);
  act(() => { screen.getByRole('link', { name: 'Ir' }).click(); });
  expect(screen.getByText('carregando')).toBeInTheDocument();
  await act(async () => { chegar(); await veio; });
  expect(await screen.findByRole('heading', { name: 'Próxima' })).toBeInTheDocument();
});
