/* SQL for invoices (SPEC §3 Fatura). Rows carry the bank's id and, for display, its name. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { SQL } from 'drizzle-orm';
import type { Fatura } from '../../src/domain/fatura.ts';
import type { StatusTitulo } from '../../src/domain/listas.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { bancos, faturas } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;

/** A stored invoice in the domain's shape (money in cents) plus its timestamps. */
export interface FaturaRegistro extends Fatura {
  linha_digitavel: string | null;
  pix_chave: string | null;
  pix_txid: string | null;
  created_at: string;
  updated_at: string;
}

/** The wire row: money as a decimal string. */
export type FaturaRow = Omit<FaturaRegistro, 'valor'> & { valor: string };

const columns = { ...getTableColumns(faturas), bancoNome: bancos.banco };
type Selected = typeof faturas.$inferSelect & { bancoNome: string | null };

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toRegistro(r: Selected): FaturaRegistro {
  return {
    id: r.id, descricao: r.descricao, banco_id: r.bancoId ?? '', banco: r.bancoNome ?? '', valor: r.valor,
    status: r.status as Fatura['status'], vencimento: r.vencimento, data_pagamento: r.dataPagamento,
    version: r.version, created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
    linha_digitavel: r.linhaDigitavel, pix_chave: r.pixChave, pix_txid: r.pixTxid,
  };
}

export function faturaToWire(r: FaturaRegistro): FaturaRow {
  return { ...r, valor: toDecimal(r.valor) };
}

function base(db: Queryable) {
  return db.select(columns).from(faturas).leftJoin(bancos, eq(bancos.id, faturas.bancoId));
}

export async function selectFaturas(db: Queryable, where: SQL | undefined, limit: number | null): Promise<FaturaRow[]> {
  const query = base(db).where(where).orderBy(asc(faturas.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((r) => faturaToWire(toRegistro(r)));
}

/** The invoices among `ids` that exist, locked for the rest of the transaction. */
export async function faturasParaAtualizar(tx: Tx, ids: string[]): Promise<FaturaRegistro[]> {
  const rows = await base(tx).where(inArray(faturas.id, ids)).orderBy(asc(faturas.id)).for('update', { of: faturas });
  return rows.map(toRegistro);
}

export async function findFatura(db: Queryable, id: string): Promise<FaturaRegistro | null> {
  const [row] = await base(db).where(eq(faturas.id, id)).limit(1);
  return row ? toRegistro(row) : null;
}

export async function marcarPaga(tx: Tx, id: string, dataPagamento: string): Promise<void> {
  await tx.update(faturas).set({ status: 'Pago', dataPagamento }).where(eq(faturas.id, id));
}

export interface FaturaValues {
  id: string;
  descricao: string;
  bancoId: string;
  valor: number;
  status: StatusTitulo;
  vencimento: string | null;
  dataPagamento: string | null;
  linhaDigitavel?: string | null;
  pixChave?: string | null;
  pixTxid?: string | null;
}

/** Inserts the invoice; false when the id is already taken (a duplicate create). */
export async function insertFatura(tx: Tx, values: FaturaValues): Promise<boolean> {
  const inserted = await tx.insert(faturas).values(values).onConflictDoNothing({ target: faturas.id }).returning({ id: faturas.id });
  return inserted.length > 0;
}

export async function deleteFaturas(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(faturas).where(inArray(faturas.id, ids));
}
