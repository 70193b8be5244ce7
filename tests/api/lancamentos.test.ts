import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp, onPostgres } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const NUBANK = uuidv7();
const ITAU = uuidv7();
const CAIXA = uuidv7();
const MERCADO = uuidv7();

interface Row {
  id: string; id_titulo: string; descricao: string; banco: string | null; categoria: string | null; parcela: number;
  quant_parcela: number; valor: string; valor_parcela: string; valor_pago: string; status: string; tipo: string;
  vencimento: string | null; data_pagamento: string | null; version: number; data: string;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values([
    { id: NUBANK, banco: 'Nubank', possuiCartao: true, credito: true, debito: true, vencimento: 10 },
    { id: ITAU, banco: 'Itaú', possuiCartao: true, credito: false, debito: true },
    { id: CAIXA, banco: 'Caixa', possuiCartao: false },
  ]);
  await t.database.db.insert(categorias).values({ id: MERCADO, descricao: 'Mercado' });
});
afterAll(async () => { await t.close(); });

function posting(overrides: Record<string, unknown> = {}) {
  return {
    descricao: 'Conta de luz', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU,
    valor: '150.00', data: '2025-03-05', tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista',
    parcela: '', categorias: MERCADO, tipo_lancamento: 'Pagamento', observacao: '', ...overrides,
  };
}

async function criar(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Row[]> {
  const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting(overrides), headers });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { lancamentos: Row[] }).lancamentos;
}

async function todos(): Promise<Row[]> {
  return (await t.call({ method: 'GET', url: '/api/lancamentos' })).json().lancamentos as Row[];
}

async function historico(id: string): Promise<{ descricao: string; valor: string; data: string }[]> {
  const res = await t.call({ method: 'GET', url: `/api/get-dados-pagamento_lancamento?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().payPagamento;
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('POST /api/cadastro-financas', () => {
  it('splits a 12x credit purchase into 12 instalments that add up to the cent, due monthly on the card day', async () => {
    const rows = await criar({
      descricao: 'Notebook', pagamento: 'Crédito', banco: NUBANK, valor: '1234.57', data: '2025-01-20',
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'Parcelado', parcela: '12', tipo_lancamento: 'Compra',
    });
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.parcela).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.reduce((sum, r) => sum + cents(r.valor_parcela), 0)).toBe(123457);
    expect(new Set(rows.map((r) => r.id_titulo)).size).toBe(1);
    const byParcela = [...rows].sort((a, b) => a.parcela - b.parcela);
    expect(byParcela.map((r) => r.vencimento)).toEqual([
      '2025-02-10', '2025-03-10', '2025-04-10', '2025-05-10', '2025-06-10', '2025-07-10',
      '2025-08-10', '2025-09-10', '2025-10-10', '2025-11-10', '2025-12-10', '2026-01-10',
    ]);
    expect(byParcela[0]).toMatchObject({
      tipo: 'Com Vencimento', quant_parcela: 12, valor: '1234.57', valor_parcela: '102.89', valor_pago: '0.00',
      status: 'Pagar', banco: 'Nubank', categoria: 'Mercado', version: 1, data: '2025-01-20',
    });
    expect(byParcela.slice(1).every((r) => r.valor_parcela === '102.88')).toBe(true);
  });

  it('creates a paid posting fully paid on its payment date, from an urlencoded form', async () => {
    const body = new URLSearchParams({ ...posting({ status: 'Pago', data_pagamento: '05/03/2025', categorias: '' }) } as Record<string, string>);
    const res = await t.call({
      method: 'POST', url: '/api/cadastro-financas',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Lançamento cadastrado com sucesso!');
    expect(res.json().lancamentos[0]).toMatchObject({ status: 'Pago', valor_pago: '150.00', data_pagamento: '2025-03-05', categoria: null });
  });

  it('answers 422 with every field message when the form is empty', async () => {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Descrição é obrigatório.');
    expect(res.json().errors).toMatchObject({
      descricao: ['Descrição é obrigatório.'], status: ['Status é obrigatório.'], pagamento: ['Pagamento é obrigatório.'],
      banco: ['Banco é obrigatório.'], valor: ['Valor é obrigatório.'], data: ['Data é obrigatória.'],
      metodo: ['Método é obrigatório.'], tipo_lancamento: ['Tipo de lançamento é obrigatório.'],
    });
  });

  it('refuses a due date before the posting date and Parcelado without a count', async () => {
    const early = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ vencimento: '2025-03-01' }) });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('A data de vencimento não pode ser anterior à data.');
    const semParcelas = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ metodo: 'Parcelado' }) });
    expect(semParcelas.json().errors.parcela).toEqual(['Parcelas é obrigatório quando o método for "Parcelado".']);
  });

  it('refuses Crédito on a bank without a card, an unknown bank and an unknown category', async () => {
    const semCartao = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ pagamento: 'Crédito', banco: CAIXA }) });
    expect(semCartao.statusCode).toBe(422);
    expect(semCartao.json().message).toBe('O banco selecionado não possui cartão.');
    const semBanco = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ banco: uuidv7() }) });
    expect(semBanco.json()).toMatchObject({ message: 'Banco não encontrado.', errors: { banco: ['Banco não encontrado.'] } });
    const semCategoria = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ categorias: uuidv7() }) });
    expect(semCategoria.statusCode).toBe(422);
    expect(semCategoria.json().message).toBe('Categoria não encontrada.');
  });

  it('keeps the ids the client generated, and refuses to create them twice', async () => {
    const idTitulo = uuidv7();
    const ids = [uuidv7(), uuidv7()];
    const rows = await criar({ metodo: 'Parcelado', parcela: 2, id_titulo: idTitulo, ids });
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.id_titulo === idTitulo)).toBe(true);
    const again = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: posting({ metodo: 'Parcelado', parcela: 2, id_titulo: idTitulo, ids }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este lançamento já foi cadastrado.');
  });

  it('creates the group once when the same request is replayed with its Idempotency-Key', async () => {
    const key = uuidv7();
    const payload = posting({ descricao: 'Replay', metodo: 'Parcelado', parcela: 3 });
    const first = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload, headers: { 'idempotency-key': key } });
    const second = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await todos()).filter((r) => r.descricao === 'Replay')).toHaveLength(3);
    const other = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: { ...payload, valor: '1.00' }, headers: { 'idempotency-key': key } });
    expect(other.statusCode).toBe(422);
  });
});

describe('paying and informing payments', () => {
  it('pays one instalment: Pago today, fully paid, with a history entry', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 3, valor: '300.00' });
    const alvo = rows.find((r) => r.parcela === 2)!;
    const res = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [alvo.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pagamento realizado com sucesso!');
    const after = (await todos()).filter((r) => r.id_titulo === alvo.id_titulo);
    expect(after.find((r) => r.id === alvo.id)).toMatchObject({ status: 'Pago', valor_pago: '100.00', data_pagamento: todayISO(), version: 2 });
    expect(after.filter((r) => r.status === 'Pagar')).toHaveLength(2);
    expect(await historico(alvo.id)).toMatchObject([{ descricao: 'Pagamento', valor: '100.00', data: todayISO() }]);
  });

  it('settles an instalment with a partial payment and then the rest, listing both in the history', async () => {
    const [row] = await criar({ valor: '100.00' });
    const partial = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id, valor: '30.25' } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().lancamentos[0]).toMatchObject({ status: 'Pagar', valor_pago: '30.25' });
    const above = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id, valor: '69.76' } });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ message: 'O valor informado é maior que o valor a pagar.', errors: { valor: ['O valor informado é maior que o valor a pagar.'] } });
    const rest = await t.call({
      method: 'POST', url: '/api/atualizar-informe-pagamento',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${row!.id}&valor=69%2C75`,
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().lancamentos[0]).toMatchObject({ status: 'Pago', valor_pago: '100.00', data_pagamento: todayISO() });
    expect(await historico(row!.id)).toMatchObject([
      { descricao: 'Pagamento parcial', valor: '30.25' },
      { descricao: 'Quitação', valor: '69.75' },
    ]);
    const paid = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id, valor: '1.00' } });
    expect(paid.json().message).toBe('Não é possível informar pagamento para lançamentos Pagos.');
  });

  it('validates the informed value and the row', async () => {
    const [row] = await criar();
    const semValor = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id } });
    expect(semValor.statusCode).toBe(422);
    expect(semValor.json().message).toBe('valor é obrigatório.');
    const missing = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: uuidv7(), valor: '1.00' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Registro não encontrado.');
  });

  it('refuses to pay or inform a cancelled instalment, changing nothing', async () => {
    const [aberta] = await criar();
    const [cancelada] = await criar();
    await t.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: { id_titulos: [cancelada!.id_titulo] } });
    const pay = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [aberta!.id, cancelada!.id] } });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().message).toBe('Não é possível pagar lançamentos cancelados.');
    expect((await todos()).find((r) => r.id === aberta!.id)?.status).toBe('Pagar');
    const inform = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: cancelada!.id, valor: '1.00' } });
    expect(inform.json().message).toBe('Não é possível informar pagamento para lançamentos Cancelados.');
  });

  it('answers 409 with the current row when the change was based on an older version', async () => {
    const [row] = await criar();
    await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id, valor: '10.00', version: 1 } });
    const stale = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [row!.id], versions: { [row!.id]: 1 } } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Este registro foi alterado por outra pessoa. Recarregue e tente de novo.');
    expect(stale.json().lancamentos[0]).toMatchObject({ id: row!.id, version: 2, valor_pago: '10.00' });
    expect(stale.json().atual).toEqual(stale.json().lancamentos[0]);
    const staleInform = await t.call({ method: 'POST', url: '/api/atualizar-informe-pagamento', payload: { id: row!.id, valor: '1.00', version: 1 } });
    expect(staleInform.statusCode).toBe(409);
    const fresh = await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [row!.id], versions: JSON.stringify({ [row!.id]: 2 }) } });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 404 for an unknown instalment and 422 for a malformed id list', async () => {
    expect((await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [uuidv7()] } })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: 'x' } })).statusCode).toBe(422);
    expect((await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [] } })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/get-dados-pagamento_lancamento?id=abc' })).statusCode).toBe(422);
    expect(await historico(uuidv7())).toEqual([]);
  });
});

describe('cancelling and deleting groups', () => {
  it('cancels every open instalment of the group and keeps the paid ones', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 3 });
    const paga = rows.find((r) => r.parcela === 1)!;
    await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [paga.id] } });
    const res = await t.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: { id_titulos: JSON.stringify([paga.id_titulo]) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Lançamento(s) cancelado(s) com sucesso!');
    const group = (await todos()).filter((r) => r.id_titulo === paga.id_titulo).sort((a, b) => a.parcela - b.parcela);
    expect(group.map((r) => r.status)).toEqual(['Pago', 'Cancelado', 'Cancelado']);
    expect((await t.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: { id_titulos: [uuidv7()] } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/atualizar-lancamento', payload: {} })).statusCode).toBe(422);
  });

  it('deletes whole groups, sparing a paid parcela, which keeps its payment history (decision 394)', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 2 });
    await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [rows[0]!.id] } });
    const res = await t.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: [rows[0]!.id_titulo] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Lançamento(s) deletado(s) com sucesso!');
    expect(res.json().removidos).toEqual([rows[1]!.id]);
    expect((await todos()).filter((r) => r.id_titulo === rows[0]!.id_titulo).map((r) => r.id)).toEqual([rows[0]!.id]);
    expect(await historico(rows[0]!.id)).toHaveLength(1);
    const pagamentos = (await t.call({ method: 'GET', url: '/api/pagamentos' })).json().pagamentos as { alvo_id: string }[];
    expect(pagamentos.some((p) => p.alvo_id === rows[0]!.id)).toBe(true);
    expect((await t.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: 'nada' } })).statusCode).toBe(422);
  });
});

describe('GET /api/lancamentos', () => {
  it('sends only what changed since the cursor, and the deleted ids', async () => {
    const [a] = await criar({ descricao: 'Delta A' });
    const [b] = await criar({ descricao: 'Delta B' });
    const { cursor } = (await t.call({ method: 'GET', url: '/api/lancamentos' })).json() as { cursor: string };
    await t.call({ method: 'PUT', url: '/api/atualizar-pagamento', payload: { ids: [a!.id] } });
    await t.call({ method: 'POST', url: '/api/deletar-lancamento', payload: { id_titulo: [b!.id_titulo] } });
    const delta = (await t.call({ method: 'GET', url: `/api/lancamentos?since=${cursor}` })).json();
    // The cursor is the oldest transaction still running, so on a busy server rows written just
    // before it may come again (harmless upserts); the changed row must come, the deleted must not.
    const ids = delta.lancamentos.map((r: Row) => r.id);
    expect(ids).toContain(a!.id);
    expect(ids).not.toContain(b!.id);
    // PGlite has no other sessions, so there the delta is exactly the changed row.
    if (!onPostgres) expect(ids).toEqual([a!.id]);
    expect(delta.lancamentos.find((r: Row) => r.id === a!.id)).toMatchObject({ status: 'Pago', banco: 'Itaú', categoria: 'Mercado' });
    expect(delta.removidos).toContain(b!.id);
  });

  it('pages the full list in id order', async () => {
    const all = await todos();
    const first = (await t.call({ method: 'GET', url: '/api/lancamentos?limit=2' })).json();
    expect(first.total).toBe(all.length);
    expect(first.lancamentos.map((r: Row) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    const next = (await t.call({ method: 'GET', url: `/api/lancamentos?limit=2&after=${first.proximo}` })).json();
    expect(next.lancamentos.map((r: Row) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/lancamentos'], ['POST', '/api/filtro/lancamentos'], ['POST', '/api/cadastro-financas'],
    ['PUT', '/api/atualizar-pagamento'], ['POST', '/api/atualizar-informe-pagamento'],
    ['GET', '/api/get-dados-pagamento_lancamento?id=x'], ['POST', '/api/atualizar-lancamento'], ['POST', '/api/deletar-lancamento'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});
