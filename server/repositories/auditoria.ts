/* SQL of the change log (issue 18, decision 230). Entries are written only by the trigger of
   migration 0010 (fluxo_auditoria_registrar); this file sets what the trigger reads and lists. */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { auditoria as a, users } from '../db/schema.ts';

type Queryable = Db | Tx;

export interface ContextoAuditoria {
  usuarioId: string | null;
  /** 'implausivel': the device's time lies outside the believed window (decision 380);
      'telegram': a chat linked by /start, logged as the code's owner. */
  origem: 'online' | 'offline' | 'implausivel' | 'telegram';
  /** ISO instant of the action on the device, when it sent one. */
  quandoDispositivo: string | null;
  mutacao: string | null;
  acao: string | null;
}

/** Transaction-local settings the trigger reads (is_local = true: gone at COMMIT/ROLLBACK). */
export async function definirContexto(tx: Tx, c: ContextoAuditoria): Promise<void> {
  await tx.execute(sql`SELECT set_config('fluxo.usuario', ${c.usuarioId ?? ''}, true),
    set_config('fluxo.origem', ${c.origem}, true),
    set_config('fluxo.quando_dispositivo', ${c.quandoDispositivo ?? ''}, true),
    set_config('fluxo.mutacao', ${c.mutacao ?? ''}, true),
    set_config('fluxo.acao', ${c.acao ?? ''}, true)`);
}

/**
 * An entry for a write to a table the trigger does not watch (a one-time link code, the message
 * queue, a run request: tables whose rows are operational, or hold a code's hash), with the
 * same transaction-local context the trigger reads: who, origin, device time, mutation, action.
 */
export async function registrarEntrada(tx: Tx, entidade: string, registroId: string | null, depois: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`INSERT INTO auditoria (usuario_id, origem, quando_dispositivo, entidade, registro_id, acao, mutacao, antes, depois)
    VALUES (nullif(current_setting('fluxo.usuario', true), '')::uuid,
      coalesce(nullif(current_setting('fluxo.origem', true), ''), 'sistema'),
      nullif(current_setting('fluxo.quando_dispositivo', true), '')::timestamptz,
      ${entidade}, ${registroId}, coalesce(nullif(current_setting('fluxo.acao', true), ''), 'criar'),
      nullif(current_setting('fluxo.mutacao', true), ''), NULL, ${JSON.stringify(depois)}::jsonb)`);
}

export interface FiltroAuditoria {
  entidade: string;
  registroId: string;
  /** A user's id, 'sistema' (no user) or '' (everyone). */
  usuarioId: string;
  acao: string;
  /** São Paulo days, inclusive; '' for open ends. */
  de: string;
  ate: string;
}

export interface AlteracaoRow {
  id: string;
  quando: string;
  usuario_id: string | null;
  usuario: string | null;
  origem: string;
  quando_dispositivo: string | null;
  entidade: string;
  registro_id: string | null;
  acao: string;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

const iso = (col: SQL | typeof a.quando) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function onde(f: FiltroAuditoria): SQL {
  const partes: SQL[] = [sql`true`];
  if (f.entidade) partes.push(sql`${a.entidade} = ${f.entidade}`);
  if (f.registroId) partes.push(sql`${a.registroId} = ${f.registroId}`);
  if (f.usuarioId === 'sistema') partes.push(sql`${a.usuarioId} IS NULL`);
  else if (f.usuarioId) partes.push(sql`${a.usuarioId} = ${f.usuarioId}::uuid`);
  if (f.acao) partes.push(sql`${a.acao} = ${f.acao}`);
  // Days are São Paulo's: [de 00:00, ate+1 00:00) in America/Sao_Paulo, an index range on quando.
  if (f.de) partes.push(sql`${a.quando} >= (${f.de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (f.ate) partes.push(sql`${a.quando} < (${f.ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  return sql.join(partes, sql` AND `);
}

/** One page, newest first (quando, then id: the order of the indexes of migration 0010). */
export async function listarAlteracoes(db: Queryable, f: FiltroAuditoria, limite: number, deslocamento: number): Promise<AlteracaoRow[]> {
  const result = await db.execute(sql`SELECT ${a.id}::text AS id, ${iso(a.quando)} AS quando, ${a.usuarioId} AS usuario_id,
      ${users.name} AS usuario, ${a.origem} AS origem,
      CASE WHEN ${a.quandoDispositivo} IS NULL THEN NULL ELSE ${iso(sql`${a.quandoDispositivo}`)} END AS quando_dispositivo,
      ${a.entidade} AS entidade, ${a.registroId} AS registro_id, ${a.acao} AS acao, ${a.antes} AS antes, ${a.depois} AS depois
    FROM (SELECT * FROM ${a} WHERE ${onde(f)} ORDER BY ${a.quando} DESC, ${a.id} DESC LIMIT ${limite} OFFSET ${deslocamento}) AS ${a}
    LEFT JOIN ${users} ON ${users.id} = ${a.usuarioId}
    ORDER BY ${a.quando} DESC, ${a.id} DESC`);
  return rowsOf<AlteracaoRow>(result);
}

/** How many entries match, counted up to `teto` (a count of a million rows costs more than a page). */
export async function contarAlteracoes(db: Queryable, f: FiltroAuditoria, teto: number): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${a} WHERE ${onde(f)} LIMIT ${teto + 1}) AS x`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The actions and entities present, for the screen's filters. */
export async function opcoesAuditoria(db: Queryable): Promise<{ entidades: string[]; acoes: string[] }> {
  // Loose index scans (recursive CTEs): a handful of index probes even at a million rows.
  const ent = await db.execute(sql`WITH RECURSIVE t(v) AS (
      (SELECT entidade FROM auditoria ORDER BY entidade LIMIT 1)
      UNION ALL SELECT (SELECT entidade FROM auditoria WHERE entidade > t.v ORDER BY entidade LIMIT 1) FROM t WHERE t.v IS NOT NULL)
    SELECT v FROM t WHERE v IS NOT NULL`);
  const ac = await db.execute(sql`WITH RECURSIVE t(v) AS (
      (SELECT acao FROM auditoria ORDER BY acao LIMIT 1)
      UNION ALL SELECT (SELECT acao FROM auditoria WHERE acao > t.v ORDER BY acao LIMIT 1) FROM t WHERE t.v IS NOT NULL)
    SELECT v FROM t WHERE v IS NOT NULL`);
  return { entidades: rowsOf<{ v: string }>(ent).map((r) => r.v), acoes: rowsOf<{ v: string }>(ac).map((r) => r.v) };
}
