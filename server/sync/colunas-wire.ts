/* The column list of a wire select, typed by the collection's wire row (decision 343): every
   field of the row must be named, nothing else may be, and each expression's type (a Drizzle
   column, nullable unless NOT NULL, or an `sql<T>` fragment) must fit the field. So a select
   that forgets a column, adds one the domain's wire schema does not know, or sends a number
   where the schema says text fails typecheck instead of a test on the device. */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expressao = SQL | SQL.Aliased | AnyPgColumn;

/** What an expression gives: a column's data (or null unless NOT NULL), an `sql<T>`'s T. */
export type ValorDe<E> = E extends AnyPgColumn
  ? E['_']['notNull'] extends true ? E['_']['data'] : E['_']['data'] | null
  : E extends SQL<infer T> ? T : E extends SQL.Aliased<infer T> ? T : never;

/** `mapa` conforms to `Row`: the same names, each value fitting its field. */
export type ColunasDe<Row, M> = { [K in keyof M]: K extends keyof Row ? (ValorDe<M[K]> extends Row[K] ? M[K] : never) : never };

/** A date column as 'YYYY-MM-DD' (NOT NULL columns). */
export function diaSql(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
}

/**
 * `expr AS name, …` for a SELECT whose rows are `Row`. Use as
 * `colunasWire<WireEntrada<'bancos'>>()({ id: b.id, … })`.
 */
export function colunasWire<Row>() {
  return <M extends { [K in keyof Row]-?: Expressao }>(mapa: M & ColunasDe<Row, M>): SQL =>
    sql.join(Object.entries(mapa).map(([nome, valor]) => sql`${valor} AS ${sql.identifier(nome)}`), sql`, `);
}
