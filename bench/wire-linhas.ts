/* Micro-bench (decision 341): reading 100,000 wire payables on the device — the plain money
   conversion against valibot parsing with the wire schema. `node --import tsx bench/wire-linhas.ts` */
import * as v from 'valibot';
import { WIRE } from '../src/domain/wire-linhas.ts';
import { fromWire } from '../src/data/wire.ts';
const row = (i: number) => ({ id: `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`, id_titulo: '0190a0b0-0000-7000-8000-000000000001', descricao: 'Conta de luz ' + i, quant_parcela: 1, parcela: 1, valor: '1234.56', valor_parcela: '1234.56', valor_pago: '0.00', data: '2026-01-15', status: 'Aberto', tipo: 'Data', vencimento: '2026-02-10', data_pagamento: null, data_cancelamento: null, observacao: null, metodo: 'Boleto', pagamento: 'Boleto', tipo_compra: 'A vista', banco_id: null, banco: null, categoria_id: null, categoria: null, linha_digitavel: null, pix_chave: null, pix_txid: null, historico_id: null, tributo: false, version: 1, created_at: '2026-01-15T10:00:00.000Z', updated_at: '2026-01-15T10:00:00.000Z', vencimento_efetivo: '2026-02-10' });
const rows = Array.from({ length: 100000 }, (_, i) => row(i));
for (let k = 0; k < 3; k++) {
  let t = performance.now(); for (const r of rows) fromWire('lancamentos', r); const a = performance.now() - t;
  t = performance.now(); for (const r of rows) v.parse(WIRE.lancamentos, r); const b = performance.now() - t;
  t = performance.now(); for (const r of rows) v.is(WIRE.lancamentos, r); const c = performance.now() - t;
  console.log(`fromWire(current) ${a.toFixed(0)} ms; v.parse ${b.toFixed(0)} ms; v.is ${c.toFixed(0)} ms`);
}
