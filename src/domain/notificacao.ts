// The bell (issue 17): what is unread for this user, computed from local data so it works
// offline. Four sources: reminders due for me, automatic due-date notices (D-3, D-1, D0 by the
// EFFECTIVE due date of open payables, receivables and invoices), refused sync entries and, for an
// Administrador, the payables waiting approval (decision 445).
// Each notification has a stable key; a read mark (synced per user) names that key.

import * as v from 'valibot';
import { addDays, daysBetween, formatDateBR } from './dates.ts';
import type { FeriadosExtras } from './calendario.ts';
import { idInput } from './id-inputs.ts';
import { dataAviso, dataEfetiva, paraUsuario } from './lembrete.ts';
import type { Lembrete } from './lembrete.ts';
import { msg } from './messages.ts';
import { MSG_ALCADA } from './messages-alcada.ts';
import { requiredText } from './validation.ts';
import { AGENDA_NACIONAL, vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda } from './vencimento-efetivo.ts';

export type TipoNotificacao = 'lembrete' | 'vencimento' | 'recusa' | 'aprovacao';

export interface Notificacao {
  chave: string;
  tipo: TipoNotificacao;
  titulo: string;
  texto: string;
  /** Sort key, newest first: the day (or moment) it became due. */
  quando: string;
  /** Where the dropdown's link goes. */
  link: string;
}

/** A read mark with this key switches the automatic due-date notices off for its user. */
export const PREFERENCIA_VENCIMENTOS_DESLIGADOS = 'preferencia:vencimentos-desligados';

/** Days before the effective due date a notice appears. */
export const OFFSETS_VENCIMENTO = [3, 1, 0] as const;

const LINK_TITULO: Record<string, string> = { lancamentos: '/financeiro/lancamentos', recebiveis: '/financeiro/recebiveis', faturas: '/financeiro/faturas' };

/** Reminders not concluded, for this user, whose notice day (date − antecedência) has come. */
export function lembretesDevidos(lembretes: readonly Lembrete[], userId: string, hoje: string, extras?: FeriadosExtras): Notificacao[] {
  const out: Notificacao[] = [];
  for (const l of lembretes) {
    if (l.status === 'Concluído' || !paraUsuario(l, userId)) continue;
    const aviso = dataAviso(l, extras);
    if (aviso > hoje) continue;
    const efetiva = dataEfetiva(l, extras);
    out.push({
      chave: `lembrete:${l.id}:${l.data}`, tipo: 'lembrete', titulo: l.titulo,
      texto: `${msg.notificacoes.lembreteEm(formatDateBR(efetiva))}${l.hora ? ` ${l.hora}` : ''}`,
      quando: aviso, link: `/lembrete/consulta?id=${l.id}`,
    });
  }
  return out;
}

export interface TituloAberto {
  id: string;
  descricao?: string | null;
  vencimento: string | null;
  status: string;
  /** A payable that is a tax by itself or by its category moves back, not forward (decision 221). */
  tributo?: boolean | null;
  categoria_id?: string | null;
}

/**
 * D-3, D-1 and D0 notices of open ('Pagar') titles: a notice appears on its day and stays until
 * the effective due date passes (a user away on D-3 still sees it on D-2). The effective date is
 * the one every list shows (vencimento-efetivo.ts): a bill moves forward over a non-business
 * day, a tax (tributo) moves back (decision 318). Only titles whose nominal due date lies within
 * a holiday run of today can qualify, so a caller may pre-filter by `janelaVencimento`.
 */
export function vencimentosAutomaticos(tabela: string, titulos: Iterable<TituloAberto>, hoje: string, agenda: Agenda = AGENDA_NACIONAL): Notificacao[] {
  const out: Notificacao[] = [];
  for (const t of titulos) {
    if (t.status !== 'Pagar' || !t.vencimento) continue;
    const efetivo = vencimentoEfetivo(t, agenda);
    if (!efetivo || efetivo < hoje) continue;
    const faltam = daysBetween(hoje, efetivo);
    if (faltam > 3) continue;
    for (const d of OFFSETS_VENCIMENTO) {
      if (faltam > d) continue;
      const tipo = msg.notificacoes.tipoTitulo[tabela] ?? '';
      out.push({
        chave: `vencimento:${tabela}:${t.id}:${efetivo}:D-${d}`, tipo: 'vencimento',
        titulo: `${tipo}: ${t.descricao ?? ''}`.trim(),
        texto: `D-${d}: ${d === 0 ? msg.notificacoes.venceHoje : msg.notificacoes.venceEm(d)} (${formatDateBR(efetivo)})`,
        quando: addDays(efetivo, -d), link: `${LINK_TITULO[tabela] ?? '/'}?id=${t.id}`,
      });
    }
  }
  return out;
}

/**
 * The nominal due dates that can give a notice today: [today − 10, today + 13]. A bill's effective
 * date is at most a holiday run after its nominal one, a tax's at most a run before it (a tax due
 * after a long run of non-business days notifies from D-3 of the business day before the run).
 */
export function janelaVencimento(hoje: string): { de: string; ate: string } {
  return { de: addDays(hoje, -10), ate: addDays(hoje, 13) };
}

export interface EntradaRecusada { id: string; label: string; lastError: string | null; createdAt: string }

export function recusasDeSincronizacao(entradas: readonly EntradaRecusada[]): Notificacao[] {
  return entradas.map((e) => ({
    chave: `recusa:${e.id}`, tipo: 'recusa', titulo: `${msg.notificacoes.recusada}: ${e.label}`,
    texto: e.lastError ?? '', quando: e.createdAt, link: '/sincronizacao',
  }));
}

const AVISO_APROVACOES = 'aprovacoes:';

/**
 * The Administrador's notice of the payables waiting approval (PRODUCT "the bell tells
 * administrators", decision 445): one notice with their count, linking to the approvals screen.
 * Its key carries the newest change among them (`updated_at`), so marking it read hides it until a
 * payable starts waiting (or is changed while waiting) after that; a decision that leaves older
 * ones waiting does not bring it back. None when nothing waits, or for an Operador (`paraAdministrador` false).
 */
export function avisoAprovacoes(
  aguardando: readonly { updated_at?: string | null }[], paraAdministrador: boolean, lidas: ReadonlySet<string> = new Set(),
): Notificacao | null {
  if (!paraAdministrador || aguardando.length === 0) return null;
  const quando = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);
  let maisNova = '';
  for (const r of aguardando) if (r.updated_at && quando(r.updated_at) > quando(maisNova)) maisNova = r.updated_at;
  for (const chave of lidas) {
    if (chave.startsWith(AVISO_APROVACOES) && quando(chave.slice(AVISO_APROVACOES.length)) >= quando(maisNova)) return null;
  }
  return {
    chave: `${AVISO_APROVACOES}${maisNova}`, tipo: 'aprovacao', titulo: MSG_ALCADA.tituloLista,
    texto: MSG_ALCADA.aguardandoPainel(aguardando.length), quando: maisNova, link: '/financeiro/aprovacoes',
  };
}

/** Newest first, unread ones only when `lidas` is given; a key appears once. */
export function ordenarNotificacoes(todas: readonly Notificacao[], lidas?: ReadonlySet<string>): Notificacao[] {
  const vistas = new Set<string>();
  const out: Notificacao[] = [];
  for (const n of todas) {
    if (vistas.has(n.chave) || lidas?.has(n.chave)) continue;
    vistas.add(n.chave);
    out.push(n);
  }
  return out.sort((a, b) => (a.quando < b.quando ? 1 : a.quando > b.quando ? -1 : a.chave < b.chave ? -1 : 1));
}

const chave = requiredText(msg.notificacoes.chaveInvalida, 300);

/** marcarNotificacoesLidas: one client-made id per mark; marking twice is harmless. */
export const MarcarLidasSchema = v.object({
  itens: v.pipe(
    v.array(v.object({ id: idInput(), chave }, msg.notificacoes.chaveInvalida), msg.notificacoes.chaveInvalida),
    v.minLength(1, msg.comum.selecioneRegistro),
    v.maxLength(2000, msg.comum.listaIdsInvalida),
  ),
}, msg.comum.dadosInvalidos);
export type MarcarLidas = v.InferOutput<typeof MarcarLidasSchema>;

/** desmarcarNotificacoes: removes this user's marks with these keys (the preference switch back on). */
export const DesmarcarSchema = v.object({
  chaves: v.pipe(v.array(chave, msg.notificacoes.chaveInvalida), v.minLength(1, msg.comum.selecioneRegistro), v.maxLength(2000, msg.comum.listaIdsInvalida)),
}, msg.comum.dadosInvalidos);
export type Desmarcar = v.InferOutput<typeof DesmarcarSchema>;
