/* Excluir / Cancelar parcelas with a scope (issue 31 item 5, decision 394): the four routes by id
   refuse a parcela with payment history by name, the group routes spare it, and a replay gets the
   stored answer. Runs on PGlite, and on PostgreSQL with API_DB=postgres. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
});
afterAll(async () => { await t.close(); });

interface Row { id: string; id_titulo: string; parcela: number; quant_parcela: number; status: string; valor: string; valor_pago: string; version: number }
type Lista = 'lancamentos' | 'recebiveis';

const ROTAS = {
  lancamentos: {
    criar: '/api/cadastro-financas', pagar: '/api/atualizar-pagamento', informar: '/api/atualizar-informe-pagamento',
    deletar: '/api/deletar-parcelas', cancelar: '/api/cancelar-parcelas', deletarGrupo: '/api/deletar-lancamento',
    cancelarGrupo: '/api/atualizar-lancamento', historico: '/api/get-dados-pagamento_lancamento',
  },
  recebiveis: {
    criar: '/api/cadastro-recebiveis', pagar: '/api/pagamento-recebiveis', informar: '/api/atualizar-pagamento-recebiveis',
    deletar: '/api/deletar-parcelas-recebiveis', cancelar: '/api/cancelar-parcelas-recebiveis', deletarGrupo: '/api/deletar-recebiveis',
    cancelarGrupo: '/api/atualizar-recebiveis', historico: '/api/get-dados-pagamento_recebiveis',
  },
} as const;

async function call(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const method = url === '/api/atualizar-pagamento' || url === '/api/pagamento-recebiveis' ? 'PUT' : 'POST';
  return t.call({ method, url, payload, headers });
}

async function ok(url: string, payload: Record<string, unknown>, status = 200) {
  const res = await call(url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Record<string, unknown>;
}

async function linhas(lista: Lista, idTitulo: string): Promise<Row[]> {
  const all = (await t.call({ method: 'GET', url: `/api/${lista}` })).json()[lista] as Row[];
  return all.filter((r) => r.id_titulo === idTitulo).sort((a, b) => a.parcela - b.parcela);
}

/** A 3-parcela group of R$ 300: parcela 1 Pago, parcela 2 partly paid (R$ 40), parcela 3 open. */
async function grupo(lista: Lista, descricao: string): Promise<Row[]> {
  const comum = {
    descricao, status: 'Pagar', data_pagamento: '', valor: '300.00', data: '2025-03-01', tipo: 'Com Vencimento',
    vencimento: '2025-03-31', metodo: 'Parcelado', parcela: '3', observacao: '',
  };
  const body = lista === 'lancamentos'
    ? { ...comum, pagamento: 'Boleto', banco: ITAU, categorias: '', tipo_lancamento: 'Pagamento' }
    : comum;
  const criado = await ok(ROTAS[lista].criar, body, 201);
  const rows = (criado[lista] as Row[]).sort((a, b) => a.parcela - b.parcela);
  await ok(ROTAS[lista].pagar, { ids: [rows[0]!.id], data_pagamento: '2025-03-05' });
  await ok(ROTAS[lista].informar, { id: rows[1]!.id, valor: '40.00', data_pagamento: '2025-03-06' });
  return linhas(lista, rows[0]!.id_titulo);
}

async function historico(lista: Lista, id: string): Promise<unknown[]> {
  return (await t.call({ method: 'GET', url: `${ROTAS[lista].historico}?id=${id}` })).json().payPagamento as unknown[];
}

describe.each(['lancamentos', 'recebiveis'] as const)('parcelas of %s', (lista) => {
  const r = ROTAS[lista];

  it('deletes one open parcela; the others keep their N/M numbering and the group total', async () => {
    const [p1, p2, p3] = await grupo(lista, `Aluguel ${lista}`);
    const res = await ok(r.deletar, { ids: [p3!.id], versions: { [p3!.id]: p3!.version } });
    expect(res.removidos).toEqual([p3!.id]);
    const restam = await linhas(lista, p1!.id_titulo);
    expect(restam.map((x) => x.id)).toEqual([p1!.id, p2!.id]);
    expect(restam.map((x) => `${x.parcela}/${x.quant_parcela}`)).toEqual(['1/3', '2/3']);
    expect(restam.map((x) => x.valor)).toEqual([p1!.valor, p2!.valor]);
  });

  it('refuses a paid or partly paid id with a 422 naming the parcela, and changes nothing', async () => {
    const [p1, p2, p3] = await grupo(lista, `Internet ${lista}`);
    const pago = await call(r.deletar, { ids: [p3!.id, p1!.id] });
    expect(pago.statusCode).toBe(422);
    expect(pago.json().message).toBe(`Internet ${lista} (parcela 1/3) tem pagamento registrado e não pode ser excluída: estorne antes.`);
    const parcial = await call(r.cancelar, { ids: [p2!.id] });
    expect(parcial.statusCode).toBe(422);
    expect(parcial.json().message).toContain(`Internet ${lista} (parcela 2/3)`);
    expect((await linhas(lista, p1!.id_titulo)).map((x) => x.status)).toEqual(['Pago', 'Pagar', 'Pagar']);
  });

  it('cancels open parcelas by id; an already cancelled one is a no-op; a stale version gets 409', async () => {
    const [p1, , p3] = await grupo(lista, `Luz ${lista}`);
    const res = await ok(r.cancelar, { ids: [p3!.id], data_cancelamento: '2025-03-10' });
    expect((res[lista] as Row[]).map((x) => x.status)).toEqual(['Cancelado']);
    await ok(r.cancelar, { ids: [p3!.id] });
    const stale = await call(r.cancelar, { ids: [p3!.id], versions: { [p3!.id]: p3!.version } });
    expect(stale.statusCode).toBe(409);
    expect((stale.json()[lista] as Row[])[0]!.status).toBe('Cancelado');
    expect((await linhas(lista, p1!.id_titulo)).map((x) => x.status)).toEqual(['Pago', 'Pagar', 'Cancelado']);
  });

  it('the group routes spare paid and partly paid parcelas, which keep their history', async () => {
    const [p1, p2, p3] = await grupo(lista, `Seguro ${lista}`);
    await ok(r.cancelarGrupo, { id_titulos: [p1!.id_titulo], data_cancelamento: '2025-03-10' });
    expect((await linhas(lista, p1!.id_titulo)).map((x) => x.status)).toEqual(['Pago', 'Pagar', 'Cancelado']);
    const res = await ok(r.deletarGrupo, { id_titulo: [p1!.id_titulo] });
    expect(res.removidos).toEqual([p3!.id]);
    expect((await linhas(lista, p1!.id_titulo)).map((x) => x.id)).toEqual([p1!.id, p2!.id]);
    expect(await historico(lista, p1!.id)).toHaveLength(1);
    expect(await historico(lista, p2!.id)).toHaveLength(1);
  });

  it('a replay with the same Idempotency-Key gets the stored answer', async () => {
    const [p1, , p3] = await grupo(lista, `Escola ${lista}`);
    const key = uuidv7();
    const first = await call(r.deletar, { ids: [p3!.id] }, { 'idempotency-key': key });
    const second = await call(r.deletar, { ids: [p3!.id] }, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await linhas(lista, p1!.id_titulo))).toHaveLength(2);
  });

  it('refuses bad input in Portuguese (422), never a 500', async () => {
    for (const url of [r.deletar, r.cancelar]) {
      const res = await call(url, { ids: [] });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
  });

  it('answers 401 without a session', async () => {
    for (const url of [r.deletar, r.cancelar]) {
      expect((await t.app.inject({ method: 'POST', url, payload: { ids: [uuidv7()] } })).statusCode).toBe(401);
    }
  });
});
