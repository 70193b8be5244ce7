// POST /api/conciliar pays and links in ONE transaction (issue 32 item 4, decision 410), on the
// real app (PGlite here, PostgreSQL with API_DB=postgres): the line's date is data_pagamento, the
// payment history is Pagar's, a título already paid is only linked, a refusal leaves nothing.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, extratos, lancamentos, pagamentos, recebiveis } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const banco = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values({ id: banco, banco: 'Itaú Conciliar', possuiCartao: false });
});
afterAll(async () => { await t.close(); });

let seq = 0;
async function linha(data: string, valor: number, descricao: string): Promise<string> {
  const id = uuidv7();
  await t.app.db.insert(extratos).values({ id, bancoId: banco, data, valor, descricao, fitid: null, chave: `k${++seq}`, formato: 'ofx' });
  return id;
}

async function pagavel(valor: number, extra: Partial<typeof lancamentos.$inferInsert> = {}): Promise<string> {
  const id = uuidv7();
  await t.app.db.insert(lancamentos).values({
    id, idTitulo: id, descricao: `Fornecedor ${id.slice(-4)}`, pagamento: 'Boleto', tipoCompra: 'Pagamento', bancoId: banco,
    valor, valorParcela: valor, data: '2025-12-01', vencimento: '2026-01-10', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista', ...extra,
  });
  return id;
}

async function recebivel(valor: number): Promise<string> {
  const id = uuidv7();
  await t.app.db.insert(recebiveis).values({
    id, idTitulo: id, descricao: `Cliente ${id.slice(-4)}`, valor, valorParcela: valor, data: '2025-12-01', vencimento: '2026-01-09',
    status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista',
  });
  return id;
}

const conciliar = (pares: unknown[], headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/conciliar', payload: { pares }, headers });
const lanc = async (id: string) => (await t.app.db.select().from(lancamentos).where(eq(lancamentos.id, id)))[0]!;
const rec = async (id: string) => (await t.app.db.select().from(recebiveis).where(eq(recebiveis.id, id)))[0]!;
const ext = async (id: string) => (await t.app.db.select().from(extratos).where(eq(extratos.id, id)))[0]!;
const historico = (ids: string[]) => t.app.db.select().from(pagamentos).where(inArray(pagamentos.alvoId, ids));

describe('POST /api/conciliar', () => {
  it('pays each título on its line date (history as Pagar writes it, with the id the device chose) and links it', async () => {
    const [l, r] = [await pagavel(15000), await recebivel(250000)];
    const [el, er] = [await linha('2026-01-05', -15000, 'PAG BOLETO'), await linha('2026-01-12', 250000, 'PIX RECEBIDO')];
    const hid = uuidv7();
    const res = await conciliar([{ extrato_id: el, lancamento_id: l, historico_id: hid }, { extrato_id: er, recebivel_id: r }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Conciliação registrada com sucesso!', conciliados: 2 });
    expect(await lanc(l)).toMatchObject({ status: 'Pago', dataPagamento: '2026-01-05', valorPago: 15000 });
    expect(await rec(r)).toMatchObject({ status: 'Pago', dataPagamento: '2026-01-12', valorPago: 250000 });
    expect(await ext(el)).toMatchObject({ lancamentoId: l, recebivelId: null });
    expect(await ext(er)).toMatchObject({ lancamentoId: null, recebivelId: r });
    const h = await historico([l, r]);
    expect(h.map((x) => [x.alvo, x.alvoId, x.valor, x.data]).sort()).toEqual([
      ['lancamento', l, 15000, '2026-01-05'], ['recebivel', r, 250000, '2026-01-12'],
    ].sort());
    expect(h.find((x) => x.alvoId === l)?.id).toBe(hid);
    // The history route of Pagar shows it.
    const rota = await t.call({ method: 'GET', url: `/api/get-dados-pagamento_lancamento?id=${l}` });
    expect(rota.json().payPagamento).toEqual([expect.objectContaining({ valor: '150.00', data: '2026-01-05' })]);
  });

  it('a partly paid título is paid with what is still owed, which the line must carry', async () => {
    const l = await pagavel(10000, { valorPago: 4000 });
    const cheia = await linha('2026-01-06', -10000, 'BOLETO CHEIO');
    const recusa = await conciliar([{ extrato_id: cheia, lancamento_id: l }]);
    expect(recusa.statusCode).toBe(422);
    expect(recusa.json().message).toBe('A linha de 06/01/2026 "BOLETO CHEIO" (R$ 100,00) não confere com o valor do título (R$ 60,00): nada foi conciliado.');
    const resto = await linha('2026-01-07', -6000, 'BOLETO RESTO');
    expect((await conciliar([{ extrato_id: resto, lancamento_id: l }])).statusCode).toBe(200);
    expect(await lanc(l)).toMatchObject({ status: 'Pago', dataPagamento: '2026-01-07', valorPago: 10000 });
    expect((await historico([l])).map((x) => [x.valor, x.data])).toEqual([[6000, '2026-01-07']]);
  });

  it('a título already paid is linked without paying again', async () => {
    const l = await pagavel(8990, { status: 'Pago', valorPago: 8990, dataPagamento: '2026-01-02' });
    const e = await linha('2026-01-15', -8990, 'CONTA DE LUZ');
    const res = await conciliar([{ extrato_id: e, lancamento_id: l }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lanc(l)).toMatchObject({ status: 'Pago', dataPagamento: '2026-01-02', valorPago: 8990 });
    expect(await historico([l])).toEqual([]);
    expect((await ext(e)).lancamentoId).toBe(l);
  });

  it('all or nothing: one pair whose amounts differ refuses the whole request in Portuguese, naming the line', async () => {
    const [ok, errado] = [await pagavel(5000), await pagavel(7000)];
    const [e1, e2] = [await linha('2026-01-08', -5000, 'PIX FORNECEDOR A'), await linha('2026-01-08', -7100, 'PIX FORNECEDOR B')];
    const res = await conciliar([{ extrato_id: e1, lancamento_id: ok }, { extrato_id: e2, lancamento_id: errado }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'A linha de 08/01/2026 "PIX FORNECEDOR B" (R$ 71,00) não confere com o valor do título (R$ 70,00): nada foi conciliado.',
      errors: { pares: [expect.stringContaining('PIX FORNECEDOR B')] },
    });
    // The first pair was paid and linked inside the transaction: rolled back.
    expect(await lanc(ok)).toMatchObject({ status: 'Pagar', dataPagamento: null, valorPago: 0 });
    expect((await ext(e1)).lancamentoId).toBeNull();
    expect(await historico([ok])).toEqual([]);
  });

  it('unknown line or título, a line linked to another título, a título twice, a cancelled título, a line before the posting: 422', async () => {
    const l = await pagavel(1000);
    const e = await linha('2026-01-09', -1000, 'TARIFA');
    const casos: [unknown[], string][] = [
      [[{ extrato_id: uuidv7(), lancamento_id: l }], 'Linha de extrato não encontrada.'],
      [[{ extrato_id: e, lancamento_id: uuidv7() }], 'Lançamento ou recebível não encontrado.'],
      [[{ extrato_id: e, recebivel_id: l }], 'Lançamento ou recebível não encontrado.'],
      [[{ extrato_id: e, lancamento_id: l }, { extrato_id: await linha('2026-01-09', -1000, 'TARIFA 2'), lancamento_id: l }],
        'Cada linha do extrato e cada título podem aparecer uma só vez na conciliação.'],
      [[{ extrato_id: e, lancamento_id: l, historico_id: 'x' }], 'Cada par deve ter extrato_id e lancamento_id ou recebivel_id (e historico_id, quando houver, um identificador válido).'],
    ];
    for (const [pares, message] of casos) {
      const res = await conciliar(pares);
      expect(res.statusCode, JSON.stringify(pares)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const cancelado = await pagavel(1000, { status: 'Cancelado', dataCancelamento: '2026-01-01' });
    const c = await conciliar([{ extrato_id: e, lancamento_id: cancelado }]);
    expect(c.statusCode).toBe(422);
    const posterior = await pagavel(1000, { data: '2026-01-20' });
    const p = await conciliar([{ extrato_id: e, lancamento_id: posterior }]);
    expect(p.statusCode).toBe(422);
    expect(p.json().errors.data_pagamento ?? p.json().errors.pares).toBeDefined();
    expect(await lanc(l)).toMatchObject({ status: 'Pagar' });
    expect((await ext(e)).lancamentoId).toBeNull();
    // Linked elsewhere: another título is refused.
    expect((await conciliar([{ extrato_id: e, lancamento_id: l }])).statusCode).toBe(200);
    const outro = await pagavel(1000);
    const res = await conciliar([{ extrato_id: e, lancamento_id: outro }]);
    expect(res.json().message).toBe('Esta linha do extrato já está conciliada com outro título.');
    expect(await lanc(outro)).toMatchObject({ status: 'Pagar' });
  });

  it('replays idempotently: the same key answers the same, the same pair again is a no-op; one payment in the history', async () => {
    const l = await pagavel(3300);
    const e = await linha('2026-01-11', -3300, 'DEBITO AUTOMATICO');
    const pares = [{ extrato_id: e, lancamento_id: l, historico_id: uuidv7() }];
    const headers = { 'idempotency-key': `conciliar-${e}` };
    const primeira = await conciliar(pares, headers);
    const segunda = await conciliar(pares, headers);
    expect(primeira.statusCode).toBe(200);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    // A new request for the same pair (no key): linked already, paid already.
    expect((await conciliar(pares)).statusCode).toBe(200);
    expect((await historico([l])).map((x) => x.valor)).toEqual([3300]);
    expect(await lanc(l)).toMatchObject({ status: 'Pago', dataPagamento: '2026-01-11' });
  });

  it('401 without a session and 403 from another site, writing nothing', async () => {
    const l = await pagavel(2200);
    const e = await linha('2026-01-13', -2200, 'BOLETO');
    const payload = { pares: [{ extrato_id: e, lancamento_id: l }] };
    expect((await t.app.inject({ method: 'POST', url: '/api/conciliar', payload })).statusCode).toBe(401);
    const alheio = await t.call({ method: 'POST', url: '/api/conciliar', payload, headers: { origin: 'https://atacante.example' } });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().message).toBe('Requisição recusada: origem não permitida.');
    expect(await lanc(l)).toMatchObject({ status: 'Pagar' });
    expect((await ext(e)).lancamentoId).toBeNull();
  });
});

describe('GET /api/conciliacao/sugestoes', () => {
  it('answers each proposal with its reason, the same amount outside the window after those inside', async () => {
    const outro = uuidv7();
    await t.app.db.insert(bancos).values({ id: outro, banco: 'Sugestões', possuiCartao: false });
    const dentro = uuidv7();
    const fora = uuidv7();
    const base = { pagamento: 'Boleto', tipoCompra: 'Pagamento', bancoId: outro, data: '2025-11-01', status: 'Pagar', tipo: 'Com Vencimento', metodo: 'À vista' } as const;
    await t.app.db.insert(lancamentos).values([
      { ...base, id: dentro, idTitulo: dentro, descricao: 'Aluguel', valor: 4400, valorParcela: 4400, vencimento: '2026-02-03' },
      // Due Monday 15/12/2025: far before the line of February, the same amount.
      { ...base, id: fora, idTitulo: fora, descricao: 'Parcela antiga', valor: 5500, valorParcela: 5500, vencimento: '2025-12-15' },
    ]);
    const e1 = uuidv7();
    const e2 = uuidv7();
    await t.app.db.insert(extratos).values([
      { id: e1, bancoId: outro, data: '2026-02-05', valor: -5500, descricao: 'PIX', fitid: null, chave: 's1', formato: 'ofx' },
      { id: e2, bancoId: outro, data: '2026-02-05', valor: -4400, descricao: 'ALUGUEL', fitid: null, chave: 's2', formato: 'ofx' },
    ]);
    const res = await t.call({ method: 'GET', url: `/api/conciliacao/sugestoes?banco=${outro}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().sugestoes.map((s: { extrato_id: string; titulo_id: string; motivo: string }) => [s.extrato_id, s.titulo_id, s.motivo])).toEqual([
      [e2, dentro, 'mesmo valor, vence 2 dias antes'],
      [e1, fora, 'mesmo valor, vence em 15/12/2025'],
    ]);
  });
});
