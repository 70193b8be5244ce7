// @vitest-environment happy-dom
// The Sincronização screen against the real server (decision 300): its refusals are the server's own.
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncStatusBar } from '../../src/app/sync-status-bar.tsx';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { SincronizacaoPage } from '../../src/features/sincronizacao/sincronizacao-page.tsx';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

afterEach(() => {
  cleanup();
});

/** A bank another clerk registered: the server refuses a second one with its name. Returns its id. */
async function bancoDeOutro(banco: string): Promise<string> {
  const res = await real.server.call({ method: 'POST', url: MUTACOES.cadastrarBanco.path, payload: { banco, possui_cartao: false, credito: false, debito: false } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { banco: { id: string } }).banco.id;
}

const bancosNoServidor = async () => (await real.linhas('/api/bancos', 'bancos')).map((b) => b.banco);
const categoriasNoServidor = async () => (await real.linhas('/api/categorias', 'categorias')).map((c) => c.descricao);

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
    real.server.offline = true;
    await cadastrarBanco({ banco: 'Itaú Duplicado' });
    await cadastrarCategoria({ descricao: 'Aluguel' });
    await drainIdle();
    await bancoDeOutro('Itaú Duplicado');
    real.server.offline = false;
    await real.sincronizar();
    // The independent category went through.
    expect(await categoriasNoServidor()).toContain('Aluguel');

    renderScreen();
    const entry = await screen.findByText('Cadastro de banco: Itaú Duplicado');
    const row = entry.closest('tr') as HTMLElement;
    expect(within(row).getByText('Recusada')).toBeInTheDocument();
    expect(within(row).getByText(msg.banco.jaExiste)).toBeInTheDocument();
    expect(await screen.findByTestId('failed-count')).toHaveTextContent('1 falha');

    await userEvent.click(within(row).getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Descartar esta alteração? A mudança feita neste dispositivo será desfeita.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('sync-empty')).toHaveTextContent('Nenhuma alteração pendente: tudo sincronizado.');
    await waitFor(() => expect(screen.queryByTestId('failed-count')).toBeNull());
    expect((await real.db.bancos.toArray()).map((b) => b.banco)).not.toContain('Itaú Duplicado');
    expect((await bancosNoServidor()).filter((b) => b === 'Itaú Duplicado')).toHaveLength(1);
  });

  it('sends a refused change again after the person asks', async () => {
    const outro = await bancoDeOutro('Caixa');
    await cadastrarBanco({ banco: 'Caixa' });
    await drainIdle();
    renderScreen();
    const row = (await screen.findByText('Cadastro de banco: Caixa')).closest('tr') as HTMLElement;
    expect(await within(row).findByText(msg.banco.jaExiste)).toBeInTheDocument();
    // The other clerk's bank is removed; the person asks again and this one is saved.
    expect((await real.server.call({ method: 'POST', url: MUTACOES.deletarBancos.path, payload: { ids: [outro] } })).statusCode).toBeLessThan(300);
    await userEvent.click(within(row).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('sync-empty')).toBeInTheDocument();
    expect((await bancosNoServidor()).filter((b) => b === 'Caixa')).toHaveLength(1);
  });

  it('the top bar counts changes still waiting to be sent', async () => {
    real.server.offline = true;
    await cadastrarCategoria({ descricao: 'Luz' });
    await cadastrarCategoria({ descricao: 'Água' });
    renderScreen();
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('2 pendentes');
    expect(await screen.findAllByText('Pendente')).toHaveLength(2);
  });

  it('the counters and the list follow the outbox itself, with no engine event (useLiveQuery, decision 203)', async () => {
    real.server.offline = true;
    await cadastrarCategoria({ descricao: 'Gás' });
    renderScreen();
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('1 pendente');
    // Another tab (or any writer) changes the stored entry: no event reaches this tab's bus.
    const [entry] = await real.db.outbox.toArray();
    await real.db.outbox.update(entry!.seq!, { status: 'failed', lastError: 'Recusada em outra aba.' });
    expect(await screen.findByTestId('failed-count')).toHaveTextContent('1 falha');
    await waitFor(() => expect(screen.queryByTestId('pending-count')).toBeNull());
    expect(await screen.findByText('Recusada em outra aba.')).toBeInTheDocument();
  });
});
