/* SQL for investments (SPEC §3 Investimento). Rows carry the optional bank's
   id and, for display, its name. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { SQL } from 'drizzle-orm';
import type { Investimento } from '../../src/domain/investimento.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { bancos, investimentos } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;

/** A stored investment in the domain's shape (money in cents) plus its timestamps. */
export interface InvestimentoRegistro extends Investimento {
  created_at: string;
  updated_at: string;
}

export type InvestimentoRow = Omit<InvestimentoRegistro, 'valor_inicial' | 'valor_final'> & { valor_inicial: string; valor_final: string };

const columns = { ...getTableColumns(investimentos), bancoNome: bancos.banco };
type Selected = typeof investimentos.$inferSelect & { bancoNome: string | null };

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toRegistro(r: Selected): InvestimentoRegistro {
  return {
    id: r.id, descricao: r.descricao, valor_inicial: r.valorInicial, valor_final: r.valorFinal, data: r.data,
    status: r.status as Investimento['status'], observacao: r.observacao,
    banco_id: r.bancoId, banco: r.bancoNome, version: r.version,
    created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  };
}

export function investimentoToWire(r: InvestimentoRegistro): InvestimentoRow {
  return { ...r, valor_inicial: toDecimal(r.valor_inicial), valor_final: toDecimal(r.valor_final) };
}

function base(db: Queryable) {
  return db.select(columns).from(investimentos).leftJoin(bancos, eq(bancos.id, investimentos.bancoId));
}

export async function selectInvestimentos(db: Queryable, where: SQL | undefined, limit: number | null): Promise<InvestimentoRow[]> {
  const query = base(db).where(where).orderBy(asc(investimentos.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r) => investimentoToWire(toRegistro(r)));
}

export async function findInvestimento(db: Queryable, id: string): Promise<InvestimentoRegistro | null> {
  const [row] = await base(db).where(eq(investimentos.id, id)).limit(1);
  return row ? toRegistro(row) : null;
}

/** The investments among `ids` that exist, locked for the rest of the transaction. */
export async function investimentosParaAtualizar(tx: Tx, ids: string[]): Promise<InvestimentoRegistro[]> {
  const rows = await base(tx).where(inArray(investimentos.id, ids)).orderBy(asc(investimentos.id)).for('update', { of: investimentos });
  return rows.map(toRegistro);
}

/** Inserts the investment; false when the id is already taken (a duplicate create). */
export async function insertInvestimento(tx: Tx, row: Investimento): Promise<boolean> {
  const inserted = await tx.insert(investimentos).values({
    id: row.id, descricao: row.descricao, valorInicial: row.valor_inicial, valorFinal: row.valor_final, data: row.data,
    status: row.status, observacao: row.observacao, bancoId: row.banco_id,
  }).onConflictDoNothing({ target: investimentos.id }).returning({ id: investimentos.id });
  return inserted.length > 0;
}

export async function setValorFinalInvestimento(tx: Tx, id: string, valorFinal: number): Promise<void> {
  await tx.update(investimentos).set({ valorFinal }).where(eq(investimentos.id, id));
}

export async function setStatusInvestimentos(tx: Tx, ids: string[], status: Investimento['status']): Promise<void> {
  await tx.update(investimentos).set({ status }).where(inArray(investimentos.id, ids));
}

export async function deleteInvestimentos(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(investimentos).where(inArray(investimentos.id, ids));
}
