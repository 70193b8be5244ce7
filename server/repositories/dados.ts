/* Lookups for forms (GET /api/get-dados) and the bank/category checks of a posting creation. */
import { asc, eq, sql } from 'drizzle-orm';
import type { BancoCartao } from '../../src/domain/credito.ts';
import { rowsOf } from '../db/migrate.ts';
import { bancos, categorias, lancamentos } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

export interface BancoLookup extends BancoCartao {
  banco: string;
}

export interface CategoriaLookup {
  id: string;
  descricao: string;
}

export interface TituloLookup {
  titulo: string;
  descricao: string;
}

/** Active banks, by name: what the forms offer. */
export function bancosAtivos(db: Db): Promise<BancoLookup[]> {
  return db.select({
    id: bancos.id, banco: bancos.banco, credito: bancos.credito, vencimento: bancos.vencimento,
    possui_cartao: bancos.possuiCartao,
  }).from(bancos).where(eq(bancos.status, true)).orderBy(asc(bancos.banco), asc(bancos.id));
}

/** Active categories, by description. */
export function categoriasAtivas(db: Db): Promise<CategoriaLookup[]> {
  return db.select({ id: categorias.id, descricao: categorias.descricao })
    .from(categorias).where(eq(categorias.status, true)).orderBy(asc(categorias.descricao), asc(categorias.id));
}

/** One entry per instalment group (titulo = id_titulo), newest group first. */
export async function titulosLancamentos(db: Db): Promise<TituloLookup[]> {
  const result = await db.execute(sql`SELECT DISTINCT ON (${lancamentos.idTitulo})
      ${lancamentos.idTitulo} AS titulo, ${lancamentos.descricao} AS descricao
    FROM ${lancamentos} ORDER BY ${lancamentos.idTitulo} DESC, ${lancamentos.parcela}`);
  return rowsOf<TituloLookup>(result);
}

/** The bank a posting names, locked against a concurrent edit of its card settings. */
export async function bancoPorId(tx: Tx, id: string): Promise<BancoLookup | null> {
  const [row] = await tx.select({
    id: bancos.id, banco: bancos.banco, credito: bancos.credito, vencimento: bancos.vencimento,
    possui_cartao: bancos.possuiCartao,
    // The card rule's closing day (decision 391).
    // Spelled out: the builder writes a lone "id" here, which the subquery would read as r.id.
    dia_fechamento: sql<number | null>`(SELECT r.dia_fechamento FROM automacao_regras r WHERE r.banco_id = bancos.id)`,
  }).from(bancos).where(eq(bancos.id, id)).for('share');
  return row ?? null;
}

/** The category a posting names (locked so it cannot be deleted under the insert). */
export async function categoriaPorId(tx: Tx, id: string): Promise<CategoriaLookup | null> {
  const [row] = await tx.select({ id: categorias.id, descricao: categorias.descricao })
    .from(categorias).where(eq(categorias.id, id)).for('share');
  return row ?? null;
}
