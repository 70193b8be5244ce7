/* SQL of Contas recorrentes (issue 34): the recorrências and their occurrences, which are ordinary
   payables and receivables linked by recorrencia_id (migration 0028, decision 414). */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { Db, Tx } from '../db/client.ts';
import { lancamentos, recebiveis, recorrencias } from '../db/schema.ts';
import type { DadosRecorrencia, OcorrenciaAtual } from '../../src/domain/recorrencia-ocorrencias.ts';
import type { TipoRecorrencia } from '../../src/domain/listas.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import { decimalSql, isoSql, whereOrderLimit, wireSelect } from './titulos.ts';
import { colunasWire, diaSql } from '../sync/colunas-wire.ts';

type Queryable = Db | Tx;

export type RecorrenciaRow = WireEntrada<'recorrencias'>;

const r = recorrencias;

const COLUNAS = colunasWire<RecorrenciaRow>()({
  id: r.id, tipo: r.tipo, descricao: r.descricao, valor: decimalSql(r.valor), banco_id: r.bancoId, categoria_id: r.categoriaId,
  pagamento: r.pagamento, frequencia: r.frequencia, dia: sql<number | null>`${r.dia}::int`, inicio: diaSql(r.inicio),
  fim: sql<string | null>`to_char(${r.fim}, 'YYYY-MM-DD')`, ajustar_dia_util: r.ajustarDiaUtil, observacao: r.observacao,
  status: r.status, version: r.version, created_at: isoSql(r.createdAt), updated_at: isoSql(r.updatedAt),
});

export const selectRecorrencias = wireSelect<RecorrenciaRow>((where, limit) => sql`SELECT ${COLUNAS}
  FROM ${r}
  ${whereOrderLimit(r.id, where, limit)}`);

/** What a write stores (money in cents), and whether an Operador saved it (decision 439). */
export type RecorrenciaValues = Omit<DadosRecorrencia, 'id'> & { id: string; salva_por_operador: boolean };

function colunas(v: RecorrenciaValues) {
  return {
    tipo: v.tipo, descricao: v.descricao, valor: v.valor, bancoId: v.banco_id, categoriaId: v.categoria_id, pagamento: v.pagamento,
    frequencia: v.frequencia, dia: v.dia, inicio: v.inicio, fim: v.fim, ajustarDiaUtil: v.ajustar_dia_util,
    observacao: v.observacao, status: v.status, salvaPorOperador: v.salva_por_operador,
  };
}

export async function recorrenciaWire(db: Queryable, id: string): Promise<RecorrenciaRow | null> {
  const [row] = await selectRecorrencias(db, eq(r.id, id));
  return row ?? null;
}

/** Inserts the recorrência; false when the id is already taken. */
export async function insertRecorrencia(db: Queryable, v: RecorrenciaValues): Promise<boolean> {
  const rows = await db.insert(r).values({ id: v.id, ...colunas(v) }).onConflictDoNothing().returning({ id: r.id });
  return rows.length > 0;
}

export async function updateRecorrencia(db: Queryable, v: RecorrenciaValues): Promise<void> {
  await db.update(r).set(colunas(v)).where(eq(r.id, v.id));
}

/** The recorrências with these ids (all when null), locked until the transaction ends, as the domain holds them. */
export async function recorrenciasPorIds(db: Queryable, ids: readonly string[] | null): Promise<(RecorrenciaValues & { version: number })[]> {
  const rows = await db.select().from(r).where(ids === null ? undefined : inArray(r.id, [...ids])).orderBy(r.id).for('update');
  return rows.map((x) => ({
    id: x.id, tipo: x.tipo, descricao: x.descricao, valor: x.valor, banco_id: x.bancoId, categoria_id: x.categoriaId,
    pagamento: x.pagamento, frequencia: x.frequencia, dia: x.dia, inicio: x.inicio, fim: x.fim, ajustar_dia_util: x.ajustarDiaUtil,
    observacao: x.observacao, status: x.status, version: x.version, salva_por_operador: x.salvaPorOperador,
  }));
}

export async function deleteRecorrencias(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(r).where(inArray(r.id, [...ids]));
}

const TABELA = { pagar: lancamentos, receber: recebiveis } as const;

/** An occurrence as a plan reads it, with the fields an edit may change. */
export type OcorrenciaRow = OcorrenciaAtual & Record<string, unknown> & { recorrencia_id: string };

/** The occurrences of these recorrências (of one kind), locked, money in cents. */
export async function ocorrenciasDe(tx: Tx, tipo: TipoRecorrencia, ids: readonly string[]): Promise<OcorrenciaRow[]> {
  if (!ids.length) return [];
  const t = TABELA[tipo] as typeof lancamentos;
  const comuns = {
    id: t.id, recorrencia_id: t.recorrenciaId, vencimento: t.vencimento, status: t.status, valor_pago: t.valorPago,
    descricao: t.descricao, valor: t.valor, valor_parcela: t.valorParcela, observacao: t.observacao,
  };
  const where = and(isNotNull(t.recorrenciaId), inArray(t.recorrenciaId, [...ids]));
  const rows = tipo === 'pagar'
    ? await tx.select({
      ...comuns, pagamento: lancamentos.pagamento, banco_id: lancamentos.bancoId, categoria_id: lancamentos.categoriaId, aprovacao: lancamentos.aprovacao,
    })
      .from(lancamentos).where(where).for('update')
    : await tx.select(comuns).from(t).where(where).for('update');
  return rows as OcorrenciaRow[];
}

/** Writes the changed fields of one open occurrence (the trigger bumps version and txid). */
export async function atualizarOcorrencia(tx: Tx, tipo: TipoRecorrencia, id: string, campos: Record<string, unknown>): Promise<void> {
  const t = TABELA[tipo] as typeof lancamentos;
  const nomes: Record<string, string> = {
    descricao: 'descricao', valor: 'valor', valor_parcela: 'valorParcela', observacao: 'observacao', vencimento: 'vencimento',
    pagamento: 'pagamento', banco_id: 'bancoId', categoria_id: 'categoriaId', aprovacao: 'aprovacao',
    aprovacao_motivo: 'aprovacaoMotivo', aprovacao_por: 'aprovacaoPor', aprovacao_em: 'aprovacaoEm',
  };
  const set = Object.fromEntries(Object.entries(campos).map(([k, v]) => [nomes[k] ?? k, v]));
  if (Object.keys(set).length) await tx.update(t).set(set).where(eq(t.id, id));
}

export async function removerOcorrencias(tx: Tx, tipo: TipoRecorrencia, ids: readonly string[]): Promise<void> {
  const t = TABELA[tipo] as typeof lancamentos;
  if (ids.length) await tx.delete(t).where(inArray(t.id, [...ids]));
}
