/* The change log, read from the server (decision 234): GET /api/auditoria is an online screen's
   query, never synced into IndexedDB (a million rows do not belong on every device). The
   signed-in user's perfil comes from the synced users list (decision 232). */
import { msg } from '../domain/messages.ts';
import type { CampoAlterado } from '../domain/auditoria.ts';
import { lerJson } from './api.ts';
import type { Leitura } from './api.ts';

export interface Alteracao {
  id: string;
  quando: string;
  usuario_id: string | null;
  usuario: string;
  origem: string;
  origem_rotulo: string;
  quando_dispositivo: string | null;
  entidade: string;
  entidade_rotulo: string;
  registro_id: string | null;
  acao: string;
  campos: CampoAlterado[];
}

export interface PaginaAlteracoes {
  alteracoes: Alteracao[];
  pagina: number;
  por_pagina: number;
  total: number;
  total_limitado: boolean;
}

export interface ConsultaAlteracoes {
  entidade?: string;
  registro_id?: string;
  usuario_id?: string;
  acao?: string;
  de?: string;
  ate?: string;
  pagina?: number;
  por_pagina?: number;
}

export type Resultado<T> = Leitura<T>;

function pedir<T>(path: string, consulta: Record<string, string | number | undefined>): Promise<Resultado<T>> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(consulta)) if (v !== undefined && v !== '') params.set(k, String(v));
  return lerJson<T>(`${path}?${params.toString()}`, { erro: msg.auditoria.erroCarregar, semConexao: msg.auditoria.offline });
}

export function buscarAlteracoes(consulta: ConsultaAlteracoes): Promise<Resultado<PaginaAlteracoes>> {
  return pedir<PaginaAlteracoes>('/api/auditoria', { ...consulta });
}

export function buscarOpcoesAuditoria(): Promise<Resultado<{ entidades: string[]; acoes: string[] }>> {
  return pedir('/api/auditoria/opcoes', {});
}

