// @vitest-environment happy-dom
/* Decision 452: a navigation is not a transition. The screen left is hidden at the click, while
   the next one's chunk is still loading (React keeps it hidden and renders its updates only when
   idle), so its work (the Painel re-rendering on every store update of a reload) no longer holds
   the next screen back. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import type { ReactElement } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { AppRouter } from '../../src/app/router.tsx';

afterEach(() => cleanup());

it('the old screen is hidden at the click, before the next screen\'s chunk has arrived', async () => {
  type Tela = { default: () => ReactElement };
  let chegar: (m: Tela) => void = () => undefined;
  const Proxima = lazy(() => new Promise<Tela>((resolve) => { chegar = resolve; }));
  function Antiga() {
    return <Link to="/proxima">Ir</Link>;
  }
  window.history.replaceState({}, '', '/');
  render(
    <AppRouter>
      <Suspense fallback={<p>carregando</p>}>
        <Routes>
          <Route path="/" element={<Antiga />} />
          <Route path="/proxima" element={<Proxima />} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
  await act(async () => { screen.getByRole('link', { name: 'Ir' }).click(); });
  // The chunk has not arrived: the old screen is hidden anyway (as a transition it would stay).
  expect(screen.getByText('carregando')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Ir' })).toBeNull();
  await act(async () => { chegar({ default: () => <h1>Próxima</h1> }); });
  expect(await screen.findByRole('heading', { name: 'Próxima' })).toBeInTheDocument();
});
