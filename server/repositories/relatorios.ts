/* The rows the reports read (src/domain/relatorio-*.ts), in the very shape the client keeps in
   IndexedDB: money as integer cents, dates 'YYYY-MM-DD'. Built as JSON by the database (see
   selectWire) so 100,000 payables are one text field each. */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  CategoriaRelatorio, LancamentoRelatorio, PagamentoRelatorio,
} from '../../src/domain/relatorio-base.ts';
import { bancosEmOrdem } from '../../src/domain/saldos.ts';
import type { BancoSaldo, DadosSaldos, FaturaSaldo, RecebivelSaldo, TransferenciaSaldo } from '../../src/domain/saldos.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;
import { bancos, categorias, faturas, lancamentos, pagamentos, recebiveis, transferencias } from '../db/schema.ts';
import { selectWire } from './titulos.ts';

const l = lancamentos;
const r = recebiveis;

/** Payables; only open ones when `abertos` (the aging report reads nothing else). */
export function lancamentosRelatorio(db: Queryable, abertos = false): Promise<LancamentoRelatorio[]> {
  const where: SQL = abertos ? sql`WHERE ${l.status} = 'Pagar'` : sql``;
  return selectWire<LancamentoRelatorio>(db, sql`SELECT ${l.id} AS id, ${l.status} AS status,
    ${l.valorParcela} AS valor_parcela, ${l.valorPago} AS valor_pago, ${l.data} AS data,
    ${l.vencimento} AS vencimento, ${l.dataPagamento} AS data_pagamento, ${l.bancoId} AS banco_id,
    ${l.categoriaId} AS categoria_id, ${l.pagamento} AS pagamento, ${l.metodo} AS metodo, ${l.tributo} AS tributo,
    ${l.rateio} AS rateio
    FROM ${l} ${where}`);
}

export function recebiveisRelatorio(db: Queryable, abertos = false): Promise<RecebivelSaldo[]> {
  const where: SQL = abertos ? sql`WHERE ${r.status} = 'Pagar'` : sql``;
  return selectWire<RecebivelSaldo>(db, sql`SELECT ${r.id} AS id, ${r.status} AS status,
    ${r.valorParcela} AS valor_parcela, ${r.valorPago} AS valor_pago, ${r.data} AS data,
    ${r.vencimento} AS vencimento, ${r.dataPagamento} AS data_pagamento, ${r.metodo} AS metodo, ${r.bancoId} AS banco_id,
    ${r.rateio} AS rateio
    FROM ${r} ${where}`);
}

export function categoriasRelatorio(db: Queryable): Promise<CategoriaRelatorio[]> {
  return selectWire<CategoriaRelatorio>(db, sql`SELECT ${categorias.id} AS id,
    ${categorias.descricao} AS descricao, ${categorias.dreLinha} AS dre_linha,
    ${categorias.tributo} AS tributo FROM ${categorias}`);
}

/** The dated payment history: realizado sums these entries on their own days (decision 390). */
export function pagamentosRelatorio(db: Queryable): Promise<PagamentoRelatorio[]> {
  const p = pagamentos;
  return selectWire<PagamentoRelatorio>(db, sql`SELECT ${p.id} AS id, ${p.alvo} AS alvo, ${p.alvoId} AS alvo_id,
    ${p.valor} AS valor, ${p.data} AS data, ${p.estornadoEm} AS estornado_em FROM ${p}`);
}

/** The banks with their opening balance (issue 32, decision 402). */
export function bancosSaldo(db: Queryable): Promise<BancoSaldo[]> {
  return selectWire<BancoSaldo>(db, sql`SELECT ${bancos.id} AS id, ${bancos.banco} AS banco,
    ${bancos.saldoInicial} AS saldo_inicial, ${bancos.dataSaldoInicial} AS data_saldo_inicial FROM ${bancos}`);
}

/** Card bills: a paid one leaves its bank on its payment day (decision 402). */
export function faturasSaldo(db: Queryable): Promise<FaturaSaldo[]> {
  const f = faturas;
  return selectWire<FaturaSaldo>(db, sql`SELECT ${f.id} AS id, ${f.bancoId} AS banco_id, ${f.valor} AS valor,
    ${f.status} AS status, ${f.dataPagamento} AS data_pagamento FROM ${f}`);
}

export function transferenciasSaldo(db: Queryable): Promise<TransferenciaSaldo[]> {
  const t = transferencias;
  return selectWire<TransferenciaSaldo>(db, sql`SELECT ${t.id} AS id, ${t.de} AS de, ${t.para} AS para,
    ${t.valor} AS valor, ${t.data} AS data FROM ${t}`);
}

/** Everything `saldosEm` reads, in one read-only snapshot (banks by name: decision 408). */
export function dadosSaldos(db: Db): Promise<DadosSaldos> {
  return db.transaction(async (tx) => {
    const [bancos, lancamentos, recebiveis, faturas, pagamentos, transferencias] = await Promise.all([
      bancosSaldo(tx), lancamentosRelatorio(tx), recebiveisRelatorio(tx), faturasSaldo(tx), pagamentosRelatorio(tx), transferenciasSaldo(tx),
    ]);
    return { bancos: bancosEmOrdem(bancos), lancamentos, recebiveis, faturas, pagamentos, transferencias };
  }, { accessMode: 'read only' });
}
