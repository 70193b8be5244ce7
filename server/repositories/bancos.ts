/* SQL for banks (SPEC §3 Banco). Bank names are joined into other lists by id, so a bank in use
   by any posting, invoice, entry or investment is never deleted (decision 032). */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayOf, inArray } from '../db/in-list.ts';
import { TABELAS_COM_BANCO } from '../../src/domain/banco.ts';
import type { Banco, TabelaComBanco } from '../../src/domain/banco.ts';
import { rowsOf } from '../db/migrate.ts';
import {
  bancos, entradas, extratos, faturas, fundos, investimentos, lancamentos, operacoes, recebiveis, recorrencias, transferencias,
} from '../db/schema.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import type { Db, Tx } from '../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgError } from '../db/pg-error.ts';

type Queryable = Db | Tx;

/** A bank as the API sends it: the domain row plus its version and timestamps. */
export type BancoRow = Omit<Banco, 'saldo_inicial'> & {
  /** Wire money: a dot decimal in reais. */
  saldo_inicial: string; version: number; created_at: string; updated_at: string;
};

type Selected = typeof bancos.$inferSelect;

// Database text timestamps ('2024-01-01 12:00:00.1+00') become ISO-8601, which every browser parses.
const iso = (ts: string) => new Date(ts).toISOString();

function toWire(r: Selected): BancoRow {
  return {
    id: r.id, banco: r.banco, status: r.status, possui_cartao: r.possuiCartao, credito: r.credito,
    debito: r.debito, vencimento: r.vencimento, saldo_inicial: toDecimal(r.saldoInicial), data_saldo_inicial: r.dataSaldoInicial,
    version: r.version,
    created_at: iso(r.createdAt), updated_at: iso(r.updatedAt),
  };
}

const b = bancos;

/** Wire rows matching `where`, in id order, up to `limit` (null: all); formatted by the database like toWire. */
const COLUNAS = colunasWire<WireEntrada<'bancos'>>()({
  id: b.id, banco: b.banco, status: b.status, possui_cartao: b.possuiCartao, credito: b.credito, debito: b.debito,
  vencimento: b.vencimento, saldo_inicial: decimalSql(b.saldoInicial), data_saldo_inicial: diaSql(b.dataSaldoInicial),
  version: b.version, created_at: isoSql(b.createdAt), updated_at: isoSql(b.updatedAt),
  // A rule change touches its bank (migration 0023), so delta pulls carry the new closing day.
  dia_fechamento: sql<number | null>`(SELECT r.dia_fechamento FROM automacao_regras r WHERE r.banco_id = ${b.id})`,
});

/** Wire rows matching `where`, in id order, up to `limit` (null: all); formatted by the database like toWire. */
export const selectBancos = wireSelect<BancoRow>((where, limit) => sql`SELECT ${COLUNAS} FROM ${b}
  ${whereOrderLimit(b.id, where, limit)}`);

export async function findBanco(db: Queryable, id: string, forUpdate = false): Promise<BancoRow | null> {
  const query = db.select().from(bancos).where(eq(bancos.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toWire(row) : null;
}

/** Every bank's id and name, for the duplicate-name check (banks are few). */
export async function nomesBancos(db: Queryable): Promise<{ id: string; nome: string }[]> {
  return db.select({ id: bancos.id, nome: bancos.banco }).from(bancos);
}

/**
 * Serialises bank creations and renames until the transaction ends, so two requests cannot both
 * pass the duplicate-name check.
 */
export async function lockNomesBancos(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('fluxo:bancos:nome', 0))`);
}

export interface BancoValues {
  id: string;
  banco: string;
  status: boolean;
  possuiCartao: boolean;
  credito: boolean;
  debito: boolean;
  vencimento: number | null;
  saldoInicial: number;
  dataSaldoInicial: string | null;
}

/** Inserts the bank; null when the id is already taken (a duplicate create). */
export async function insertBanco(db: Queryable, values: BancoValues): Promise<BancoRow | null> {
  const [row] = await db.insert(bancos).values(values).onConflictDoNothing({ target: bancos.id }).returning();
  return row ? toWire(row) : null;
}

export async function updateBanco(
  db: Queryable, id: string, values: Pick<BancoValues, 'banco' | 'status'> & Partial<Pick<BancoValues, 'saldoInicial' | 'dataSaldoInicial'>>,
): Promise<BancoRow | null> {
  const [row] = await db.update(bancos).set(values).where(eq(bancos.id, id)).returning();
  return row ? toWire(row) : null;
}

/** The table of each collection that names a bank (the list is the domain's). */
/** The column of each TABELAS_COM_BANCO table that names the bank (a table missing is a type error). */
const COM_BANCO = {
  lancamentos: [lancamentos.bancoId], faturas: [faturas.bancoId], entradas: [entradas.bancoId], investimentos: [investimentos.bancoId],
  fundos: [fundos.bancoId], extratos: [extratos.bancoId], operacoes: [operacoes.corretoraId],
  recebiveis: [recebiveis.bancoId], transferencias: [transferencias.de, transferencias.para],
  recorrencias: [recorrencias.bancoId],
} satisfies Record<TabelaComBanco, AnyPgColumn[]>;

/** Of `ids`, those referenced by any row of TABELAS_COM_BANCO (postings, invoices, entries, investments, funds, statements, trades). */
export async function bancosEmUso(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql`SELECT unnest(${arrayOf(ids, 'uuid')})`;
  const usos = (Object.keys(TABELAS_COM_BANCO) as TabelaComBanco[]).flatMap((nome) => COM_BANCO[nome].map((coluna) =>
    sql`SELECT ${coluna} AS banco_id FROM ${coluna.table} WHERE ${coluna} IN (${list})`));
  const result = await db.execute(sql`SELECT DISTINCT banco_id AS id FROM (${sql.join(usos, sql` UNION ALL `)}) usados`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** Deletes the banks (tombstones come from the trigger); returns how many existed. */
export async function deleteBancos(db: Queryable, ids: string[]): Promise<number> {
  const deleted = await db.delete(bancos).where(inArray(bancos.id, ids)).returning({ id: bancos.id });
  return deleted.length;
}

/**
 * True when a statement failed on a foreign key (PostgreSQL code 23503): a row referencing the
 * bank or category was written concurrently. Drizzle wraps driver errors in `cause`.
 */
export function foreignKeyViolation(error: unknown): boolean {
  return pgError(error, PG_FOREIGN_KEY_VIOLATION) !== null;
}
