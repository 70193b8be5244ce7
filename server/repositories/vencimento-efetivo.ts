/* `vencimento_efetivo` in the GET list answers (issue 15, PRODUCT/BRASIL; decision 223). The list
   bodies are written by the database (decision 118), so the date is computed there, from maps the
   domain builds (vencimento-efetivo.ts mapasNaoUteis: every non-business day of the years the rows
   span → its next business day, and its previous one for taxes) with the database's holidays and
   tax categories: the same rule and inputs as the client, one jsonb lookup per row. */
import { gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mapasNaoUteis } from '../../src/domain/vencimento-efetivo.ts';
import type { Agenda } from '../../src/domain/vencimento-efetivo.ts';
import type { Db, Tx } from '../db/client.ts';
import { arrayOf } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';
import type { WireSelect } from '../sync/tipos.ts';
import { agendaDoBanco } from './feriados.ts';
import { wireSelect } from './titulos.ts';

/** The years the typed due dates of the rows changed since `since` (all rows when null) span. */
export async function anosDosVencimentos(
  db: Db | Tx, table: PgTable & { vencimento: PgColumn; txid: PgColumn }, since: number | null,
): Promise<{ de: number; ate: number } | null> {
  const where = since === null ? sql`` : sql`WHERE ${gte(table.txid, since)}`;
  const [row] = rowsOf<{ de: number | null; ate: number | null }>(await db.execute(sql`SELECT
    extract(year FROM min(${table.vencimento}))::int AS de, extract(year FROM max(${table.vencimento}))::int AS ate
    FROM ${table} ${where}`));
  return row && row.de !== null && row.ate !== null ? { de: row.de, ate: row.ate } : null;
}

/**
 * `base` with one more column, `vencimento_efetivo`. `tributo`: the SQL telling a tax row (over
 * the alias `x` of the base row), or null when the table holds no taxes. Dates outside the maps
 * (a business day, or a year the calendar does not compute) fall back to the weekend rule, as
 * calendario.ts does outside 1900–2099.
 */
export function comVencimentoEfetivo<T>(
  base: WireSelect<T>, agenda: Agenda, anos: { de: number; ate: number } | null, tributo: ((agenda: Agenda) => SQL) | null,
): WireSelect<T & { vencimento_efetivo: string | null }> {
  const mapas = anos ? mapasNaoUteis(agenda, anos.de, anos.ate) : { proximo: {}, anterior: {} };
  const proximo = sql`coalesce((${JSON.stringify(mapas.proximo)}::jsonb ->> to_char(x.vencimento, 'YYYY-MM-DD'))::date,
    x.vencimento + CASE extract(isodow FROM x.vencimento) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END)`;
  const efetivo = tributo === null
    ? proximo
    : sql`CASE WHEN ${tributo(agenda)}
      THEN coalesce((${JSON.stringify(mapas.anterior)}::jsonb ->> to_char(x.vencimento, 'YYYY-MM-DD'))::date,
        x.vencimento - CASE extract(isodow FROM x.vencimento) WHEN 6 THEN 1 WHEN 7 THEN 2 ELSE 0 END)
      ELSE ${proximo} END`;
  return wireSelect<T & { vencimento_efetivo: string | null }>((where, limit) => sql`SELECT x.*, ${efetivo} AS vencimento_efetivo
    FROM (${base.query(where, limit)}) x ORDER BY x.id`);
}

/** A payable is a tax when flagged itself or when its category is (decision 221). */
export function tributoLancamento(agenda: Agenda): SQL {
  const ids = [...agenda.categoriasTributo];
  return ids.length === 0 ? sql`x.tributo` : sql`(x.tributo OR x.categoria_id = ANY(${arrayOf(ids, 'uuid')}))`;
}

/** The list select of a GET answer: `base` plus vencimento_efetivo, by the database's agenda. */
export async function selectComEfetivo<T>(
  db: Db, table: PgTable & { vencimento: PgColumn; txid: PgColumn }, since: number | null,
  base: WireSelect<T>, tributo: ((agenda: Agenda) => SQL) | null,
): Promise<WireSelect<T & { vencimento_efetivo: string | null }>> {
  const [agenda, anos] = await Promise.all([agendaDoBanco(db), anosDosVencimentos(db, table, since)]);
  return comVencimentoEfetivo(base, agenda, anos, tributo);
}
