/* Ações and Fundos on a device against the real server (issue 19): trades and fund movements
   made offline are queued, refused offline when they sell or redeem more than held, and land on
   the server as the device shows them; the Relatório's 'Gerar lançamento' posts the DARF payable. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarOperacao, gerarLancamentoDarf } from '../../src/data/acoes.ts';
import { cadastrarBanco } from '../../src/data/bancos.ts';
import { openUserDb } from '../../src/data/db.ts';
import { drainIdle, stopDrainTimer } from '../../src/data/sync/drain-scheduler.ts';
import { drain } from '../../src/data/sync/drain.ts';
import { listEntries } from '../../src/data/sync/outbox.ts';
import { cadastrarFundo, registrarMovimento } from '../../src/data/fundos.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { apurarMes, idsDarf } from '../../src/domain/acoes-apuracao.ts';
import { calcularCarteira } from '../../src/domain/acoes-posicoes.ts';
import type { Operacao } from '../../src/domain/acoes-validacao.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

const op = { ticker: 'BBAS3', modalidade: 'Swing trade', classe: 'Ação', custos: '5.00', irrf: '' };

describe('Ações offline against the real server', () => {
  it('a purchase and a sale made offline: the oversell is refused on the device, the rest lands as shown', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: 'Corretora XP', possui_cartao: false })).toMatchObject({ kind: 'synced' });
    // The device has pulled once (as after any sign-in), then loses the network.
    expect(await pullAll(real.db)).toBe('ok');
    real.server.offline = true;
    // Buy 2.000 at 12,00 + 5,00 (24.005,00); sell 2.000 at 13,00 − 5,00 (sales 26.000,00 > 20.000,00):
    // result 26.000,00 − 5,00 − 24.005,00 = 1.990,00; 15 % = 298,50.
    expect(await cadastrarOperacao({ ...op, data: '2026-09-01', tipo: 'Compra', quantidade: '2000', preco: '12.00', corretora_id: banco })).toMatchObject({ kind: 'queued' });
    expect(await cadastrarOperacao({ ...op, data: '2026-09-02', tipo: 'Venda', quantidade: '2001', preco: '13.00' }))
      .toMatchObject({ kind: 'invalid', errors: { quantidade: ['Venda maior que a posição: há 2000 BBAS3 em carteira nesta data.'] } });
    expect(await cadastrarOperacao({ ...op, data: '2026-09-02', tipo: 'Venda', quantidade: '2000', preco: '13.00' })).toMatchObject({ kind: 'queued' });
    const locais = (await real.db.rows('operacoes').toArray()) as unknown as Operacao[];
    const apuracaoLocal = apurarMes(locais, '2026-09');
    expect(apuracaoLocal.darf_a_pagar).toBe(29_850);

    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);
    const remota = (await real.server.call({ method: 'GET', url: '/api/acoes/apuracao?mes=2026-09' })).json() as { apuracao: { darf_a_pagar: string; vencimento: string } };
    expect(remota.apuracao).toMatchObject({ darf_a_pagar: '298.50', vencimento: apuracaoLocal.vencimento });
    expect((await real.server.call({ method: 'GET', url: '/api/acoes/posicoes' })).json()).toEqual({ posicoes: calcularCarteira(locais).posicoes });

    expect(await gerarLancamentoDarf(apuracaoLocal, banco)).toMatchObject({ kind: 'synced' });
    const lancamentos = (await real.server.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: Record<string, unknown>[] };
    expect(lancamentos.lancamentos.find((l) => String(l.descricao).startsWith('DARF 6015'))).toMatchObject({
      descricao: 'DARF 6015 - IR sobre ações 09/2026', valor_parcela: '298.50', vencimento: '2026-10-30', status: 'Pagar',
    });
  });

  it("'Gerar lançamento' twice, on one device and on two, ends with one DARF payable (decision 316)", { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: 'Banco do DARF', possui_cartao: false })).toMatchObject({ kind: 'synced' });
    // Buy 1.000 at 30,00 and sell them at 33,00 (sales 33.000,00): result 3.000,00 − 0 → 15 % = 450,00.
    const ops: Operacao[] = [
      { id: uuidv7(), data: '2026-03-02', ticker: 'WEGE3', tipo: 'Compra', quantidade: 1000, preco: 3_000, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
      { id: uuidv7(), data: '2026-03-10', ticker: 'WEGE3', tipo: 'Venda', quantidade: 1000, preco: 3_300, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
    ];
    const ap = apurarMes(ops, '2026-03');
    expect(ap.darf_a_pagar).toBe(45_000);
    const darfs = async () => ((await real.server.call({ method: 'GET', url: '/api/lancamentos' })).json() as { lancamentos: { descricao: string }[] })
      .lancamentos.filter((l) => l.descricao === 'DARF 6015 - IR sobre ações 03/2026');

    // Device A, offline: the first press is queued, the second refused on the device.
    const dispositivoA = uuidv7();
    await drainIdle();
    const a = openUserDb(dispositivoA);
    expect(await pullAll(a)).toBe('ok');
    real.server.offline = true;
    expect(await gerarLancamentoDarf(ap, banco)).toMatchObject({ kind: 'queued' });
    expect(await gerarLancamentoDarf(ap, banco)).toMatchObject({ kind: 'invalid', message: 'O DARF de 03/2026 já foi gerado: veja-o em Lançamentos (para refazê-lo, exclua-o lá).' });
    expect(await listEntries(a)).toHaveLength(1);

    // Device B, online, presses it too: its payable reaches the server first.
    real.server.offline = false;
    stopDrainTimer();
    await drainIdle();
    const b = openUserDb(uuidv7());
    expect(await pullAll(b)).toBe('ok');
    expect(await gerarLancamentoDarf(ap, banco)).toMatchObject({ kind: 'synced' });
    expect(await darfs()).toHaveLength(1);
    stopDrainTimer();
    await drainIdle();

    // Device A comes back: its copy is refused by the server's key; A ends with the one payable.
    stopDrainTimer();
    await drainIdle();
    const a2 = openUserDb(dispositivoA);
    await drain(a2, { ignoreBackoff: true });
    expect(await listEntries(a2)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await darfs()).toHaveLength(1);
    expect(await pullAll(a2)).toBe('ok');
    const locais = (await a2.rows('lancamentos').toArray()).filter((l) => l.descricao === 'DARF 6015 - IR sobre ações 03/2026');
    expect(locais).toHaveLength(1);
    expect(locais[0]).toMatchObject({ id: idsDarf('2026-03').ids[0], valor_parcela: 45_000 });
  });

  it('a DARF deleted and generated again elsewhere stays on a device whose delta pull sees both (decision 316)', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: 'Banco do DARF 2', possui_cartao: false })).toMatchObject({ kind: 'synced' });
    expect(await pullAll(real.db)).toBe('ok');
    const ids = idsDarf('2026-04');
    const darf = {
      ...ids, descricao: 'DARF 6015 - IR sobre ações 04/2026', status: 'Pagar', pagamento: 'Boleto', banco, valor: '20.00',
      data: '2026-05-04', tipo: 'Com Vencimento', vencimento: '2026-05-29', metodo: 'À vista', tipo_lancamento: 'Pagamento',
    };
    const chave = () => ({ 'idempotency-key': `k-${uuidv7()}` });
    expect((await real.server.call({ method: 'POST', url: '/api/cadastro-financas', payload: darf, headers: chave() })).statusCode).toBe(201);
    expect((await real.server.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: [ids.id_titulo] }, headers: chave() })).statusCode).toBe(200);
    expect((await real.server.call({ method: 'POST', url: '/api/cadastro-financas', payload: { ...darf, valor: '25.00' }, headers: chave() })).statusCode).toBe(201);
    expect(await pullAll(real.db)).toBe('ok');
    expect(await real.db.rows('lancamentos').get(ids.ids[0])).toMatchObject({ valor_parcela: 2_500 });
  });

  it('a fund and its aplicação made offline land with the quotas the device computed', { timeout: 60_000 }, async () => {
    const banco = uuidv7();
    expect(await cadastrarBanco({ id: banco, banco: 'Banco do Fundo', possui_cartao: false })).toMatchObject({ kind: 'synced' });
    expect(await pullAll(real.db)).toBe('ok');
    real.server.offline = true;
    const fundo = uuidv7();
    expect(await cadastrarFundo({ id: fundo, nome: 'FI Referenciado', cnpj: '11.222.333/0001-81', classe: 'Renda Fixa', banco_id: banco, status: 'Ativo' })).toMatchObject({ kind: 'queued' });
    // R$ 1.000,00 at 1,23456789 = 810,00000737 quotas (810,0000073710…).
    expect(await registrarMovimento({ fundo_id: fundo, tipo: 'Aplicação', data: '2026-09-01', valor: '1000.00', cota: '1.23456789' })).toMatchObject({ kind: 'queued' });
    expect(await registrarMovimento({ fundo_id: fundo, tipo: 'Resgate', data: '2026-09-02', cotas: '810.00000738', cota: '1.23456789' }))
      .toMatchObject({ kind: 'invalid' });
    real.server.offline = false;
    expect(await real.sincronizar()).toEqual([]);
    const [local] = await real.db.rows('fundo_movimentos').toArray();
    expect(local).toMatchObject({ cotas: '810.00000737', valor: 100_000 });
    const hist = (await real.server.call({ method: 'GET', url: `/api/fundos/movimentos?id=${fundo}` })).json() as { movimentos: unknown[] };
    expect(hist.movimentos).toEqual([expect.objectContaining({ cotas: '810.00000737', valor: '1000.00', cota: '1.23456789' })]);
  });
});
