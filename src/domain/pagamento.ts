// Paying, informing partial payments, cancelling and deleting instalment groups (SPEC §4), shared
// by payables and receivables. Decisions on the silent cases: docs/decisions/010-pagamentos.md.

import * as v from 'valibot';
import { msg } from './messages.ts';
import type { HistoricoEntrada, Titulo } from './titulo.ts';
import { moneyInput, optionalDate, optionalInt } from './validation.ts';
import { idInput, idList, optionalId } from './id-inputs.ts';
import { novosIdsInput, versionsInput } from './data-acao.ts';
import type { Resultado } from './validation.ts';
import { cancelavel } from './excluir-parcelas.ts';
import { liberadoPelaAlcada } from './alcada.ts';
import type { TituloAprovacao } from './alcada.ts';

type Parcela = Pick<Titulo, 'status' | 'valor_parcela' | 'valor_pago' | 'data_pagamento' | 'descricao'>;

export interface MudancaPagamento<T> {
  row: T;
  /** The entry for Histórico de Pagamento; null when nothing was paid. */
  historico: HistoricoEntrada | null;
}

/** What is still owed on an instalment, in cents. */
export function valorRestante(row: Pick<Titulo, 'valor_parcela' | 'valor_pago'>): number {
  return Math.max(0, row.valor_parcela - row.valor_pago);
}

/**
 * *Parcial* (decision 390): an open instalment (Pagar) with something paid and something left.
 * Pago, Cancelado and D.P.C rows are never Parcial, whatever they hold.
 */
export function isParcial(row: Pick<Titulo, 'status' | 'valor_parcela' | 'valor_pago'>): boolean {
  return row.status === 'Pagar' && row.valor_pago > 0 && row.valor_pago < row.valor_parcela;
}

/** Only open instalments (Pagar) can be paid; Pago is already settled. */
export function podePagar(row: Pick<Titulo, 'status'>): boolean {
  return row.status === 'Pagar';
}

/**
 * Why an instalment cannot be paid; null when it can (or is already Pago: a no-op). An open
 * payable that waits for approval, or was rejected, is refused here: every pay path (direct,
 * batch, conciliação, an offline replay) asks this one function (decision 422).
 */
export function motivoNaoPagar(row: Pick<Titulo, 'status'> & TituloAprovacao): string | null {
  if (row.status === 'Cancelado') return msg.pagamento.pagarCancelado;
  if (row.status === 'D.P.C') return msg.pagamento.pagarDpc;
  if (row.status === 'Pagar') {
    const alcada = liberadoPelaAlcada(row);
    if (!alcada.ok) return alcada.message;
  }
  return null;
}

/** Pay: Pagar → Pago today, fully paid. Already Pago: unchanged (pay is idempotent). */
export function pagar<T extends Parcela>(row: T, hoje: string): Resultado<MudancaPagamento<T>> {
  const motivo = motivoNaoPagar(row);
  if (motivo) return { ok: false, message: motivo };
  if (row.status === 'Pago') return { ok: true, value: { row, historico: null } };
  const restante = valorRestante(row);
  return {
    ok: true,
    value: {
      row: { ...row, status: 'Pago', data_pagamento: hoje, valor_pago: row.valor_parcela },
      historico: restante > 0 ? { descricao: msg.pagamento.historicoPagamento, valor: restante, data: hoje } : null,
    },
  };
}

/** Why a payment cannot be informed on an instalment; null when it can. */
export function motivoNaoInformar(row: Pick<Titulo, 'status'> & TituloAprovacao): string | null {
  if (row.status === 'Cancelado') return msg.pagamento.informarCancelado;
  if (row.status === 'Pago') return msg.pagamento.informarPago;
  if (row.status === 'D.P.C') return msg.pagamento.informarDpc;
  const alcada = liberadoPelaAlcada(row);
  return alcada.ok ? null : alcada.message;
}

/**
 * Inform a (partial) payment: adds to valor_pago; when nothing remains the instalment becomes
 * Pago on that day. A value above what remains is refused, never silently capped.
 */
export function informarPagamento<T extends Parcela>(
  row: T,
  valorCents: number,
  hoje: string,
): Resultado<MudancaPagamento<T>> {
  const motivo = motivoNaoInformar(row);
  if (motivo) return { ok: false, message: motivo };
  if (!Number.isSafeInteger(valorCents) || valorCents <= 0) return { ok: false, message: msg.comum.valorPositivo };
  const restante = valorRestante(row);
  if (valorCents > restante) return { ok: false, message: msg.pagamento.valorAcimaRestante };
  const quitado = valorCents === restante;
  return {
    ok: true,
    value: {
      row: {
        ...row,
        valor_pago: row.valor_pago + valorCents,
        ...(quitado ? { status: 'Pago' as const, data_pagamento: hoje } : {}),
      },
      historico: {
        descricao: quitado ? msg.pagamento.historicoQuitacao : msg.pagamento.historicoParcial,
        valor: valorCents,
        data: hoje,
      },
    },
  };
}

/**
 * Cancel one instalment: only open ones (Pagar) become Cancelado; Pago, D.P.C and Cancelado
 * stay as they are, so money already paid is never erased by a cancellation.
 */
export function cancelarParcela<T extends Pick<Titulo, 'status' | 'data_cancelamento'>>(row: T, dia: string): T {
  return row.status === 'Pagar' ? { ...row, status: 'Cancelado', data_cancelamento: dia } : row;
}

/** Cancel a whole group on `dia`; returns every row, changed or not. */
export function cancelarGrupo<T extends Pick<Titulo, 'status' | 'data_cancelamento'>>(rows: readonly T[], dia: string): T[] {
  return rows.map((row) => cancelarParcela(row, dia));
}

/** Group rows by id_titulo, keeping first-seen order. */
export function agruparPorTitulo<T extends Pick<Titulo, 'id_titulo'>>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.id_titulo);
    if (group) group.push(row);
    else groups.set(row.id_titulo, [row]);
  }
  return groups;
}

/** The distinct id_titulo of the selected rows (what cancel/delete send). */
export function idsTitulo(rows: readonly Pick<Titulo, 'id_titulo'>[]): string[] {
  return [...new Set(rows.map((row) => row.id_titulo))];
}

/** Every row of the groups touched by the selection (cancel and delete act on whole groups). */
export function expandirGrupos<T extends Pick<Titulo, 'id_titulo'>>(
  todas: readonly T[],
  selecionadas: readonly Pick<Titulo, 'id_titulo'>[],
): T[] {
  const titulos = new Set(idsTitulo(selecionadas));
  return todas.filter((row) => titulos.has(row.id_titulo));
}

/** The rows a cancel of these groups on `dia` changes (only open instalments), already cancelled. */
export function cancelarTitulos<T extends Pick<Titulo, 'id_titulo' | 'status' | 'valor_pago' | 'data_cancelamento'>>(
  todas: readonly T[],
  titulos: readonly string[],
  dia: string,
): T[] {
  const wanted = new Set(titulos);
  // A partly paid parcela keeps its payment history: it is spared like a Pago one (decision 394).
  return todas.filter((row) => wanted.has(row.id_titulo) && cancelavel(row)).map((row) => cancelarParcela(row, dia));
}

/**
 * The confirmation text when a group has more than one instalment: the heading, one line per
 * such group, and the question. Empty when no confirmation is needed. `rows` must hold every
 * row of the affected groups (see expandirGrupos).
 */
export function linhasConfirmacao(
  rows: readonly Pick<Titulo, 'id_titulo'>[],
  acao: 'canceladas' | 'deletadas',
): string[] {
  const lines: string[] = [];
  for (const [idTitulo, group] of agruparPorTitulo(rows)) {
    if (group.length > 1) lines.push(msg.confirmacao.linhaGrupo(group.length, idTitulo));
  }
  if (lines.length === 0) return [];
  return [msg.confirmacao.atencao(acao), ...lines, msg.confirmacao.desejaContinuar];
}

/**
 * pagarLancamentos, pagarRecebiveis: pay the selected instalments on the
 * device's day (`data_pagamento`; absent: the server's today), based on `versions`, with the
 * history ids the client chose (`historico_ids: {<row id>: <id>}`).
 */
export const PagarSchema = v.object(
  { ids: idList(), data_pagamento: optionalDate(), versions: versionsInput(), historico_ids: novosIdsInput() },
  msg.comum.dadosInvalidos,
);
export type Pagar = v.InferOutput<typeof PagarSchema>;

/** informarPagamentoLancamento, informarPagamentoRecebivel. */
export const InformarPagamentoSchema = v.object(
  {
    id: idInput(msg.lista.registroNaoEncontrado),
    valor: moneyInput(msg.pagamento.valorObrigatorio),
    version: optionalInt({ min: 0 }),
    data_pagamento: optionalDate(),
    versions: versionsInput(),
    historico_id: optionalId(),
  },
  msg.comum.dadosInvalidos,
);
export type InformarPagamento = v.InferOutput<typeof InformarPagamentoSchema>;

/** cancelarLancamentos, cancelarRecebiveis (cancel): id_titulos, on the device's day. */
export const CancelarTitulosSchema = v.object(
  { id_titulos: idList(), data_cancelamento: optionalDate(), versions: versionsInput() },
  msg.comum.dadosInvalidos,
);
export type CancelarTitulos = v.InferOutput<typeof CancelarTitulosSchema>;

/** deletarLancamentos, deletarRecebiveis: id_titulo (a list). */
export const DeletarTitulosSchema = v.object({ id_titulo: idList() }, msg.comum.dadosInvalidos);
