/* Payables on the real server for the first-download tests (pull-stream, pull-feed): a bank and
   one 12-instalment purchase per date, made through the server's own route. */
import { expect } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../../server/db/schema.ts';
import type { UsoDoServidorReal } from '../real-server.ts';

export async function semearComprasParceladas(uso: UsoDoServidorReal, banco: string, datas: readonly string[]): Promise<void> {
  await uso.server.database.db.insert(bancos).values({ id: banco, banco: 'Itaú', possuiCartao: false });
  for (const data of datas) {
    const res = await uso.server.call({ method: 'POST', url: '/api/cadastro-financas', payload: {
      descricao: `Compra ${data}`, status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '120.00', data,
      tipo: 'Com Vencimento', vencimento: '2025-07-05', metodo: 'Parcelado', parcela: '12', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
    } });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** Seeds those purchases (at a new bank) the first time it is called in a file, then does nothing. */
export function semearUmaVez(uso: UsoDoServidorReal, datas: readonly string[], banco: string = uuidv7()): () => Promise<void> {
  let feito: Promise<void> | null = null;
  return () => (feito ??= semearComprasParceladas(uso, banco, datas));
}
