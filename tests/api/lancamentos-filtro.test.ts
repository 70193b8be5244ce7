/* The filter endpoints must return exactly what the client's local filter (the domain predicate)
   returns on the same rows, for every kind of criterion. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { FiltroSchema, aplicarFiltro } from '../../src/domain/filtro.ts';
import { validate } from '../../src/domain/validation.ts';
import { bancos, categorias } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCO = uuidv7();
const MERCADO = uuidv7();
const LAZER = uuidv7();

interface Row { id: string; id_titulo: string; parcela: number; data: string; vencimento: string | null; data_pagamento: string | null; status: 'Pagar' | 'Pago' | 'D.P.C' | 'Cancelado'; metodo: 'À vista' | 'Parcelado' | 'Indefinido'; categoria_id?: string | null }

const BASE = { descricao: 'Item', pagamento: 'Pix', banco: BANCO, tipo_lancamento: 'Compra', observacao: '' };
const VARIANTES: Record<string, unknown>[] = [
  { status: 'Pagar', valor: '10.00', data: '2025-01-10', tipo: 'Com Vencimento', vencimento: '2025-01-31', metodo: 'À vista', categorias: MERCADO },
  { status: 'Pago', data_pagamento: '2025-02-03', valor: '20.00', data: '2025-02-01', tipo: 'Sem Vencimento', metodo: 'Indefinido', categorias: '' },
  { status: 'Pagar', valor: '90.00', data: '2025-02-15', tipo: 'Com Vencimento', vencimento: '2025-03-01', metodo: 'Parcelado', parcela: 3, categorias: LAZER },
  { status: 'Pago', data_pagamento: '2025-03-20', valor: '35.50', data: '2025-03-18', tipo: 'Com Vencimento', vencimento: '2025-03-25', metodo: 'À vista', categorias: LAZER },
  { status: 'Pagar', valor: '12.00', data: '2025-04-01', tipo: 'Sem Vencimento', metodo: 'À vista', categorias: '' },
  { status: 'Pagar', valor: '44.00', data: '2025-04-30', tipo: 'Com Vencimento', vencimento: '2025-05-30', metodo: 'Parcelado', parcela: 2, categorias: MERCADO },
  { status: 'Pagar', valor: '15.00', data: '2025-05-05', tipo: 'Sem Vencimento', metodo: 'À vista', categorias: '', pagamento: 'Boleto' },
];

const FILTROS: Record<string, unknown>[] = [
  { data1: '2025-02-01', data2: '2025-03-31' },
  { data1: '2025-01-01', data2: '2025-12-31', status: ['Pagar'] },
  { data1: '2025-01-01', data2: '2025-12-31', status: 'Cancelado,Pago' },
  { vencimento1: '2025-03-01', vencimento2: '2025-05-31' },
  { semVencimento: '1' },
  { semVencimento: true, vencimento1: '2025-03-01', vencimento2: '2025-01-01' },
  { data_pagamento1: '2025-02-01', data_pagamento2: '2025-03-31' },
  { semPagamento: 1, metodo: ['Parcelado'] },
  { data1: '2025-01-01', data2: '2025-12-31', metodo: ['à vista', 'Indefinido'] },
  { data1: '2025-01-01', data2: '2025-12-31', categoria: ['Sem Categoria'] },
  { data1: '2025-01-01', data2: '2025-12-31', categoria: JSON.stringify([LAZER, 'sem categoria']) },
  { data1: '2025-04-01', data2: '2025-04-01' },
  { data_pagamento1: '2030-01-01', data_pagamento2: '2030-01-31' },
  // Issue 33: by Pagamento and by Banco (payables only; receivables have neither).
  { data1: '2025-01-01', data2: '2025-12-31', pagamento: ['Boleto'] },
  { data1: '2025-01-01', data2: '2025-12-31', banco: [BANCO], pagamento: 'Pix' },
  { data1: '2025-01-01', data2: '2025-12-31', banco: JSON.stringify([uuidv7()]) },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: BANCO, banco: 'Banco do Brasil', possuiCartao: false });
  await t.database.db.insert(categorias).values([{ id: MERCADO, descricao: 'Mercado' }, { id: LAZER, descricao: 'Lazer' }]);
  for (const variante of VARIANTES) {
    const payload = { ...BASE, ...variante };
    for (const url of ['/api/cadastro-financas', '/api/cadastro-recebiveis']) {
      const res = await t.call({ method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
  // Change states so every status appears: pay one instalment, cancel a group.
  for (const [list, pay, cancel] of [
    ['lancamentos', '/api/atualizar-pagamento', '/api/atualizar-lancamento'],
    ['recebiveis', '/api/pagamento-recebiveis', '/api/atualizar-recebiveis'],
  ] as const) {
    const rows = (await t.call({ method: 'GET', url: `/api/${list}` })).json()[list] as Row[];
    const parcelado = rows.filter((r) => r.metodo === 'Parcelado' && r.data === '2025-02-15');
    await t.call({ method: 'PUT', url: pay, payload: { ids: [parcelado.find((r) => r.parcela === 2)!.id] } });
    const cancelar = rows.find((r) => r.data === '2025-04-01')!;
    await t.call({ method: 'POST', url: cancel, payload: { id_titulos: [cancelar.id_titulo] } });
  }
});
afterAll(async () => { await t.close(); });

describe.each([
  ['lancamentos', '/api/filtro/lancamentos'],
  ['recebiveis', '/api/filtro/recebiveis'],
] as const)('POST %s filter', (list, url) => {
  it('returns exactly the rows the domain filter keeps, for every kind of criterion', async () => {
    const rows = (await t.call({ method: 'GET', url: `/api/${list}` })).json()[list] as Row[];
    expect(rows.length).toBe(10);
    let nonEmpty = 0;
    for (const payload of FILTROS) {
      const parsed = validate(FiltroSchema, payload);
      if (!parsed.ok) throw new Error(`${JSON.stringify(payload)}: ${parsed.message}`);
      const expected = aplicarFiltro(rows, parsed.value).map((r) => r.id).sort();
      const res = await t.call({ method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      const got = (res.json().filtro_lancamento as Row[]).map((r) => r.id).sort();
      expect(got, JSON.stringify(payload)).toEqual(expected);
      if (expected.length > 0 && expected.length < rows.length) nonEmpty++;
    }
    // The data really discriminates: most filters keep some rows and drop others. Payables: the
    // 2030 one and the unknown bank keep none. Receivables have no category, bank or Pagamento,
    // so those five filters keep them all, and the 2030 one keeps none.
    expect(nonEmpty).toBeGreaterThanOrEqual(FILTROS.length - (list === 'lancamentos' ? 2 : 6));
  });

  it('answers full rows, as the list sends them', async () => {
    const res = await t.call({ method: 'POST', url, payload: { data1: '2025-03-18', data2: '2025-03-18' } });
    expect(res.json().filtro_lancamento).toHaveLength(1);
    expect(res.json().filtro_lancamento[0]).toMatchObject({ valor: '35.50', status: 'Pago', data_pagamento: '2025-03-20', version: 1 });
  });

  it.each([
    [{}, 'Selecione pelo menos um campo para filtrar.'],
    [{ status: ['Pagar'] }, 'Preencha o Período.'],
    [{ data1: '2025-01-01' }, 'Preencha ambas as datas do Período.'],
    [{ vencimento2: '2025-01-01' }, 'Preencha ambas as datas de Vencimento.'],
    [{ data_pagamento1: '2025-01-01' }, 'Preencha ambas as datas do Pagamento.'],
    [{ data1: '2025-02-01', data2: '2025-01-01' }, 'A data final do Período de Cadastro não pode ser menor que a inicial.'],
    [{ vencimento1: '2025-02-01', vencimento2: '2025-01-01' }, 'A data final do Vencimento não pode ser menor que a inicial.'],
    [{ data_pagamento1: '2025-02-01', data_pagamento2: '2025-01-01' }, 'A data final do Pagamento não pode ser menor que a inicial.'],
    [{ data1: '2025-01-01', data2: '2025-02-01', status: ['Vencido'] }, 'Opção inválida.'],
  ])('refuses %j with 422: %s', async (payload, message) => {
    const res = await t.call({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toBeTypeOf('object');
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { semVencimento: 1 } })).statusCode).toBe(401);
  });
});
