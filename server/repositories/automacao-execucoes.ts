/* SQL of the job runner's run log (decision 281): a run is a row keyed by (tarefa, slot), so a
   schedule's tick exists once however many processes race for it; a process takes a run by one
   conditional UPDATE (the row lock makes exactly one UPDATE win) and holds it by a lease it keeps
   renewing; a run whose lease ran out (its process died) or that failed with tries left is taken
   again by any process. The fence (dono, tentativas) keeps a late finisher from overwriting. */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import { automacaoExecucaoItens, automacaoExecucoes } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

type Queryable = Db | Tx;
const e = automacaoExecucoes;
const iso = (ts: string | null) => (ts === null ? null : new Date(ts).toISOString());

export interface NovaExecucao {
  id: string;
  tarefa: string;
  slot: string;
  origem: 'agenda' | 'manual' | 'mudanca' | 'reprocessar';
  agendadaPara: Date;
}

/** Inserts the run as pendente; false when the (tarefa, slot) already exists (another process made it). */
export async function inserirExecucao(db: Queryable, nova: NovaExecucao): Promise<boolean> {
  const rows = await db.insert(e).values({
    id: nova.id, tarefa: nova.tarefa, slot: nova.slot, origem: nova.origem, status: 'pendente',
    agendadaPara: nova.agendadaPara.toISOString(),
  }).onConflictDoNothing({ target: [e.tarefa, e.slot] }).returning({ id: e.id });
  return rows.length > 0;
}

const podeSerTomada = (maxTentativas: number) => sql`(
  (${e.status} = 'pendente' AND ${e.proximaTentativa} <= now())
  OR (${e.status} = 'executando' AND ${e.leaseAte} < now())
  OR (${e.status} = 'falha' AND ${e.tentativas} < ${maxTentativas} AND ${e.proximaTentativa} <= now()))`;

export interface ExecucaoTomada { id: string; tarefa: string; tentativas: number; agendadaPara: Date }

/** Takes the run for `dono` when it may be taken; null when another process has it or it is done. */
export async function tomarExecucao(db: Queryable, id: string, dono: string, leaseMs: number, maxTentativas: number): Promise<ExecucaoTomada | null> {
  const [row] = await db.update(e).set({
    status: 'executando', dono, tentativas: sql`${e.tentativas} + 1`,
    leaseAte: sql`now() + ${`${leaseMs} milliseconds`}::interval`, iniciadaEm: sql`now()`, terminadaEm: null,
  }).where(and(eq(e.id, id), podeSerTomada(maxTentativas))).returning({ id: e.id, tarefa: e.tarefa, tentativas: e.tentativas, agendadaPara: e.agendadaPara });
  return row ? { id: row.id, tarefa: row.tarefa, tentativas: row.tentativas, agendadaPara: new Date(row.agendadaPara) } : null;
}

/** Runs any process may take now, oldest first. */
export async function execucoesAbertas(db: Queryable, maxTentativas: number, limite = 20): Promise<string[]> {
  const rows = await db.select({ id: e.id }).from(e).where(podeSerTomada(maxTentativas)).orderBy(e.proximaTentativa).limit(limite);
  return rows.map((r) => r.id);
}

export async function renovarLease(db: Queryable, id: string, dono: string, leaseMs: number): Promise<void> {
  await db.update(e).set({ leaseAte: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(eq(e.id, id), eq(e.dono, dono), eq(e.status, 'executando')));
}

/** Records the outcome, only if this process still holds this try of the run (the fence). */
export async function concluirExecucao(
  db: Queryable, id: string, dono: string, tentativa: number,
  fim: { status: 'sucesso' | 'falha'; mensagem: string; esperaMs?: number },
): Promise<boolean> {
  const rows = await db.update(e).set({
    status: fim.status, mensagem: fim.mensagem, terminadaEm: sql`now()`, leaseAte: null,
    proximaTentativa: sql`now() + ${`${fim.esperaMs ?? 0} milliseconds`}::interval`,
  }).where(and(eq(e.id, id), eq(e.dono, dono), eq(e.tentativas, tentativa), eq(e.status, 'executando'))).returning({ id: e.id });
  return rows.length > 0;
}

/** A graceful stop hands its runs back at once instead of waiting for the lease to run out. */
export async function devolverExecucoes(db: Queryable, dono: string): Promise<void> {
  await db.update(e).set({ status: 'pendente', dono: null, leaseAte: null, tentativas: sql`greatest(${e.tentativas} - 1, 0)` })
    .where(and(eq(e.dono, dono), eq(e.status, 'executando')));
}

export interface ItemExecucao {
  bancoId: string | null;
  banco: string;
  competencia: string;
  nLancamentos: number;
  valor: number;
  resultado: 'criada' | 'atualizada' | 'removida' | 'paga_inalterada';
  mensagem: string;
}

export async function inserirItens(tx: Queryable, execucaoId: string, itens: readonly ItemExecucao[]): Promise<void> {
  if (itens.length === 0) return;
  await tx.insert(automacaoExecucaoItens).values(itens.map((i) => ({ ...i, execucaoId })));
}

export interface ExecucaoRow {
  id: string; tarefa: string; slot: string; origem: string; status: string; tentativas: number;
  agendada_para: string; iniciada_em: string | null; terminada_em: string | null; mensagem: string | null; created_at: string;
  itens: { banco_id: string | null; banco: string; competencia: string; n_lancamentos: number; valor: number; resultado: string; mensagem: string }[];
}

/** The newest runs of the card-bill task, and any other task's failures, with their lines: the
    Telegram tasks tick every minute and would push the bills out of the log (issue 20). */
export async function listarExecucoes(db: Queryable, limite: number, tarefaDoLog: string): Promise<ExecucaoRow[]> {
  const runs = await db.select().from(e).where(or(eq(e.tarefa, tarefaDoLog), eq(e.status, 'falha')))
    .orderBy(desc(e.createdAt), desc(e.id)).limit(limite);
  const ids = runs.map((r) => r.id);
  const itens = ids.length === 0 ? [] : await db.select().from(automacaoExecucaoItens)
    .where(inArray(automacaoExecucaoItens.execucaoId, ids)).orderBy(automacaoExecucaoItens.id);
  return runs.map((r) => ({
    id: r.id, tarefa: r.tarefa, slot: r.slot, origem: r.origem, status: r.status, tentativas: r.tentativas,
    agendada_para: iso(r.agendadaPara)!, iniciada_em: iso(r.iniciadaEm), terminada_em: iso(r.terminadaEm),
    mensagem: r.mensagem, created_at: iso(r.createdAt)!,
    itens: itens.filter((i) => i.execucaoId === r.id).map((i) => ({
      banco_id: i.bancoId, banco: i.banco, competencia: i.competencia, n_lancamentos: i.nLancamentos,
      valor: i.valor, resultado: i.resultado, mensagem: i.mensagem,
    })),
  }));
}

export async function findExecucao(db: Queryable, id: string): Promise<{ id: string; tarefa: string; status: string } | null> {
  const [row] = await db.select({ id: e.id, tarefa: e.tarefa, status: e.status }).from(e).where(eq(e.id, id)).limit(1);
  return row ?? null;
}

/** The last finished run's status and message of a task. */
export async function ultimaExecucao(db: Queryable, tarefa: string): Promise<{ status: string; mensagem: string | null; terminada_em: string | null } | null> {
  const [row] = await db.select({ status: e.status, mensagem: e.mensagem, terminadaEm: e.terminadaEm }).from(e)
    .where(and(eq(e.tarefa, tarefa), inArray(e.status, ['sucesso', 'falha']))).orderBy(desc(e.terminadaEm)).limit(1);
  return row ? { status: row.status, mensagem: row.mensagem, terminada_em: iso(row.terminadaEm) } : null;
}

/** Forgets a frequent task's successful runs older than `antesDe` (the unique slot rows are only
    needed while their tick can still be raced for or recovered, 26 h at most). */
export async function apagarSucessosAntigos(db: Queryable, tarefa: string, antesDe: Date): Promise<void> {
  await db.delete(e).where(and(eq(e.tarefa, tarefa), eq(e.status, 'sucesso'), lt(e.agendadaPara, antesDe.toISOString())));
}
