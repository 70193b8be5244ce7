/* The paged pull (pull.ts) against the real server: pages with progress, deltas with removals,
   a resumed first load, pending edits kept, the removal sweep of a full pull. The only faults
   are scripted in the transport (real-server-apoio.ts): a cut connection, an older server's 404. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { COLLECTIONS } from '../../src/data/collections.ts';
import { readMeta } from '../../src/data/db.ts';
import { drainIdle } from '../../src/data/sync/drain-scheduler.ts';
import { lastSyncAt, pullAll } from '../../src/data/sync/pull-all.ts';
import { pullCollection, pullStateKey } from '../../src/data/sync/pull.ts';
import type { PullState } from '../../src/data/sync/pull.ts';
import { usarServidorReal } from './real-server.ts';
import {
  apagarBancos, criarBancos, editarPendenteEnquantoServidorMuda, encerrarSessao, esperarEdicaoMantida, falhas, getsDesde, limparBancos, renomearBanco,
} from './real-server-apoio.ts';

const uso = usarServidorReal();

const idsNoServidor = async () => (await uso.linhas('/api/bancos', 'bancos')).map((b) => String(b.id)).sort();

describe('pull', () => {
  it('first load comes in pages with progress, later pulls only bring changes and removals', { timeout: 60_000 }, async () => {
    await limparBancos(uso);
    const ids = await criarBancos(uso, 12);
    const progress: [number, number | null][] = [];
    const before = uso.server.requests.length;
    expect(await pullCollection(uso.db, 'bancos', { pageSize: 5, onProgress: (d, t) => progress.push([d, t]) })).toBe('ok');
    expect((await uso.db.bancos.toCollection().primaryKeys()).sort()).toEqual(ids);
    expect(progress).toEqual([[5, 12], [10, 12], [12, 12]]);
    expect(getsDesde(uso, before)).toEqual(['/api/bancos', '/api/bancos', '/api/bancos']);

    await renomearBanco(uso, ids[2]!, 'Renomeado');
    await apagarBancos(uso, [ids[3]!]);
    const delta: [number, number | null][] = [];
    const again = uso.server.requests.length;
    await pullCollection(uso.db, 'bancos', { pageSize: 5, onProgress: (d, t) => delta.push([d, t]) });
    expect(getsDesde(uso, again)).toEqual(['/api/bancos']);
    expect(delta).toEqual([[1, 1]]); // the renamed bank only: not the whole list again
    expect(await uso.db.bancos.get(ids[2]!)).toMatchObject({ banco: 'Renomeado' });
    expect(await uso.db.bancos.get(ids[3]!)).toBeUndefined();
    expect(await uso.db.bancos.count()).toBe(11);
  });

  it('an interrupted first load resumes from its last page', { timeout: 60_000 }, async () => {
    await limparBancos(uso);
    const ids = await criarBancos(uso, 12);
    falhas('/api/bancos', 'pass', 'network'); // the connection is cut while the second page comes
    await expect(pullCollection(uso.db, 'bancos', { pageSize: 5 })).rejects.toThrow();
    const state = await readMeta<PullState>(uso.db, pullStateKey('bancos'));
    expect(state?.partial?.after).toBe(ids[4]);
    const before = uso.server.requests.length;
    await pullCollection(uso.db, 'bancos', { pageSize: 5 });
    expect(getsDesde(uso, before)).toEqual(['/api/bancos', '/api/bancos']); // pages 2 and 3, not from scratch
    expect((await uso.db.bancos.toCollection().primaryKeys()).sort()).toEqual(ids);
    expect((await readMeta<PullState>(uso.db, pullStateKey('bancos')))?.partial).toBeNull();
  });

  it('never overwrites a row with a pending change; discarding it shows the server copy', { timeout: 60_000 }, async () => {
    const [editado, apagado] = await criarBancos(uso, 2);
    await pullCollection(uso.db, 'bancos');
    await editarPendenteEnquantoServidorMuda(uso, editado!, apagado!);
    await pullCollection(uso.db, 'bancos');
    await esperarEdicaoMantida(uso, editado!, apagado!);
  });

  it('a full pull drops rows the server no longer has, but keeps ones created here and not sent', { timeout: 60_000 }, async () => {
    const [apagado] = await criarBancos(uso, 2);
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    await apagarBancos(uso, [apagado!]);
    uso.server.offline = true;
    const offline = uuidv7();
    expect(await cadastrarBanco({ id: offline, banco: `Criado offline ${offline.slice(-6)}` })).toMatchObject({ kind: 'queued' });
    await drainIdle();
    uso.server.offline = false;
    await uso.db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 60_000 });
    // The list's cursor is gone (as on a device whose first pull is redone): the next pull is a
    // full one, which sends no removals; what it does not mention is gone from the server.
    await uso.db.meta.delete(pullStateKey('bancos'));
    expect(await pullCollection(uso.db, 'bancos')).toBe('ok');
    expect(await uso.db.bancos.get(apagado!)).toBeUndefined();
    expect((await uso.db.bancos.toCollection().primaryKeys()).sort()).toEqual([...await idsNoServidor(), offline].sort());
  });

  it('pullAll treats a list the server does not offer yet as empty and syncs the others', { timeout: 60_000 }, async () => {
    const [itau] = await criarBancos(uso, 1, 'Itaú');
    const res = await uso.server.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: 'Compra', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: itau, valor: '1234.56', data: '2026-01-01',
      tipo: 'Com Vencimento', vencimento: '2026-01-10', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    } });
    expect(res.statusCode, res.body).toBe(201);
    // An older server without the statements list: its own path is a 404, and the one request for
    // every small list a 422 (it names a list that server does not know): they go one by one.
    falhas('/api/extratos', 404);
    falhas('/api/sincronizacao', 422);
    const seen: number[] = [];
    expect(await pullAll(uso.db, { onProgress: (p) => seen.push(p.done) })).toBe('ok');
    expect((await uso.db.bancos.toCollection().primaryKeys()).sort()).toEqual(await idsNoServidor());
    const [compra] = await uso.db.lancamentos.toArray();
    expect(compra).toMatchObject({ descricao: 'Compra', valor: 123456, valor_parcela: 123456, valor_pago: 0, banco_id: itau });
    expect(await readMeta<PullState>(uso.db, pullStateKey('extratos'))).toBeUndefined();
    expect(await readMeta<PullState>(uso.db, pullStateKey('bancos'))).toMatchObject({ cursor: expect.stringMatching(/^\d+$/) as unknown });
    let rows = 0;
    for (const name of COLLECTIONS) rows += await uso.db.rows(name).count();
    expect(seen.at(-1)).toBe(rows);
    expect(await lastSyncAt(uso.db)).not.toBeNull();
  });

  it('a full disk is reported, never swallowed', { timeout: 60_000 }, async () => {
    await criarBancos(uso, 1);
    const table = Object.getPrototypeOf(uso.db.table('bancos')) as { bulkPut: () => Promise<unknown> };
    const spy = vi.spyOn(table, 'bulkPut').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    try {
      expect(await pullAll(uso.db)).toBe('storage-full');
    } finally {
      spy.mockRestore();
    }
    expect(await lastSyncAt(uso.db)).toBeNull();
  });

  it('stops at a 401 without marking the sync done', { timeout: 60_000 }, async () => {
    await encerrarSessao(uso);
    expect(await pullAll(uso.db)).toBe('unauthorized');
    expect(await lastSyncAt(uso.db)).toBeNull();
  });
});
