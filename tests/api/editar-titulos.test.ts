/* Editar a posting (issue 31 item 1, decision 395): one open parcela's valor and vencimento (the
   group's total follows), descriptive fields on every open parcela of the group, paid parcelas
   untouched, stale versions 409 with the current row, replays answered once, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();
const NUBANK = uuidv7();
const ALUGUEL = uuidv7();

interface Linha {
  id: string; id_titulo: string; parcela: number; descricao: string; valor: string; valor_parcela: string; valor_pago: string;
  vencimento: string | null; status: string; version: number; banco: string | null; categoria: string | null; observacao: string | null;
  banco_id?: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values([
    { id: ITAU, banco: 'Itaú', possuiCartao: false },
    { id: NUBANK, banco: 'Nubank', possuiCartao: true, credito: true, vencimento: 10 },
  ]);
  await t.database.db.insert(categorias).values({ id: ALUGUEL, descricao: 'Aluguel', dreLinha: 'despesas_operacionais' });
});
afterAll(async () => { await t.close(); });

async function post(url: string, payload: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) {
  const res = await t.call({ method: url === '/api/atualizar-pagamento' ? 'PUT' : 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { message: string; lancamentos: Linha[]; recebiveis: Linha[]; atual?: Linha; errors?: Record<string, string[]> };
}

async function tresParcelas(descricao: string, pagamento = 'Boleto', banco = ITAU): Promise<Linha[]> {
  const { lancamentos } = await post('/api/cadastro-financas', {
    descricao, status: 'Pagar', data_pagamento: '', pagamento, banco, valor: '300.00', data: '2025-03-01',
    tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'Parcelado', parcela: '3', categorias: '',
    tipo_lancamento: 'Pagamento', observacao: '',
  }, 201);
  return [...lancamentos].sort((a, b) => a.parcela - b.parcela);
}

async function grupo(idTitulo: string): Promise<Linha[]> {
  const res = await t.call({ method: 'GET', url: '/api/lancamentos' });
  const rows = (res.json().lancamentos as Linha[]).filter((row) => row.id_titulo === idTitulo);
  return rows.sort((a, b) => a.parcela - b.parcela);
}

describe('POST /api/update-lancamento', () => {
  it('edits one open parcela\'s valor and vencimento; the group total follows on every parcela', async () => {
    const [p1, p2] = await tresParcelas('Reforma');
    const { message, lancamentos } = await post('/api/update-lancamento', {
      id: p2!.id, escopo: 'parcela', version: p2!.version, valor: '150.00', vencimento: '2025-05-15', descricao: 'Reforma da sala',
    });
    expect(message).toBe('3 parcelas alteradas com sucesso!');
    const rows = await grupo(p1!.id_titulo);
    expect(lancamentos.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(rows.map((r) => r.valor_parcela)).toEqual(['100.00', '150.00', '100.00']);
    expect(rows.map((r) => r.valor)).toEqual(['350.00', '350.00', '350.00']);
    expect(rows.map((r) => r.vencimento)).toEqual(['2025-03-31', '2025-05-15', '2025-05-31']);
    expect(rows.map((r) => r.descricao)).toEqual(['Reforma', 'Reforma da sala', 'Reforma']);
  });

  it('on the group changes the descriptive fields of the open parcelas only; a paid one keeps everything', async () => {
    const [p1, p2, p3] = await tresParcelas('Internet');
    await post('/api/atualizar-pagamento', { ids: [p1!.id], data_pagamento: '2025-03-10' });
    const { lancamentos } = await post('/api/update-lancamento', {
      id: p2!.id, escopo: 'grupo', version: p2!.version, descricao: 'Internet fibra', categorias: ALUGUEL, observacao: 'contrato novo',
    });
    expect(lancamentos.map((r) => r.id).sort()).toEqual([p2!.id, p3!.id].sort());
    const rows = await grupo(p1!.id_titulo);
    expect(rows.map((r) => r.descricao)).toEqual(['Internet', 'Internet fibra', 'Internet fibra']);
    expect(rows.map((r) => r.categoria)).toEqual([null, 'Aluguel', 'Aluguel']);
    expect(rows.map((r) => r.observacao)).toEqual([null, 'contrato novo', 'contrato novo']);
    expect(rows[0]).toMatchObject({ status: 'Pago', valor_pago: '100.00', version: p1!.version + 1 });
  });

  it('refuses valor or vencimento on the group scope, and a paid target, naming the parcela (422)', async () => {
    const [p1, p2] = await tresParcelas('Seguro');
    const grupoValor = await post('/api/update-lancamento', { id: p2!.id, escopo: 'grupo', version: p2!.version, valor: '10.00' }, 422);
    expect(grupoValor.errors?.valor?.[0]).toMatch(/Só esta parcela/);
    await post('/api/update-lancamento', { id: p2!.id, escopo: 'grupo', version: p2!.version, vencimento: '2025-06-01' }, 422);
    await post('/api/atualizar-pagamento', { ids: [p1!.id], data_pagamento: '2025-03-10' });
    const pago = await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version + 1, descricao: 'X' }, 422);
    expect(pago.message).toBe('Seguro (1/3): uma parcela paga não pode ser editada.');
  });

  it('refuses a valor not above what a partly paid parcela already paid, and a vencimento before its data', async () => {
    const [p1] = await tresParcelas('Consórcio');
    await post('/api/atualizar-informe-pagamento', { id: p1!.id, valor: '40.00', data_pagamento: '2025-03-05' });
    const abaixo = await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version + 1, valor: '30.00' }, 422);
    expect(abaixo.message).toMatch(/^Consórcio \(1\/3\): o valor deve ser maior que o já pago/);
    await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version + 1, vencimento: '2025-02-01' }, 422);
    await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version + 1, valor: '60.00' });
  });

  it('keeps a Crédito posting\'s bank and payment, and does not turn another one into Crédito', async () => {
    const [c1] = await tresParcelas('Notebook', 'Crédito', NUBANK);
    await post('/api/update-lancamento', { id: c1!.id, escopo: 'grupo', version: c1!.version, pagamento: 'Pix' }, 422);
    await post('/api/update-lancamento', { id: c1!.id, escopo: 'grupo', version: c1!.version, banco: ITAU }, 422);
    const [b1] = await tresParcelas('Curso');
    await post('/api/update-lancamento', { id: b1!.id, escopo: 'grupo', version: b1!.version, pagamento: 'Crédito' }, 422);
    const pix = await post('/api/update-lancamento', { id: b1!.id, escopo: 'grupo', version: b1!.version, pagamento: 'Pix', banco: NUBANK });
    expect(pix.lancamentos.every((r) => r.banco === 'Nubank')).toBe(true);
    await post('/api/update-lancamento', { id: b1!.id, escopo: 'parcela', version: b1!.version + 1, banco: uuidv7() }, 422);
  });

  it('answers a stale version 409 with the current row', async () => {
    const [p1] = await tresParcelas('Água');
    await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version, descricao: 'Água (Sabesp)' });
    const stale = await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version, descricao: 'Água velha' }, 409);
    expect(stale.atual).toMatchObject({ id: p1!.id, descricao: 'Água (Sabesp)', version: p1!.version + 1 });
    expect(stale.lancamentos).toHaveLength(1);
  });

  it('answers a replay of the same Idempotency-Key once, without a second change', async () => {
    const [p1] = await tresParcelas('Luz');
    const key = uuidv7();
    const body = { id: p1!.id, escopo: 'parcela', version: p1!.version, valor: '120.00' };
    const first = await post('/api/update-lancamento', body, 200, { 'idempotency-key': key });
    const again = await post('/api/update-lancamento', body, 200, { 'idempotency-key': key });
    expect(again).toEqual(first);
    const [row] = await grupo(p1!.id_titulo);
    expect(row).toMatchObject({ valor_parcela: '120.00', version: p1!.version + 1 });
  });

  it('is audited as editar with before → after', async () => {
    const [p1] = await tresParcelas('Gás');
    await post('/api/update-lancamento', { id: p1!.id, escopo: 'parcela', version: p1!.version, descricao: 'Gás encanado' });
    const res = await t.call({ method: 'GET', url: `/api/auditoria?entidade=lancamentos&registro_id=${p1!.id}` });
    const log = res.json().alteracoes as { acao: string; campos: { campo: string; antes: string; depois: string }[] }[];
    const edicao = log.find((a) => a.acao === 'editar');
    expect(edicao?.campos.find((c) => c.campo === 'descricao')).toMatchObject({ antes: 'Gás', depois: 'Gás encanado' });
  });

  it('needs a signed-in user (401), and 404 for an unknown id', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/update-lancamento', payload: { id: uuidv7(), escopo: 'parcela', version: 1 } });
    expect(anon.statusCode).toBe(401);
    await post('/api/update-lancamento', { id: uuidv7(), escopo: 'parcela', version: 1, descricao: 'X' }, 404);
  });
});

describe('POST /api/update-recebivel', () => {
  it('edits one parcela\'s valor (the total follows) and the group\'s description, refusing a stale version', async () => {
    const { recebiveis } = await post('/api/cadastro-recebiveis', {
      descricao: 'Mensalidade', status: 'Pagar', data_pagamento: '', valor: '600.00', data: '2025-03-01',
      tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'Parcelado', parcela: '2', observacao: '',
    }, 201);
    const [r1, r2] = [...recebiveis].sort((a, b) => a.parcela - b.parcela);
    const um = await post('/api/update-recebivel', { id: r2!.id, escopo: 'parcela', version: r2!.version, valor: '400.00' });
    expect(um.recebiveis.map((r) => r.valor)).toEqual(['700.00', '700.00']);
    const todos = await post('/api/update-recebivel', { id: r1!.id, escopo: 'grupo', version: r1!.version + 1, descricao: 'Mensalidade março' });
    expect(todos.recebiveis.map((r) => r.descricao)).toEqual(['Mensalidade março', 'Mensalidade março']);
    const stale = await post('/api/update-recebivel', { id: r1!.id, escopo: 'parcela', version: r1!.version, descricao: 'Y' }, 409);
    expect(stale.atual).toMatchObject({ id: r1!.id, descricao: 'Mensalidade março' });
  });

  it('changes the bank the money lands in (issue 32): one parcela or every open one; blank clears it; an unknown bank is a 422', async () => {
    const { recebiveis } = await post('/api/cadastro-recebiveis', {
      descricao: 'Consultoria', status: 'Pagar', data_pagamento: '', valor: '900.00', data: '2025-03-01',
      tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'Parcelado', parcela: '3', observacao: '', banco: ITAU,
    }, 201);
    const [r1, r2] = [...recebiveis].sort((a, b) => a.parcela - b.parcela);
    const um = await post('/api/update-recebivel', { id: r2!.id, escopo: 'parcela', version: r2!.version, banco: NUBANK });
    expect(um.recebiveis.map((r) => [r.parcela, r.banco_id])).toEqual([[2, NUBANK]]);
    const todos = await post('/api/update-recebivel', { id: r1!.id, escopo: 'grupo', version: r1!.version, banco: '' });
    expect(todos.recebiveis.map((r) => r.banco_id)).toEqual([null, null, null]);
    const fantasma = await post('/api/update-recebivel', { id: r1!.id, escopo: 'parcela', version: r1!.version + 1, banco: uuidv7() }, 422);
    expect(fantasma.errors).toEqual({ banco: ['Banco não encontrado.'] });
    const lixo = await post('/api/update-recebivel', { id: r1!.id, escopo: 'parcela', version: r1!.version + 1, banco: 'itau' }, 422);
    expect(Object.keys(lixo.errors ?? {})).toEqual(['banco']);
  });
});

describe('POST /api/update-fatura', () => {
  it('edits an open bill\'s valor, vencimento and bank; refuses a paid one and a stale version', async () => {
    const id = uuidv7();
    const criada = await t.call({ method: 'POST', url: '/api/cadastro-fatura', payload: {
      id, descricao: 'Fatura Nubank', status: 'Pagar', data_pagamento: '', banco: NUBANK, valor: '500.00', vencimento: '2025-04-10',
    } });
    expect(criada.statusCode, criada.body).toBe(201);
    const res = await t.call({ method: 'POST', url: '/api/update-fatura', payload: { id, escopo: 'parcela', version: 1, valor: '512.34', vencimento: '2025-04-12', banco: ITAU } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faturas).toEqual([expect.objectContaining({ id, valor: '512.34', vencimento: '2025-04-12', banco: 'Itaú', version: 2 })]);
    const stale = await t.call({ method: 'POST', url: '/api/update-fatura', payload: { id, escopo: 'parcela', version: 1, descricao: 'X' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().atual).toMatchObject({ id, valor: '512.34' });
    const grupo = await t.call({ method: 'POST', url: '/api/update-fatura', payload: { id, escopo: 'grupo', version: 2, valor: '1.00' } });
    expect(grupo.statusCode).toBe(422);
    expect((await t.call({ method: 'PUT', url: '/api/pagar-fatura', payload: { ids: [id] } })).statusCode).toBe(200);
    const paga = await t.call({ method: 'POST', url: '/api/update-fatura', payload: { id, escopo: 'parcela', version: 3, descricao: 'Y' } });
    expect(paga.statusCode, paga.body).toBe(422);
    expect(paga.json().message).toBe('Fatura Nubank: uma fatura paga ou cancelada não pode ser editada.');
  });
});
