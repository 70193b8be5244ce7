import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../../src/domain/dates.ts';
import { createTestApp, onPostgres } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface Row {
  id: string; id_titulo: string; descricao: string; parcela: number; quant_parcela: number; valor: string;
  valor_parcela: string; valor_pago: string; status: string; tipo: string; vencimento: string | null;
  data_pagamento: string | null; version: number; metodo: string;
}

function recebivel(overrides: Record<string, unknown> = {}) {
  return {
    descricao: 'Mensalidade', status: 'Pagar', data_pagamento: '', valor: '600.00', data: '2025-01-31',
    tipo: 'Com Vencimento', vencimento: '2025-01-31', metodo: 'À vista', parcela: '', observacao: 'Cliente X', ...overrides,
  };
}

async function criar(overrides: Record<string, unknown> = {}): Promise<Row[]> {
  const res = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload: recebivel(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { recebiveis: Row[] }).recebiveis;
}

async function todos(): Promise<Row[]> {
  return (await t.call({ method: 'GET', url: '/api/recebiveis' })).json().recebiveis as Row[];
}

async function historico(id: string) {
  const res = await t.call({ method: 'GET', url: `/api/get-dados-pagamento_recebiveis?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().payPagamento as { descricao: string; valor: string; data: string }[];
}

describe('POST /api/cadastro-recebiveis', () => {
  it('splits an instalment plan to the cent with monthly due dates clamped to short months', async () => {
    const rows = (await criar({ metodo: 'Parcelado', parcela: '3', valor: '100.00' })).sort((a, b) => a.parcela - b.parcela);
    expect(rows.map((r) => r.valor_parcela)).toEqual(['33.34', '33.33', '33.33']);
    expect(rows.map((r) => r.vencimento)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    expect(rows[0]).toMatchObject({ descricao: 'Mensalidade', quant_parcela: 3, valor: '100.00', status: 'Pagar', version: 1 });
    expect(rows[0]).not.toHaveProperty('banco');
  });

  it('accepts a multipart form and clears the due date of Sem Vencimento', async () => {
    const boundary = '----fluxo';
    const fields = recebivel({ tipo: 'Sem Vencimento', status: 'Pago', data_pagamento: '2025-02-01' });
    const body = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`).join('') + `--${boundary}--\r\n`;
    const res = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Lançamento cadastrado com sucesso!');
    expect(res.json().recebiveis[0]).toMatchObject({ vencimento: null, tipo: 'Sem Vencimento', status: 'Pago', valor_pago: '600.00' });
  });

  it('answers 422 with the field messages of SPEC', async () => {
    const empty = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      descricao: ['Descrição é obrigatório.'], status: ['Status é obrigatório.'], valor: ['Valor é obrigatório.'],
      data: ['Data é obrigatória.'], tipo: ['Tipo de vencimento é obrigatório.'], metodo: ['Método é obrigatório.'],
    });
    const pago = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload: recebivel({ status: 'Pago' }) });
    expect(pago.json().message).toBe('Data de pagamento é obrigatória quando o status for "Pago".');
    const parcelas = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload: recebivel({ metodo: 'Parcelado', parcela: 25 }) });
    expect(parcelas.json().message).toBe('O número de parcelas deve ser de 2 a 24.');
    const cancelado = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload: recebivel({ status: 'Cancelado' }) });
    expect(cancelado.statusCode).toBe(422);
  });

  it('creates the group once on a replay with the same Idempotency-Key', async () => {
    const key = uuidv7();
    const payload = recebivel({ descricao: 'Replay', metodo: 'Parcelado', parcela: 2 });
    const first = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload, headers: { 'idempotency-key': key } });
    const second = await t.call({ method: 'POST', url: '/api/cadastro-recebiveis', payload, headers: { 'idempotency-key': key } });
    expect(second.json()).toEqual(first.json());
    expect((await todos()).filter((r) => r.descricao === 'Replay')).toHaveLength(2);
  });
});

describe('receiving', () => {
  it('pays selected instalments and records what was received', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 2, valor: '50.00' });
    const res = await t.call({ method: 'PUT', url: '/api/pagamento-recebiveis', payload: { ids: rows.map((r) => r.id) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pagamento realizado com sucesso!');
    expect(res.json().recebiveis.map((r: Row) => r.status)).toEqual(['Pago', 'Pago']);
    expect(await historico(rows[0]!.id)).toMatchObject([{ descricao: 'Pagamento', valor: '25.00', data: todayISO() }]);
    // Paying again is a no-op, not a second history entry.
    await t.call({ method: 'PUT', url: '/api/pagamento-recebiveis', payload: { ids: [rows[0]!.id] } });
    expect(await historico(rows[0]!.id)).toHaveLength(1);
  });

  it('informs a partial receipt, then the rest, and refuses more than what remains', async () => {
    const [row] = await criar({ valor: '80.00' });
    const url = '/api/atualizar-pagamento-recebiveis';
    expect((await t.call({ method: 'POST', url, payload: { id: row!.id, valor: '50.00' } })).statusCode).toBe(200);
    const above = await t.call({ method: 'POST', url, payload: { id: row!.id, valor: '30.01' } });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe('O valor informado é maior que o valor a pagar.');
    const rest = await t.call({ method: 'POST', url, payload: { id: row!.id, valor: '30' } });
    expect(rest.json().recebiveis[0]).toMatchObject({ status: 'Pago', valor_pago: '80.00' });
    expect((await historico(row!.id)).map((h) => h.valor)).toEqual(['50.00', '30.00']);
    expect((await t.call({ method: 'POST', url, payload: { id: row!.id, valor: '' } })).json().message).toBe('valor é obrigatório.');
  });

  it('keeps the day an offline payment was made, and refuses a day in the future', async () => {
    const [a, b] = await criar({ metodo: 'Parcelado', parcela: 2, valor: '20.00' });
    const pay = await t.call({ method: 'PUT', url: '/api/pagamento-recebiveis', payload: { ids: [a!.id], data_pagamento: '2025-02-07' } });
    expect(pay.json().recebiveis[0]).toMatchObject({ status: 'Pago', data_pagamento: '2025-02-07' });
    expect(await historico(a!.id)).toMatchObject([{ data: '2025-02-07' }]);
    const future = await t.call({ method: 'POST', url: '/api/atualizar-pagamento-recebiveis', payload: { id: b!.id, valor: '10.00', data_pagamento: '2999-01-01' } });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ message: 'A data de pagamento não pode ser futura.', errors: { data_pagamento: ['A data de pagamento não pode ser futura.'] } });
  });

  it('lets offline clients pull the history with the ids they chose', async () => {
    const [row] = await criar({ valor: '10.00' });
    const historicoId = uuidv7();
    const { cursor } = (await t.call({ method: 'GET', url: '/api/pagamentos' })).json();
    await t.call({ method: 'POST', url: '/api/atualizar-pagamento-recebiveis', payload: { id: row!.id, valor: '4.00', historico_id: historicoId } });
    const delta = (await t.call({ method: 'GET', url: `/api/pagamentos?since=${cursor}` })).json();
    expect(delta.pagamentos).toContainEqual(expect.objectContaining({ id: historicoId, alvo: 'recebivel', alvo_id: row!.id, descricao: 'Pagamento parcial', valor: '4.00', data: todayISO(), version: 1 }));
    if (!onPostgres) expect(delta.pagamentos).toHaveLength(1);
    const reused = await t.call({ method: 'POST', url: '/api/atualizar-pagamento-recebiveis', payload: { id: row!.id, valor: '1.00', historico_id: historicoId } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('Este pagamento já foi registrado.');
    expect((await todos()).find((r) => r.id === row!.id)?.valor_pago).toBe('4.00');
  });
});

describe('cancelling and deleting receivable groups', () => {
  it('cancels open instalments, after which they cannot be paid', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 2 });
    const res = await t.call({ method: 'POST', url: '/api/atualizar-recebiveis', payload: { id_titulos: [rows[0]!.id_titulo] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().recebiveis.map((r: Row) => r.status)).toEqual(['Cancelado', 'Cancelado']);
    const pay = await t.call({ method: 'PUT', url: '/api/pagamento-recebiveis', payload: { ids: [rows[1]!.id] } });
    expect(pay.json().message).toBe('Não é possível pagar lançamentos cancelados.');
  });

  it('refuses a cancel based on an older version with 409 and the current rows', async () => {
    const [row] = await criar();
    await t.call({ method: 'POST', url: '/api/atualizar-pagamento-recebiveis', payload: { id: row!.id, valor: '1.00' } });
    const res = await t.call({ method: 'POST', url: '/api/atualizar-recebiveis', payload: { id_titulos: [row!.id_titulo], versions: { [row!.id]: 1 } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().recebiveis[0]).toMatchObject({ id: row!.id, version: 2, status: 'Pagar' });
  });

  it('deletes whole groups, and a delete of a group already gone still succeeds', async () => {
    const rows = await criar({ metodo: 'Parcelado', parcela: 4 });
    const titulo = rows[0]!.id_titulo;
    const res = await t.call({ method: 'POST', url: '/api/deletar-recebiveis', payload: { id_titulo: [titulo] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().removidos).toHaveLength(4);
    expect((await todos()).some((r) => r.id_titulo === titulo)).toBe(false);
    expect((await t.call({ method: 'POST', url: '/api/deletar-recebiveis', payload: { id_titulo: [titulo] } })).statusCode).toBe(200);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/recebiveis'], ['POST', '/api/filtro/recebiveis'], ['POST', '/api/cadastro-recebiveis'],
    ['PUT', '/api/pagamento-recebiveis'], ['POST', '/api/atualizar-pagamento-recebiveis'],
    ['GET', '/api/get-dados-pagamento_recebiveis?id=x'], ['POST', '/api/atualizar-recebiveis'],
    ['POST', '/api/deletar-recebiveis'], ['GET', '/api/pagamentos'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
  });
});
