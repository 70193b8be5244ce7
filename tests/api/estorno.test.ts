/* Estornar (issue 31 item 4; decision 393): POST /api/estornar-pagamentos, -recebimentos,
   -faturas with `ids` and a `motivo`. The rows go back to Pagar with nothing paid, the history
   entries stay (marked estornados, with the motivo) and leave realizado; a row without a payment
   or cancelled is refused with a 422 naming it; stale versions 409; replays answer once; an
   Operador may estornar like it may pay; the audit log records the write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();
const ALUGUEL = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
  await t.database.db.insert(categorias).values({ id: ALUGUEL, descricao: 'Aluguel', dreLinha: 'despesas_operacionais' });
});
afterAll(async () => { await t.close(); });

interface Linha { id: string; id_titulo: string; status: string; valor_pago: string; data_pagamento: string | null; version: number; descricao: string }
interface Historico { id: string; valor: string; data: string; estornado_em: string | null; motivo_estorno: string | null }

const METODO: Record<string, 'PUT' | 'POST'> = { '/api/atualizar-pagamento': 'PUT', '/api/pagamento-recebiveis': 'PUT', '/api/pagar-fatura': 'PUT' };

async function post(url: string, payload: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) {
  const res = await t.call({ method: METODO[url] ?? 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { message: string; lancamentos: Linha[]; recebiveis: Linha[]; faturas: Linha[]; pagamentos?: string[] };
}

async function lancamento(descricao: string, valor: string, parcelas = 1): Promise<Linha[]> {
  return (await post('/api/cadastro-financas', {
    descricao, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor, data: '2025-03-01',
    tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: parcelas > 1 ? 'Parcelado' : 'À vista', parcela: parcelas > 1 ? String(parcelas) : '',
    categorias: ALUGUEL, tipo_lancamento: 'Pagamento', observacao: '',
  }, 201)).lancamentos;
}

async function historico(id: string, rota = '/api/get-dados-pagamento_lancamento'): Promise<Historico[]> {
  const res = await t.call({ method: 'GET', url: `${rota}?id=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payPagamento as Historico[];
}

async function saidasRealizadas(dia: string): Promise<string | undefined> {
  const res = await t.call({ method: 'GET', url: '/api/relatorios/fluxo-caixa?de=2025-03-01&ate=2025-03-31&agrupar=dia&regime=caixa' });
  expect(res.statusCode, res.body).toBe(200);
  const periodos = res.json().fluxo_caixa.periodos as { periodo: string; saidas_realizadas: string }[];
  return periodos.find((p) => p.periodo === dia)?.saidas_realizadas;
}

describe('POST /api/estornar-pagamentos', () => {
  it('a paid and a partly paid parcela go back to Pagar; their history is kept, marked, and leaves realizado', async () => {
    const [luz] = await lancamento('Conta de luz', '300.00');
    const [agua] = await lancamento('Conta de água', '200.00');
    await post('/api/atualizar-informe-pagamento', { id: luz!.id, valor: '100.00', data_pagamento: '2025-03-05' });
    await post('/api/atualizar-pagamento', { ids: [luz!.id], data_pagamento: '2025-03-07' });
    await post('/api/atualizar-informe-pagamento', { id: agua!.id, valor: '50.00', data_pagamento: '2025-03-09' });
    expect(await saidasRealizadas('2025-03-05')).toBe('100.00');

    const res = await post('/api/estornar-pagamentos', { ids: [luz!.id, agua!.id], motivo: '  Pago em duplicidade  ' });
    expect(res.message).toBe('Pagamentos estornados.');
    expect(res.lancamentos.map((l) => [l.descricao, l.status, l.valor_pago, l.data_pagamento]).sort()).toEqual([
      ['Conta de luz', 'Pagar', '0.00', null], ['Conta de água', 'Pagar', '0.00', null],
    ].sort());
    expect(res.pagamentos).toHaveLength(3);

    const h = await historico(luz!.id);
    expect(h.map((e) => [e.valor, e.data, e.motivo_estorno])).toEqual([
      ['100.00', '2025-03-05', 'Pago em duplicidade'], ['200.00', '2025-03-07', 'Pago em duplicidade'],
    ]);
    expect(h.every((e) => e.estornado_em !== null)).toBe(true);
    for (const dia of ['2025-03-05', '2025-03-07', '2025-03-09']) expect(Number(await saidasRealizadas(dia) ?? '0'), dia).toBe(0);

    // Paid again after the estorno: only the new entry is realizado; the estornados stay marked.
    await post('/api/atualizar-pagamento', { ids: [luz!.id], data_pagamento: '2025-03-20' });
    expect(await saidasRealizadas('2025-03-20')).toBe('300.00');
    const depois = await historico(luz!.id);
    expect(depois.map((e) => e.estornado_em === null)).toEqual([false, false, true]);
  });

  it('refuses a parcela without a payment (naming it by descrição and parcela) and a cancelled one, changing nothing', async () => {
    const [primeira, segunda] = await lancamento('Notebook', '600.00', 2);
    await post('/api/atualizar-pagamento', { ids: [primeira!.id], data_pagamento: '2025-03-10' });
    const sem = await post('/api/estornar-pagamentos', { ids: [primeira!.id, segunda!.id], motivo: 'Erro' }, 422);
    expect(sem.message).toBe('Notebook (2/2): não tem pagamento para estornar.');
    expect((await historico(primeira!.id)).every((e) => e.estornado_em === null)).toBe(true);

    const [multa] = await lancamento('Multa', '80.00');
    await post('/api/atualizar-lancamento', { id_titulos: [multa!.id_titulo] });
    expect((await post('/api/estornar-pagamentos', { ids: [multa!.id], motivo: 'Erro' }, 422)).message)
      .toBe('Multa: está cancelada e não pode ser estornada.');
  });

  it('requires a motivo and ids (Portuguese 422), an unknown id 404', async () => {
    const [x] = await lancamento('Internet', '99.90');
    expect((await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: '   ' }, 422)).message).toBe('Informe o motivo do estorno.');
    expect((await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'x'.repeat(501) }, 422)).message).toMatch(/500/);
    await post('/api/estornar-pagamentos', { ids: [], motivo: 'Erro' }, 422);
    await post('/api/estornar-pagamentos', { ids: [uuidv7()], motivo: 'Erro' }, 404);
  });

  it('answers 409 with the current rows when based on an older version', async () => {
    const [x] = await lancamento('Seguro', '120.00');
    const pago = (await post('/api/atualizar-pagamento', { ids: [x!.id], data_pagamento: '2025-03-10' })).lancamentos[0]!;
    const res = await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'Erro', versions: { [x!.id]: pago.version - 1 } }, 409);
    expect(res.lancamentos[0]).toMatchObject({ id: x!.id, status: 'Pago' });
    await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'Erro', versions: { [x!.id]: pago.version } });
  });

  it('a replay with the same Idempotency-Key answers the stored answer and estorna once', async () => {
    const [x] = await lancamento('Condomínio', '450.00');
    await post('/api/atualizar-pagamento', { ids: [x!.id], data_pagamento: '2025-03-10' });
    const key = uuidv7();
    const first = await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'Boleto errado' }, 200, { 'idempotency-key': key });
    const again = await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'Boleto errado' }, 200, { 'idempotency-key': key });
    expect(again).toEqual(first);
    // A new key on a row already estornado: nothing to estornar any more.
    await post('/api/estornar-pagamentos', { ids: [x!.id], motivo: 'Boleto errado' }, 422);
  });

  it('an Operador may estornar (like paying); without a session 401; the audit log names the write', async () => {
    const [x] = await lancamento('Telefone', '70.00');
    await post('/api/atualizar-pagamento', { ids: [x!.id], data_pagamento: '2025-03-10' });
    const login = 'estornadora';
    const password = `${login}-senha-longa`;
    await post('/api/cadastro-usuario', { id: uuidv7(), name: login, email: `${login}@x.com`, login, password, status: 1, perfil: 'operador' }, 201);
    const entrada = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const token = entrada.json().token as string;
    const anonimo = await t.app.inject({ method: 'POST', url: '/api/estornar-pagamentos', payload: { ids: [x!.id], motivo: 'Erro' } });
    expect(anonimo.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/estornar-pagamentos', payload: { ids: [x!.id], motivo: 'Erro' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await t.call({ method: 'GET', url: `/api/auditoria?entidade=lancamentos&registro_id=${x!.id}` });
    expect(audit.statusCode, audit.body).toBe(200);
    const alteracoes = audit.json().alteracoes as { acao: string; usuario: string }[];
    expect(alteracoes.find((a) => a.acao === 'estornar')).toMatchObject({ usuario: login });
  });
});

describe('POST /api/estornar-recebimentos', () => {
  it('a partly received parcela goes back to Pagar, its history marked with the motivo', async () => {
    const { recebiveis: [mensalidade] } = await post('/api/cadastro-recebiveis', {
      descricao: 'Mensalidade', status: 'Pagar', data_pagamento: '', valor: '600.00', data: '2025-03-01',
      tipo: 'Com Vencimento', vencimento: '2025-03-31', metodo: 'À vista', parcela: '', observacao: '',
    }, 201);
    await post('/api/atualizar-pagamento-recebiveis', { id: mensalidade!.id, valor: '100.00', data_pagamento: '2025-03-10' });
    const res = await post('/api/estornar-recebimentos', { ids: [mensalidade!.id], motivo: 'Cheque devolvido' });
    expect(res.recebiveis[0]).toMatchObject({ status: 'Pagar', valor_pago: '0.00', data_pagamento: null });
    const h = await historico(mensalidade!.id, '/api/get-dados-pagamento_recebiveis');
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ valor: '100.00', motivo_estorno: 'Cheque devolvido' });
    // The same id on the payables' route is not found: each route its own table.
    await post('/api/estornar-pagamentos', { ids: [mensalidade!.id], motivo: 'Erro' }, 404);
  });
});

describe('POST /api/estornar-faturas', () => {
  it('a paid invoice goes back to Pagar without a payment day; an open one is refused naming it', async () => {
    await t.database.db.insert(bancos).values({ id: uuidv7(), banco: 'Nubank', possuiCartao: true, credito: true, vencimento: 10 });
    const paga = uuidv7();
    const aberta = uuidv7();
    for (const [id, descricao] of [[paga, 'Fatura março'], [aberta, 'Fatura abril']] as const) {
      await post('/api/cadastro-fatura', { id, descricao, status: 'Pagar', banco: ITAU, valor: '1234.56', vencimento: '2025-03-10' }, 201);
    }
    await post('/api/pagar-fatura', { ids: [paga], data_pagamento: '2025-03-10' });
    expect((await post('/api/estornar-faturas', { ids: [paga, aberta], motivo: 'Erro' }, 422)).message)
      .toBe('Fatura abril: não tem pagamento para estornar.');
    const res = await post('/api/estornar-faturas', { ids: [paga], motivo: 'Débito em duplicidade' });
    expect(res.faturas[0]).toMatchObject({ id: paga, status: 'Pagar', data_pagamento: null });
  });
});
