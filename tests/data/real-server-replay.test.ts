/* Replays against the real server: a write whose reply was lost is sent again with the same
   Idempotency-Key, and the server answers from its store instead of doing the work twice. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { cadastrarComprovante } from '../../src/data/comprovantes.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { listEntries, retryEntry } from '../../src/data/sync/outbox.ts';
import { runPull } from '../../src/data/sync/sync-status.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

describe('lost replies', () => {
  it('a lost reply replayed with the same key creates the row once', { timeout: 60_000 }, async () => {
    // The server commits the category, then the page sees a network failure.
    real.server.loseReplies = 1;
    expect(await cadastrarCategoria({ descricao: 'Internet' })).toMatchObject({ kind: 'queued' });
    await real.sincronizar();

    // A new key would be a new request: the server would refuse the now-duplicate id (409) and
    // the entry would stay failed. The same key gets the stored answer and the entry is done.
    expect(await listEntries(real.db)).toEqual([]);
    const res = await real.server.call({ method: 'GET', url: '/api/categorias' });
    expect((res.json() as { categorias: { descricao: string }[] }).categorias.map((c) => c.descricao)).toEqual(['Internet']);
    const writes = real.server.requests.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(2);
  });

  it('a lost reply to a write sent alone (a receipt upload) replayed with the same key stores it once', { timeout: 60_000 }, async () => {
    // Uploads never travel in a batch: this is the drain's single send, as a server without
    // /api/lote would get every write.
    const antes = real.server.requests.length;
    real.server.loseReplies = 1;
    const arquivos = [new File(['%PDF-1.4 recibo'], 'recibo.pdf', { type: 'application/pdf' })];
    expect(await cadastrarComprovante({ descricao: 'Recibo perdido', data: '2026-03-05', lancamento: '', arquivos })).toMatchObject({ kind: 'queued' });
    await real.sincronizar();

    expect(await listEntries(real.db)).toEqual([]);
    const envios = real.server.requests.slice(antes).filter((r) => r.method !== 'GET');
    expect(envios.map((r) => r.path)).toEqual(['/api/cadastro-comprovante', '/api/cadastro-comprovante']);
    expect(envios[1]!.key).toBe(envios[0]!.key);
    expect((await real.linhas('/api/comprovantes', 'comprovante')).map((c) => c.descricao)).toEqual(['Recibo perdido']);
    // The synced receipt starts a pull in the background: let it end before the device closes.
    await runPull();
  });

  it('Tentar novamente after a refusal sends a new key, so the fixed change is saved', { timeout: 60_000 }, async () => {
    // Another clerk already registered 'Energia': the server refuses this one inside its work and
    // stores that refusal under the key (decision 140).
    const outra = await real.server.call({ method: 'POST', url: '/api/cadastro-categoria', payload: { descricao: 'Energia' } });
    expect(outra.statusCode).toBeLessThan(300);
    real.server.offline = true;
    expect(await cadastrarCategoria({ descricao: 'Energia' })).toMatchObject({ kind: 'queued' });
    await drainIdle();
    real.server.offline = false;
    await drain(real.db, { ignoreBackoff: true });
    const [recusada] = await listEntries(real.db);
    expect(recusada).toMatchObject({ status: 'failed' });

    // The cause goes away; the clerk presses Tentar novamente.
    const id = (outra.json() as { categoria: { id: string } }).categoria.id;
    expect((await real.server.call({ method: 'POST', url: '/api/deletar-categorias', payload: { ids: [id] } })).statusCode).toBeLessThan(300);
    await retryEntry(real.db, recusada!.id);
    const [denovo] = await listEntries(real.db);
    expect(denovo!.key).toBeDefined();
    expect(denovo!.key).not.toBe(recusada!.id);
    const antes = real.server.requests.length;
    await drain(real.db, { ignoreBackoff: true });
    // Sent once, in a batch: the batch's answer is read under the entry's new key (not its id,
    // which would take the answer for a server without batches and send the entry again alone).
    const escritas = real.server.requests.slice(antes).filter((r) => r.method !== 'GET');
    expect(escritas).toEqual([{ method: 'POST', path: '/api/lote', key: null }]);

    expect(await listEntries(real.db)).toEqual([]);
    const res = await real.server.call({ method: 'GET', url: '/api/categorias' });
    const energia = (res.json() as { categorias: { id: string; descricao: string }[] }).categorias.filter((c) => c.descricao === 'Energia');
    expect(energia.map((c) => c.id)).toEqual([recusada!.touchIds[0]]);
  });
});
