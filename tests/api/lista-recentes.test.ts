/* Decision 291: a device's first download asks for the newest rows first (`?recentes=n`), so the
   list paints its first page while the rest streams. The answer is the list's first n rows in
   list order (date descending, then id descending, as the device sorts), with the same fields as
   the full list; ties on the n-th date are cut exactly at n; bad values are a Portuguese 422. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const ITAU = uuidv7();
interface Row { id: string; data: string; descricao: string; vencimento_efetivo: string | null }
interface Body { cursor: string; lancamentos: Row[]; recentes?: boolean }

function newestFirst(a: Row, b: Row): number {
  return a.data < b.data ? 1 : a.data > b.data ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: ITAU, banco: 'Itaú', possuiCartao: false });
  // Dates out of creation order, several rows on the same date (ties across the cut).
  const datas = ['2025-03-05', '2025-01-10', '2025-06-30', '2025-06-30', '2025-02-01', '2025-06-30', '2024-12-31', '2025-05-15', '2025-06-30', '2025-04-01'];
  for (const [i, data] of datas.entries()) {
    const res = await t.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: `Conta ${i}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: ITAU, valor: '10.00', data,
      tipo: 'Com Vencimento', vencimento: '2025-07-05', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    } });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 60_000);
afterAll(async () => { await t.close(); });

describe('GET /api/lancamentos?recentes=n', () => {
  it('answers the newest n rows in list order, as the full list has them', async () => {
    const full = ((await t.call({ method: 'GET', url: '/api/lancamentos' })).json() as Body).lancamentos;
    for (const n of [1, 3, 5, 10, 50]) {
      const res = await t.call({ method: 'GET', url: `/api/lancamentos?recentes=${n}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Body;
      expect(body.recentes).toBe(true);
      expect(body.cursor).toMatch(/^\d+$/);
      expect(body.lancamentos).toEqual([...full].sort(newestFirst).slice(0, n));
    }
  });

  it('refuses a count out of range or not a number, in Portuguese', async () => {
    for (const bad of ['0', '501', 'abc', '-1', '1e3']) {
      const res = await t.call({ method: 'GET', url: `/api/lancamentos?recentes=${bad}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/[Dd]ados/);
    }
  });

  it('is not offered by lists without a date order: the usual body', async () => {
    const body = (await t.call({ method: 'GET', url: '/api/bancos?recentes=5' })).json() as Record<string, unknown>;
    expect(body.recentes).toBeUndefined();
    expect(Array.isArray(body.bancos)).toBe(true);
  });
});
