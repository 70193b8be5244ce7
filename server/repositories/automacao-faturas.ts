/* SQL of the automated card bills (decisions 280, 283): the rules per bank, a bank's Crédito
   instalments grouped by purchase day and instalment number (a few hundred groups for 100,000
   rows, summed by the database in integer cents), and the bills the automation owns. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/migrate.ts';
import { automacaoExecucaoItens, automacaoExecucoes, automacaoRegras, bancos, faturas, faturasAutomaticas } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import type { GrupoParcelas } from '../../src/domain/automacao-fatura.ts';

type Queryable = Db | Tx;
const r = automacaoRegras;

export interface RegraRow {
  banco_id: string;
  banco: string;
  dia_vencimento: number | null;
  /** null: the bank has no rule yet (the screen offers to create it). */
  regra_id: string | null;
  dia_fechamento: number | null;
  ativa: boolean;
  ajustar_dia_util: boolean;
  alerta_dias: number;
  version: number | null;
}

/** Every active bank with credit, with its rule when it has one. */
export async function listarRegras(db: Queryable): Promise<RegraRow[]> {
  const rows = await db.select({
    bancoId: bancos.id, banco: bancos.banco, vencimento: bancos.vencimento, regraId: r.id, diaFechamento: r.diaFechamento,
    ativa: r.ativa, ajustar: r.ajustarDiaUtil, alerta: r.alertaDias, version: r.version,
  }).from(bancos).leftJoin(r, eq(r.bancoId, bancos.id))
    .where(and(eq(bancos.credito, true), eq(bancos.status, true))).orderBy(asc(bancos.banco), asc(bancos.id));
  return rows.map((x) => ({
    banco_id: x.bancoId, banco: x.banco, dia_vencimento: x.vencimento, regra_id: x.regraId, dia_fechamento: x.diaFechamento,
    ativa: x.ativa ?? false, ajustar_dia_util: x.ajustar ?? true, alerta_dias: x.alerta ?? 3, version: x.version,
  }));
}

export async function regraDoBanco(db: Queryable, bancoId: string): Promise<RegraRow | null> {
  return (await listarRegras(db)).find((x) => x.banco_id === bancoId) ?? null;
}

export interface RegraValores {
  id: string; bancoId: string; diaFechamento: number; ativa: boolean; ajustarDiaUtil: boolean; alertaDias: number;
}

/** Creates or replaces the bank's rule (one per bank). */
export async function salvarRegra(tx: Tx, v: RegraValores): Promise<void> {
  await tx.insert(r).values(v).onConflictDoUpdate({
    target: r.bancoId,
    set: { diaFechamento: v.diaFechamento, ativa: v.ativa, ajustarDiaUtil: v.ajustarDiaUtil, alertaDias: v.alertaDias },
  });
}

export async function definirVencimentoBanco(tx: Tx, bancoId: string, dia: number): Promise<void> {
  await tx.update(bancos).set({ vencimento: dia }).where(and(eq(bancos.id, bancoId), sql`${bancos.vencimento} IS DISTINCT FROM ${dia}`));
}

/** A bank's Crédito instalments that count (not Cancelado), grouped by purchase day and number. */
export async function gruposParcelas(db: Queryable, bancoId: string): Promise<GrupoParcelas[]> {
  const result = await db.execute(sql`SELECT data::text AS data, parcela, count(*)::int AS quantidade, sum(valor_parcela)::text AS valor
    FROM lancamentos WHERE banco_id = ${bancoId} AND pagamento = 'Crédito' AND status <> 'Cancelado'
    GROUP BY data, parcela`);
  return rowsOf<{ data: string; parcela: number; quantidade: number; valor: string }>(result)
    .map((g) => ({ data: g.data, parcela: Number(g.parcela), quantidade: Number(g.quantidade), valor: Number(g.valor) }));
}

/** The instalments of one bill's purchases (the simulation lists them): purchases of the given days. */
export async function parcelasDosDias(db: Queryable, bancoId: string, pares: readonly { data: string; parcela: number }[]) {
  if (pares.length === 0) return [];
  const result = await db.execute(sql`SELECT l.id, l.descricao, l.data::text AS data, l.parcela, l.quant_parcela, l.valor_parcela::text AS valor_parcela
    FROM lancamentos l JOIN jsonb_to_recordset(${JSON.stringify(pares)}::jsonb) AS p(data date, parcela int)
      ON l.data = p.data AND l.parcela = p.parcela
    WHERE l.banco_id = ${bancoId} AND l.pagamento = 'Crédito' AND l.status <> 'Cancelado'
    ORDER BY l.data, l.descricao, l.id LIMIT 500`);
  return rowsOf<{ id: string; descricao: string; data: string; parcela: number; quant_parcela: number; valor_parcela: string }>(result)
    .map((x) => ({ ...x, valor_parcela: Number(x.valor_parcela) }));
}

export interface FaturaAutomatica {
  competencia: string; faturaId: string; status: string; valor: number; vencimento: string | null; fechamento: string; fechadaAvisada: boolean;
}

export async function faturasAutomaticasDoBanco(tx: Queryable, bancoId: string): Promise<FaturaAutomatica[]> {
  const a = faturasAutomaticas;
  const rows = await tx.select({
    competencia: a.competencia, faturaId: a.faturaId, status: faturas.status, valor: faturas.valor, vencimento: faturas.vencimento,
    fechamento: a.fechamento, fechadaAvisada: a.fechadaAvisada,
  }).from(a).innerJoin(faturas, eq(faturas.id, a.faturaId)).where(eq(a.bancoId, bancoId)).for('update', { of: faturas });
  return rows;
}

export async function criarFaturaAutomatica(tx: Tx, v: {
  id: string; bancoId: string; competencia: string; descricao: string; valor: number; vencimento: string; fechamento: string;
}): Promise<void> {
  await tx.insert(faturas).values({ id: v.id, descricao: v.descricao, bancoId: v.bancoId, valor: v.valor, status: 'Pagar', vencimento: v.vencimento });
  await tx.insert(faturasAutomaticas).values({ bancoId: v.bancoId, competencia: v.competencia, faturaId: v.id, fechamento: v.fechamento });
}

export async function atualizarFaturaAutomatica(tx: Tx, faturaId: string, valor: number, vencimento: string, fechamento: string): Promise<void> {
  await tx.update(faturas).set({ valor, vencimento }).where(and(eq(faturas.id, faturaId), eq(faturas.status, 'Pagar')));
  await tx.update(faturasAutomaticas).set({ fechamento }).where(eq(faturasAutomaticas.faturaId, faturaId));
}

/** Deleting the bill removes its link (ON DELETE CASCADE). */
export async function removerFaturaAutomatica(tx: Tx, faturaId: string): Promise<void> {
  await tx.delete(faturas).where(and(eq(faturas.id, faturaId), eq(faturas.status, 'Pagar')));
}

export async function marcarFechadaAvisada(tx: Tx, faturaId: string): Promise<void> {
  await tx.update(faturasAutomaticas).set({ fechadaAvisada: true }).where(eq(faturasAutomaticas.faturaId, faturaId));
}

/** One task run at a time across every process on this database (transaction-scoped advisory lock). */
export async function travarTarefa(tx: Tx, tarefa: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`fluxo_tarefa:${tarefa}`}))`);
}

/** The last line the run log has for each bank (Último resultado). */
export async function ultimosResultados(db: Queryable): Promise<Map<string, { resultado: string; mensagem: string; quando: string }>> {
  const i = automacaoExecucaoItens;
  const rows = await db.selectDistinctOn([i.bancoId], { bancoId: i.bancoId, resultado: i.resultado, mensagem: i.mensagem, quando: automacaoExecucoes.terminadaEm })
    .from(i).innerJoin(automacaoExecucoes, eq(automacaoExecucoes.id, i.execucaoId))
    .orderBy(i.bancoId, sql`${i.id} DESC`);
  return new Map(rows.filter((x) => x.bancoId).map((x) => [x.bancoId!, { resultado: x.resultado, mensagem: x.mensagem, quando: x.quando ? new Date(x.quando).toISOString() : '' }]));
}
