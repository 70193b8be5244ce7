/* Card parcelas through the route (issue 31, item 6; decision 391): anchored on the card's due
   day, and with a closing day (the bank's automation rule) due with the bill they belong to. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { automacaoRegras, bancos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const DIA_31 = uuidv7();
const FECHA_25 = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(bancos).values([
    { id: DIA_31, banco: 'Cartão 31', possuiCartao: true, credito: true, debito: false, vencimento: 31 },
    { id: FECHA_25, banco: 'Cartão fecha 25', possuiCartao: true, credito: true, debito: false, vencimento: 5 },
  ]);
});
afterAll(async () => { await t.close(); });

async function comprar(banco: string, data: string, parcelas: number): Promise<string[]> {
  const res = await t.call({
    method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: 'Notebook', status: 'Pagar', data_pagamento: '', pagamento: 'Crédito', banco, valor: '1000.00', data,
      tipo: 'Sem Vencimento', vencimento: '', metodo: 'Parcelado', parcela: String(parcelas), categorias: '',
      tipo_lancamento: 'Compra', observacao: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const rows = (res.json() as { lancamentos: { parcela: number; vencimento: string }[] }).lancamentos;
  return [...rows].sort((a, b) => a.parcela - b.parcela).map((r) => r.vencimento);
}

async function bancoWire(id: string) {
  const res = await t.call({ method: 'GET', url: '/api/bancos' });
  return (res.json() as { bancos: { id: string; dia_fechamento?: number | null; version: number }[] }).bancos.find((b) => b.id === id)!;
}

describe('card parcelas', () => {
  it('due day 31, bought on 20/01 in 4×: 28/02, 31/03, 30/04, 31/05', async () => {
    expect(await comprar(DIA_31, '2025-01-20', 4)).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
  });

  it('with a closing day, a purchase after it is in the next bill and each parcela is due with its bill', async () => {
    const antes = await bancoWire(FECHA_25);
    expect(antes.dia_fechamento).toBeNull();
    await t.database.db.insert(automacaoRegras).values({ id: uuidv7(), bancoId: FECHA_25, diaFechamento: 25 });
    // The rule touched its bank: a delta pull brings the closing day to the device.
    const depois = await bancoWire(FECHA_25);
    expect(depois).toMatchObject({ dia_fechamento: 25, version: antes.version + 1 });
    expect(await comprar(FECHA_25, '2025-01-25', 2)).toEqual(['2025-02-05', '2025-03-05']);
    expect(await comprar(FECHA_25, '2025-01-26', 2)).toEqual(['2025-03-05', '2025-04-05']);
  });
});
