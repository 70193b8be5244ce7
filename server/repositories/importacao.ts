/* SQL of the card CSV import: the registered banks (to match names) and the bulk insert of the
   imported payables. 50,000 lines go in one transaction as a few statements. */
import type { EstadoAprovacao } from '../../src/domain/listas.ts';
import { asc, sql } from 'drizzle-orm';
import type { BancoImportacao } from '../../src/domain/importacao.ts';
import { bancos, lancamentos } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';

/**
 * Every bank, active ones last so that a name shared with an inactive bank finds the active
 * one (the domain indexes by name, the last wins). Locked so none is deleted under the insert.
 */
export function selectBancosImportacao(tx: Tx): Promise<BancoImportacao[]> {
  return tx.select({
    id: bancos.id, banco: bancos.banco, possui_cartao: bancos.possuiCartao, credito: bancos.credito, vencimento: bancos.vencimento,
    // The closing day of the card's automation rule (decision 391), as the banks' wire has it.
    dia_fechamento: sql<number | null>`(SELECT r.dia_fechamento FROM automacao_regras r WHERE r.banco_id = bancos.id)`,
  }).from(bancos).orderBy(asc(bancos.status), asc(bancos.id)).for('share');
}

/** One imported posting: a single instalment, its own group (id_titulo = id). Money in cents. */
export interface LancamentoImportado {
  id: string;
  descricao: string;
  banco_id: string;
  valor: number;
  data: string;
  vencimento: string;
  pagamento: string;
  tipo_compra: string;
  status: string;
  tipo: string;
  metodo: string;
  /** The alçada's state (decision 439): an Operador's line at or above the limit waits. */
  aprovacao: EstadoAprovacao | null;
}

/**
 * Rows per statement. Each batch travels as ONE json parameter expanded by json_to_recordset:
 * measured 4x faster on PostgreSQL than a multi-row VALUES list (whose SQL text and parameter
 * array dominate the cost), and faster on PGlite too (docs/decisions/051-importacao-cartao.md).
 */
export const BATCH_SIZE = 10_000;

export async function insertLancamentosImportados(tx: Tx, rows: readonly LancamentoImportado[]): Promise<void> {
  const columns = ['id', 'id_titulo', 'descricao', 'banco_id', 'valor', 'valor_parcela', 'valor_pago', 'data', 'vencimento',
    'pagamento', 'tipo_compra', 'status', 'tipo', 'metodo', 'quant_parcela', 'parcela', 'aprovacao'].map((name) => sql.identifier(name));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    await tx.execute(sql`INSERT INTO ${lancamentos} (${sql.join(columns, sql`, `)})
      SELECT v.id, v.id, v.descricao, v.banco_id, v.valor, v.valor, 0, v.data, v.vencimento,
        v.pagamento, v.tipo_compra, v.status, v.tipo, v.metodo, 1, 1, v.aprovacao
      FROM json_to_recordset(${batch}::json) AS v(id uuid, descricao text, banco_id uuid, valor bigint, data date,
        vencimento date, pagamento text, tipo_compra text, status text, tipo text, metodo text, aprovacao text)`);
  }
}
