// @vitest-environment happy-dom
// Fake server (decision 300): scripts the refusals the screen lists; not moved yet (a real 409 would serve).
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncStatusBar } from '../../src/app/sync-status-bar.tsx';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import type { FluxoDb } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/drain-scheduler.ts';
import { drain } from '../../src/data/drain.ts';
import { SincronizacaoPage } from '../../src/features/sincronizacao/sincronizacao-page.tsx';
import { installFakeServer } from './fake-server.ts';
import type { FakeServer } from './fake-server.ts';
import { freshDb, teardownDb } from './setup-db.ts';

let db: FluxoDb;
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  await teardownDb();
});

function renderScreen() {
  return render(
    <MemoryRouter>
      <SyncStatusBar />
      <SincronizacaoPage />
    </MemoryRouter>,
  );
}

describe('Sincronização', () => {
  it('lists a refused change with the server message; discarding it undoes it on the device', async () => {
    server.offline = true;
    await cadastrarBanco({ banco: 'Itaú Duplicado' });
    await cadastrarCategoria({ descricao: 'Aluguel' });
    await drainIdle();
    server.offline = false;
    server.script('/api/cadastro-banco', { status: 422, body: { message: 'Já existe um banco com este nome.' } });
    await drain(db, { ignoreBackoff: true });
    // The independent category went through.
    expect(server.tables.categorias!.size).toBe(1);

    renderScreen();
    const entry = await screen.findByText('Cadastro de banco: Itaú Duplicado');
    const row = entry.closest('tr') as HTMLElement;
    expect(within(row).getByText('Recusada')).toBeInTheDocument();
    expect(within(row).getByText('Já existe um banco com este nome.')).toBeInTheDocument();
    expect(await screen.findByTestId('failed-count')).toHaveTextContent('1 falha');

    await userEvent.click(within(row).getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Descartar esta alteração? A mudança feita neste dispositivo será desfeita.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('sync-empty')).toHaveTextContent('Nenhuma alteração pendente: tudo sincronizado.');
    await waitFor(() => expect(screen.queryByTestId('failed-count')).toBeNull());
    expect(await db.bancos.count()).toBe(0);
  });

  it('sends a refused change again after the person asks', async () => {
    server.script('/api/cadastro-banco', { status: 409, body: { message: 'Conflito passageiro.' } });
    await cadastrarBanco({ banco: 'Caixa' });
    renderScreen();
    const row = (await screen.findByText('Cadastro de banco: Caixa')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('sync-empty')).toBeInTheDocument();
    expect([...server.tables.bancos!.values()].map((b) => b.banco)).toEqual(['Caixa']);
  });

  it('the top bar counts changes still waiting to be sent', async () => {
    server.offline = true;
    await cadastrarCategoria({ descricao: 'Luz' });
    await cadastrarCategoria({ descricao: 'Água' });
    renderScreen();
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('2 pendentes');
    expect(await screen.findAllByText('Pendente')).toHaveLength(2);
  });

  it('the counters and the list follow the outbox itself, with no engine event (useLiveQuery, decision 203)', async () => {
    server.offline = true;
    await cadastrarCategoria({ descricao: 'Gás' });
    renderScreen();
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('1 pendente');
    // Another tab (or any writer) changes the stored entry: no event reaches this tab's bus.
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { status: 'failed', lastError: 'Recusada em outra aba.' });
    expect(await screen.findByTestId('failed-count')).toHaveTextContent('1 falha');
    await waitFor(() => expect(screen.queryByTestId('pending-count')).toBeNull());
    expect(await screen.findByText('Recusada em outra aba.')).toBeInTheDocument();
  });
});
