/* Decision 349 on the real server: a read mark made on another device of the same user reaches
   this device's bell even when its live signal comes while this device's after-write pull is
   pending and another pull holds the pull lock (that pull read its snapshot before the mark). The
   engine's wiring: live signals and the after-write pull share the live pull (`coalesce` over a
   pull that waits for the lock). It used to skip the after-write pull when the lock was busy
   (`runPull({ ifAvailable: true })`), and the signal folded into it was lost. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarLembrete } from '../../src/data/lembretes.ts';
import { coalesce, pullAfterWrites } from '../../src/data/sync/live-push.ts';
import { withLock } from '../../src/data/locks.ts';
import { calcularSino } from '../../src/data/notificacoes.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-03-09T15:00:00Z') });

describe('a read mark from another device (decision 349)', () => {
  it('reaches the bell although its signal came while the after-write pull waited behind another pull', { timeout: 60_000 }, async () => {
    const id = uuidv7();
    expect(await cadastrarLembrete({ id, titulo: 'DAS', data: '2026-03-10', antecedencia_dias: 1, recorrencia: 'Nenhuma' })).toMatchObject({ kind: 'synced' });
    const chave = `lembrete:${id}:2026-03-10`;
    expect(await pullAll(real.db)).toBe('ok');
    expect((await calcularSino(real.db, '2026-03-09')).naoLidas.map((n) => n.chave)).toContain(chave);

    // The engine's wiring (src/data/sync/engine.ts), with a short quiet time.
    const livePull = coalesce(() => pullAll(real.db), 50);
    let pedido: () => void = () => undefined;
    const pediu = new Promise<void>((resolve) => { pedido = resolve; });
    const writes = pullAfterWrites({ request: () => { livePull.request(); pedido(); } }, 100);

    // Another pull holds the lock (another tab's, or the start-up one), its snapshot already read.
    let soltar: () => void = () => undefined;
    const outroPull = withLock(`fluxo-pull-${real.db.userId}`, () => new Promise<void>((resolve) => { soltar = resolve; }));
    writes.written(); // this device's own write was just accepted: the after-write pull is pending
    // The other device marks the reminder read; its live signal is folded into the pending pull.
    const marcada = await real.server.call({ method: 'POST', url: '/api/marcar-notificacoes-lidas', payload: { itens: [{ id: uuidv7(), chave }] } });
    expect(marcada.statusCode).toBe(200);
    writes.signal();
    await pediu; // the after-write pull was asked for while the lock was still held
    soltar();
    await outroPull;

    await vi.waitFor(async () => {
      expect((await real.db.lidas.toArray()).map((l) => l.chave)).toContain(chave);
    }, { timeout: 10_000, interval: 50 });
    expect((await calcularSino(real.db, '2026-03-09')).naoLidas.map((n) => n.chave)).not.toContain(chave);
    writes.cancel();
    livePull.cancel();
  });
});
