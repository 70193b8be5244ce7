/* Issue 18: a payment made offline on Friday and synced on Monday, through the real outbox and
   drain (batched in POST /api/lote) against the real server, is logged with the device's time of
   the action (the outbox entry's creation) and the server's time of the change, as offline. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { cadastrarLancamento, pagarLancamentos } from '../../src/data/lancamentos.ts';
import { usarServidorReal } from './real-server.ts';

const SEXTA = new Date('2026-03-06T20:00:00Z'); // 17:00 in São Paulo
const SEGUNDA = new Date('2026-03-09T12:00:00Z');

const real = usarServidorReal({ hoje: SEXTA });

describe('the change log of an offline change', () => {
  it('keeps the device’s Friday and the server’s time, origin offline', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: 'Itaú', possui_cartao: false })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarLancamento({
      descricao: 'Luz', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, data: '2026-03-02', valor: '150.00',
      tipo: 'Com Vencimento', vencimento: '2026-03-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    })).toMatchObject({ kind: 'synced' });
    const luz = (await real.db.rows('lancamentos').toArray()).find((r) => r.descricao === 'Luz')!;

    real.server.offline = true;
    expect(await pagarLancamentos([String(luz.id)])).toMatchObject({ kind: 'queued' });
    vi.setSystemTime(SEGUNDA);
    await real.server.login();
    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);

    const res = await real.server.call({ method: 'GET', url: `/api/auditoria?entidade=lancamentos&registro_id=${String(luz.id)}` });
    const log = res.json().alteracoes as { acao: string; origem: string; quando: string; quando_dispositivo: string | null }[];
    expect(log.map((a) => [a.acao, a.origem])).toEqual([['pagar', 'offline'], ['criar', 'online']]);
    expect(log[0]!.quando_dispositivo).toBe(SEXTA.toISOString());
    expect(log[0]!.quando).not.toBe(log[0]!.quando_dispositivo); // the server's own time of the change
  });
});
