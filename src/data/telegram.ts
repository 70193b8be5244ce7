/* The Telegram bot's Gestor screen (issue 20): GET /api/telegram and GET /api/telegram/mensagens
   are online reads of server-only tables (the token never reaches a device); the writes go
   through the one mutation path with no local rows (touches: []). */
import { useCallback, useEffect, useState } from 'react';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import type { TipoAssinatura } from '../domain/telegram.ts';
import { lerJson } from './api.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

export interface BotTelegram {
  token: string | null;
  username: string | null;
  configurado: boolean;
  silencio_inicio: string | null;
  silencio_fim: string | null;
  resumo_hora: string;
}
export interface ChatTelegram { id: string; chat_id: string; nome: string; usuario_id: string | null; usuario: string | null; created_at: string }
export interface EstadoTelegram { bot: BotTelegram; chats: ChatTelegram[]; assinaturas: { id: string; chat: string; tipo: TipoAssinatura }[] }
export interface MensagemTelegram { id: string; data: string; chat_id: string; chat: string | null; tipo: string; status: string; erro: string | null; texto: string }
export interface PaginaMensagens { mensagens: MensagemTelegram[]; total: number; pagina: number; por_pagina: number }

type Leitura<T> = { dados: T | null; erro: string | null; recarregar: () => void };

function useLeitura<T>(caminho: string, fora = 0): Leitura<T> {
  const [dados, setDados] = useState<T | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [vez, setVez] = useState(0);
  useEffect(() => {
    let vivo = true;
    // The one JSON read (decision 346): a refusal shows the server's message, no answer the screen's text.
    const textos = { erro: msg.telegram.tela.erroCarregar, semConexao: msg.telegram.tela.erroCarregar };
    void lerJson<T>(caminho, textos).then((lida) => {
      if (!vivo) return;
      if (lida.ok) { setDados(lida.value); setErro(null); } else setErro(lida.message);
    });
    return () => { vivo = false; };
  }, [caminho, vez, fora]);
  const recarregar = useCallback(() => setVez((n) => n + 1), []);
  return { dados, erro, recarregar };
}

export function useTelegram(): Leitura<EstadoTelegram> {
  return useLeitura<EstadoTelegram>('/api/telegram');
}

/** `vez` changes when the page wants the log read again (after a write elsewhere on it). */
export function useMensagensTelegram(pagina: number, porPagina: number, vez: number): Leitura<PaginaMensagens> {
  return useLeitura<PaginaMensagens>(`/api/telegram/mensagens?pagina=${pagina}&por_pagina=${porPagina}`, vez);
}

const semLinhas = { touches: () => [], apply: async () => undefined };

export function configurarTelegram(input: { token: string; silencio_inicio: string; silencio_fim: string; resumo_hora: string }): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.configurarTelegram, input, ...semLinhas,
    toBody: (c) => ({ token: c.token ?? '', silencio_inicio: c.silencio_inicio ?? '', silencio_fim: c.silencio_fim ?? '', resumo_hora: c.resumo_hora }),
  });
}

export function vincularTelegram(): Promise<MutationOutcome> {
  return mutate({ mutacao: MUTACOES.vincularTelegram, input: {}, ...semLinhas, toBody: () => ({}) });
}

export function assinarTelegram(chat: string, tipos: TipoAssinatura[]): Promise<MutationOutcome> {
  return mutate({ mutacao: MUTACOES.assinarTelegram, input: { chat, tipos }, ...semLinhas, toBody: (a) => ({ chat: a.chat, tipos: a.tipos }) });
}

export function desvincularTelegram(ids: string[]): Promise<MutationOutcome> {
  return mutate({ mutacao: MUTACOES.deletarTelegramChats, input: { ids }, ...semLinhas, toBody: (a) => ({ ids: a.ids }) });
}

export function reenviarTelegram(ids: string[]): Promise<MutationOutcome> {
  return mutate({ mutacao: MUTACOES.reenviarTelegram, input: { ids }, ...semLinhas, toBody: (a) => ({ ids: a.ids }) });
}

/** The code the server answered to vincularTelegram, when it answered. */
export function codigoDa(outcome: MutationOutcome): string | null {
  if (outcome.kind !== 'synced') return null;
  const r = outcome.response;
  return r && typeof r === 'object' && 'codigo' in r && typeof r.codigo === 'string' ? r.codigo : null;
}
