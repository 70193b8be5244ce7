/* Automação de faturas (issue 20), read from the server: rules and the run log are online-only
   (decision 282), like Auditoria. The two writes go through mutate (the one write path); they
   change no local rows, so offline they wait in the outbox like any other write. */
import { MUTACOES } from '../domain/mutacoes.ts';
import { msg } from '../domain/messages.ts';
import { lerJson } from './api.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

export interface RegraAutomacao {
  banco_id: string;
  banco: string;
  regra_id: string | null;
  dia_fechamento: number | null;
  dia_vencimento: number | null;
  ativa: boolean;
  ajustar_dia_util: boolean;
  alerta_dias: number;
  proxima_execucao: string | null;
  ultimo_resultado: { resultado: string; mensagem: string; quando: string } | null;
}

export interface ItemExecucao { banco_id: string | null; banco: string; competencia: string; n_lancamentos: number; valor: number; resultado: string; mensagem: string }

export interface ExecucaoAutomacao {
  id: string; tarefa: string; origem: string; status: string; tentativas: number; agendada_para: string;
  iniciada_em: string | null; terminada_em: string | null; mensagem: string | null; created_at: string; itens: ItemExecucao[];
}

export interface SimulacaoFatura {
  banco: string; competencia: string; fechamento: string; vencimento: string; quantidade: number; total: string;
  lancamentos: { id: string; descricao: string; data: string; parcela: number; quant_parcela: number; valor_parcela: string }[];
}

export type Resultado<T> = { ok: true; value: T } | { ok: false; message: string };

async function pedir<T>(path: string, chave: string): Promise<Resultado<T>> {
  const lida = await lerJson<Record<string, T>>(path, { erro: msg.automacao.erroCarregar, semConexao: msg.automacao.offline });
  return lida.ok ? { ok: true, value: lida.value[chave] as T } : { ok: false, message: lida.message };
}

// The rules are read on the path they are written to (PRODUCT.md).
export const buscarRegras = () => pedir<RegraAutomacao[]>(MUTACOES.editarRegraFatura.path, 'regras');
export const buscarExecucoes = () => pedir<ExecucaoAutomacao[]>('/api/automacao/execucoes', 'execucoes');

export function simularFatura(consulta: { banco: string; dia_fechamento: string; dia_vencimento: string; ajustar_dia_util: boolean }): Promise<Resultado<SimulacaoFatura>> {
  const params = new URLSearchParams({ ...consulta, ajustar_dia_util: String(consulta.ajustar_dia_util) });
  return pedir<SimulacaoFatura>(`/api/automacao/simulacao?${params.toString()}`, 'simulacao');
}

export function salvarRegraFatura(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.editarRegraFatura, input, toBody: (r) => r, touches: () => [], apply: async () => undefined,
    describe: (r) => `dia ${r.dia_fechamento}`,
  });
}

/** Executar agora (no run) or Reprocessar (a run). */
export function executarAutomacao(execucao?: string): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.executarAutomacao, input: execucao ? { execucao } : {}, toBody: (r) => r, touches: () => [], apply: async () => undefined,
  });
}
