/* SQL for income entries and reserves (SPEC §3 Entrada/reserva). Rows carry the optional bank's
   id and, for display, its name. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { SQL } from 'drizzle-orm';
import type { Entrada } from '../../src/domain/entrada.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { bancos, entradas } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;

/** A stored entry in the domain's shape (money in cents) plus its timestamps. */
export interface EntradaRegistro extends Entrada {
  created_at: string;
  updated_at: string;
}

export type EntradaRow = Omit<EntradaRegistro, 'valor_inicial' | 'valor_final'> & { valor_inicial: string; valor_final: string };

const columns = { ...getTableColumns(entradas), bancoNome: bancos.banco };
type Selected = typeof entradas.$inferSelect & { bancoNome: string | null };

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toRegistro(r: Selected): EntradaRegistro {
  return {
    id: r.id, descricao: r.descricao, valor_inicial: r.valorInicial, valor_final: r.valorFinal, data: r.data,
    status: r.status as Entrada['status'], tipo: r.tipo as Entrada['tipo'], observacao: r.observacao,
    banco_id: r.bancoId, banco: r.bancoNome, id_titulo: r.idTitulo, version: r.version,
    created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  };
}

export function entradaToWire(r: EntradaRegistro): EntradaRow {
  return { ...r, valor_inicial: toDecimal(r.valor_inicial), valor_final: toDecimal(r.valor_final) };
}

function base(db: Queryable) {
  return db.select(columns).from(entradas).leftJoin(bancos, eq(bancos.id, entradas.bancoId));
}

export async function selectEntradas(db: Queryable, where: SQL | undefined, limit: number | null): Promise<EntradaRow[]> {
  const query = base(db).where(where).orderBy(asc(entradas.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r) => entradaToWire(toRegistro(r)));
}

export async function findEntrada(db: Queryable, id: string): Promise<EntradaRegistro | null> {
  const [row] = await base(db).where(eq(entradas.id, id)).limit(1);
  return row ? toRegistro(row) : null;
}

/** The entries among `ids` that exist, locked for the rest of the transaction. */
export async function entradasParaAtualizar(tx: Tx, ids: string[]): Promise<EntradaRegistro[]> {
  const rows = await base(tx).where(inArray(entradas.id, ids)).orderBy(asc(entradas.id)).for('update', { of: entradas });
  return rows.map(toRegistro);
}

/** Inserts the entry; false when the id is already taken (a duplicate create). */
export async function insertEntrada(tx: Tx, row: Entrada): Promise<boolean> {
  const inserted = await tx.insert(entradas).values({
    id: row.id, descricao: row.descricao, valorInicial: row.valor_inicial, valorFinal: row.valor_final, data: row.data,
    status: row.status, tipo: row.tipo, observacao: row.observacao, bancoId: row.banco_id, idTitulo: row.id_titulo,
  }).onConflictDoNothing({ target: entradas.id }).returning({ id: entradas.id });
  return inserted.length > 0;
}

export async function setValorFinalEntrada(tx: Tx, id: string, valorFinal: number): Promise<void> {
  await tx.update(entradas).set({ valorFinal }).where(eq(entradas.id, id));
}

export async function setStatusEntradas(tx: Tx, ids: string[], status: Entrada['status']): Promise<void> {
  await tx.update(entradas).set({ status }).where(inArray(entradas.id, ids));
}

export async function deleteEntradas(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(entradas).where(inArray(entradas.id, ids));
}
