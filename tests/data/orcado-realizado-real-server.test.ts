/* Orçado × realizado on the device equals the server's (issue 35 item 3, decision 443): the same
   budgets, payables (one split by rateio across a centro) and payments, pulled to the device,
   give the Relatórios screen's figures exactly as GET /api/relatorios/orcado-realizado answers
   them, for the whole plan and cut by centro; and a budget typed on the device syncs. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { cadastrarCategoria } from '../../src/data/categorias.ts';
import { cadastrarOrcamento, cadastrarOrcamentos } from '../../src/data/orcamentos.ts';
import { pullAll } from '../../src/data/sync/pull-all.ts';
import { copiarAnoAnterior, orcadoRealizadoWire } from '../../src/domain/orcamento.ts';
import { calcularOrcado } from '../../src/features/relatorios/use-relatorio.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal({ hoje: new Date('2026-05-20T15:00:00Z') });

describe('Orçado × realizado: device and server', () => {
  it('the device computes the server\'s figures from the synced lists', { timeout: 60_000 }, async () => {
    const post = async (url: string, payload: object) => {
      const res = await real.server.call({ method: 'POST', url, headers: { 'idempotency-key': uuidv7() }, payload });
      expect(res.statusCode, res.body).toBe(201);
    };
    const banco = uuidv7();
    const aluguel = uuidv7();
    const luz = uuidv7();
    const matriz = uuidv7();
    await post('/api/cadastro-banco', { id: banco, banco: 'Itaú Orçado', possui_cartao: 0, credito: 0, debito: 1 });
    await post('/api/cadastro-categoria', { id: aluguel, descricao: 'Aluguel Orçado' });
    await post('/api/cadastro-categoria', { id: luz, descricao: 'Luz Orçada' });
    await post('/api/cadastro-centro-custo', { id: matriz, codigo: 'MTZ-OR', nome: 'Matriz' });
    for (const [categoria, centro, mes, valor] of [
      [aluguel, null, '2026-04', '1.000,00'], [aluguel, null, '2026-05', '1.200,00'], [aluguel, matriz, '2026-05', '700,00'], [luz, null, '2026-05', '0'],
    ] as const) await post('/api/cadastro-orcamento', { categoria, centro_custo: centro, mes, valor });
    const pagar = (valor: string, categoria: string, data: string, rateio?: object[]) => post('/api/cadastro-financas', {
      descricao: `Conta ${uuidv7().slice(-4)}`, status: 'Pago', data_pagamento: data, pagamento: 'Boleto', banco, data,
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'À vista', parcela: '', categorias: categoria, tipo_lancamento: 'Pagamento', observacao: '', valor,
      ...(rateio ? { rateio } : {}),
    });
    await pagar('1500.00', aluguel, '2026-05-10', [{ centro_custo: matriz, percentual: '60' }, { percentual: '40', categoria: aluguel }]);
    await pagar('100.01', luz, '2026-05-11');
    await pagar('333.33', aluguel, '2026-04-03');

    expect(await pullAll(real.db)).toBe('ok');
    const dados = {
      orcamentos: await real.db.orcamentos.toArray(),
      lancamentos: await real.db.rows('lancamentos').toArray() as never,
      pagamentos: await real.db.pagamentos.toArray(),
    };
    expect(dados.orcamentos).toHaveLength(4);
    for (const centro of [null, matriz]) {
      const q = `de=2026-01&ate=2026-12${centro ? `&centro=${centro}` : ''}`;
      const servidor = await real.server.call({ method: 'GET', url: `/api/relatorios/orcado-realizado?${q}` });
      expect(servidor.statusCode, servidor.body).toBe(200);
      const device = orcadoRealizadoWire(calcularOrcado(dados, { de: '2026-01-01', ate: '2026-12-31', filtro: { centro } }));
      expect(device).toEqual(servidor.json());
      // Not an agreement of two empty reports.
      expect(device.linhas.length).toBeGreaterThan(0);
    }

    // A budget typed on the device reaches the server and the server's report reads it.
    expect(await cadastrarOrcamento({ categoria: luz, mes: '2026-06', valor: '50,00' })).toMatchObject({ kind: 'synced' });
    const junho = await real.server.call({ method: 'GET', url: '/api/relatorios/orcado-realizado?de=2026-06&ate=2026-06' });
    expect((junho.json() as { linhas: { categoria_id: string; orcado: string }[] }).linhas.find((l) => l.categoria_id === luz)?.orcado).toBe('50.00');
  });

  it('Copiar do ano anterior: last year\'s values reach the server as the same amounts, none overwritten', { timeout: 60_000 }, async () => {
    const categoria = uuidv7();
    expect(await cadastrarCategoria({ id: categoria, descricao: `Seguro ${categoria.slice(-6)}` })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarOrcamento({ categoria, mes: '2025-03', valor: '2.100,50' })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarOrcamento({ categoria, mes: '2025-04', valor: '900,00' })).toMatchObject({ kind: 'synced' });
    expect(await cadastrarOrcamento({ categoria, mes: '2026-04', valor: '950,00' })).toMatchObject({ kind: 'synced' });
    const copias = copiarAnoAnterior(await real.db.orcamentos.toArray(), 2026);
    expect(copias).toEqual([{ categoria, centro_custo: null, mes: '2026-03', valor: 210_050 }]);
    expect((await cadastrarOrcamentos(copias)).map((o) => o.kind)).toEqual(['synced']);
    const doAno = (await real.linhas('/api/orcamentos?ano=2026', 'orcamentos')).filter((o) => o.categoria === categoria);
    expect(doAno.map((o) => [o.mes, o.valor]).sort()).toEqual([['2026-03', '2100.50'], ['2026-04', '950.00']]);
  });

  it('Copiar do ano anterior sends the year\'s values batched in /api/lote, not one awaited request each', { timeout: 60_000 }, async () => {
    const categoria = uuidv7();
    expect(await cadastrarCategoria({ id: categoria, descricao: `Aluguel ${categoria.slice(-6)}` })).toMatchObject({ kind: 'synced' });
    const meses = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
    for (const mes of meses) expect(await cadastrarOrcamento({ categoria, mes, valor: '1.000,00' })).toMatchObject({ kind: 'synced' });
    const copias = copiarAnoAnterior(await real.db.orcamentos.toArray(), 2026);
    expect(copias).toHaveLength(12);
    const antes = real.server.requests.length;
    expect((await cadastrarOrcamentos(copias)).map((o) => o.kind)).toEqual(Array(12).fill('synced'));
    // Committed before any answer is awaited: the drain finds several waiting and sends them in one
    // /api/lote (in-process the drain keeps pace with the commits, so pairs; over a network, more).
    const envios = real.server.requests.slice(antes).filter((r) => r.method === 'POST');
    expect(envios.length).toBeLessThan(copias.length);
    expect(Math.max(...real.server.batches.slice(-envios.length).map((b) => b.length))).toBeGreaterThan(1);
    const doAno = (await real.linhas('/api/orcamentos?ano=2026', 'orcamentos')).filter((o) => o.categoria === categoria);
    expect(doAno).toHaveLength(12);
  });
});
