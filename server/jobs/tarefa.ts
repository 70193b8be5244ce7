/* The contract between the job runner (issue 20) and what it runs: a task has a name, an
   optional schedule and a body; automation events let other parts (Telegram) react to a run. */
import type { Db } from '../db/client.ts';

export interface ContextoTarefa {
  db: Db;
  /** The run's scheduled instant, or now for a manual run. */
  agora: Date;
}

export interface Tarefa {
  nome: string;
  /** Cron expression read in America/Sao_Paulo; null runs only when asked or triggered. */
  agenda: string | null;
  /** Returns a short pt-BR summary for the run log. Throws to mark the run as failed. */
  executar(ctx: ContextoTarefa): Promise<string | void>;
}

export type EventoAutomacao =
  | { tipo: 'fatura_fechada'; banco: string; competencia: string; valor_cents: number; vencimento: string }
  | { tipo: 'falha_automacao'; tarefa: string; mensagem: string };

export type OuvinteAutomacao = (db: Db, evento: EventoAutomacao) => Promise<void>;
