/* SQL of Editar (decision 395): the target's whole group, locked, as the domain rule reads it
   (money in cents), and the edited fields written back (the trigger bumps version and audits). */
import { eq } from 'drizzle-orm';
import type { LinhaEdicao, LinhaRecebivel } from '../../src/domain/editar-titulo.ts';
import type { Lancamento } from '../../src/domain/lancamento.ts';
import { bancos, categorias, faturas, lancamentos, recebiveis } from '../db/schema.ts';
import type { Fatura } from '../../src/domain/fatura.ts';
import type { Tx } from '../db/client.ts';
import type { TituloTable } from './titulos.ts';

export type LinhaEdicaoServidor = LinhaEdicao & { version: number };
export type LinhaLancamentoServidor = LinhaEdicaoServidor
  & Pick<Lancamento, 'pagamento' | 'tipo_compra' | 'banco_id' | 'banco' | 'categoria_id' | 'categoria' | 'aprovacao'>;

function colunas(t: TituloTable) {
  return {
    id: t.id, id_titulo: t.idTitulo, descricao: t.descricao, parcela: t.parcela, quant_parcela: t.quantParcela,
    status: t.status, valor: t.valor, valor_parcela: t.valorParcela, valor_pago: t.valorPago, data: t.data,
    tipo: t.tipo, vencimento: t.vencimento, observacao: t.observacao, rateio: t.rateio, version: t.version,
  };
}

async function grupoDe(tx: Tx, table: TituloTable, id: string): Promise<string | null> {
  const [row] = await tx.select({ id_titulo: table.idTitulo }).from(table as typeof lancamentos).where(eq(table.id, id));
  return row?.id_titulo ?? null;
}

/** Every parcela of the receivable `id`'s group, locked for the edit; empty when `id` is unknown. */
export async function grupoRecebivel(tx: Tx, id: string): Promise<(LinhaEdicaoServidor & LinhaRecebivel)[]> {
  const titulo = await grupoDe(tx, recebiveis, id);
  if (!titulo) return [];
  return tx.select({ ...colunas(recebiveis), banco_id: recebiveis.bancoId }).from(recebiveis).where(eq(recebiveis.idTitulo, titulo))
    .orderBy(recebiveis.parcela).for('update');
}

/** Every parcela of the payable `id`'s group (with its bank and category names), locked. */
export async function grupoLancamento(tx: Tx, id: string): Promise<LinhaLancamentoServidor[]> {
  const titulo = await grupoDe(tx, lancamentos, id);
  if (!titulo) return [];
  const l = lancamentos;
  const rows = await tx.select({
    ...colunas(l), pagamento: l.pagamento, tipo_compra: l.tipoCompra, banco_id: l.bancoId, banco: bancos.banco,
    categoria_id: l.categoriaId, categoria: categorias.descricao, aprovacao: l.aprovacao,
  }).from(l)
    .leftJoin(bancos, eq(bancos.id, l.bancoId))
    .leftJoin(categorias, eq(categorias.id, l.categoriaId))
    .where(eq(l.idTitulo, titulo)).orderBy(l.parcela).for('update', { of: l });
  return rows.map((row) => ({ ...row, banco_id: row.banco_id ?? '', banco: row.banco ?? '' }));
}

function camposComuns(row: LinhaEdicao) {
  return {
    descricao: row.descricao, observacao: row.observacao, valor: row.valor, valorParcela: row.valor_parcela,
    vencimento: row.vencimento, tipo: row.tipo, rateio: row.rateio ?? null,
  };
}

export async function salvarRecebiveis(tx: Tx, rows: readonly LinhaRecebivel[]): Promise<void> {
  for (const row of rows) await tx.update(recebiveis).set({ ...camposComuns(row), bancoId: row.banco_id }).where(eq(recebiveis.id, row.id));
}

export async function salvarLancamentos(tx: Tx, rows: readonly LinhaLancamentoServidor[]): Promise<void> {
  for (const row of rows) {
    await tx.update(lancamentos).set({
      ...camposComuns(row), pagamento: row.pagamento, tipoCompra: row.tipo_compra,
      bancoId: row.banco_id === '' ? null : row.banco_id, categoriaId: row.categoria_id,
    }).where(eq(lancamentos.id, row.id));
  }
}

/** An edited bill's fields (decision 395). */
export async function salvarFatura(tx: Tx, row: Pick<Fatura, 'id' | 'descricao' | 'banco_id' | 'valor' | 'vencimento'>): Promise<void> {
  await tx.update(faturas).set({ descricao: row.descricao, bancoId: row.banco_id, valor: row.valor, vencimento: row.vencimento })
    .where(eq(faturas.id, row.id));
}
