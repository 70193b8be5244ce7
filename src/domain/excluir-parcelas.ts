// Excluir / Cancelar parcelas with a scope (issue 31 item 5, PRODUCT.md "The posting lifecycle",
// decision 394). A parcela with payment history (Pago, or partly paid: valor_pago > 0) is never
// deleted or cancelled: the new routes refuse it by name, the group routes spare it. The server
// routes (server/routes/parcelas.ts, titulo-acoes.ts) and the device (src/data/parcelas.ts,
// titulo-acoes.ts) run these same functions.

import * as v from 'valibot';
import { msg } from './messages.ts';
import type { Titulo } from './titulo.ts';
import { optionalDate } from './validation.ts';
import { idList } from './id-inputs.ts';
import { versionsInput } from './data-acao.ts';

type Linha = Pick<Titulo, 'id' | 'id_titulo' | 'status' | 'valor_pago'>;
type Nomeavel = Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela' | 'status' | 'valor_pago'>;

/** A parcela with payment history (Pago, or something paid): kept, estorne first. */
export function temPagamento(row: Pick<Titulo, 'status' | 'valor_pago'>): boolean {
  return row.status === 'Pago' || row.valor_pago > 0;
}

/** What a cancel changes: open parcelas with nothing paid (Cancelado is a no-op, D.P.C stays). */
export function cancelavel(row: Pick<Titulo, 'status' | 'valor_pago'>): boolean {
  return row.status === 'Pagar' && row.valor_pago === 0;
}

/** "Aluguel (parcela 2/3)". */
export function nomeParcela(row: Pick<Titulo, 'descricao' | 'parcela' | 'quant_parcela'>): string {
  return msg.parcelas.nome(row.descricao, row.parcela, row.quant_parcela);
}

/** Why these rows cannot be deleted (the first one with payment history, named); null when they can. */
export function motivoNaoExcluir(rows: readonly Nomeavel[]): string | null {
  const paga = rows.find(temPagamento);
  return paga ? msg.parcelas.pagaExcluir(nomeParcela(paga)) : null;
}

/** Why these rows cannot be cancelled; null when they can (already Cancelado rows are a no-op). */
export function motivoNaoCancelar(rows: readonly Nomeavel[]): string | null {
  const paga = rows.find(temPagamento);
  return paga ? msg.parcelas.pagaCancelar(nomeParcela(paga)) : null;
}

export type EscopoParcelas = 'selecionadas' | 'grupo';

/** What a confirmation shows and sends: the rows that change and the ones kept (paid). */
export interface PlanoParcelas<T> {
  muda: T[];
  mantidas: T[];
}

/**
 * The rows an Excluir / Cancelar of `selecionadas` with this scope acts on: the selection, or every
 * row of the selection's groups (`todas` must hold them). Paid and partly paid rows are kept;
 * for a cancel, rows already Cancelado (or D.P.C) are neither changed nor counted as kept.
 */
export function planoParcelas<T extends Linha>(
  acao: 'excluir' | 'cancelar',
  escopo: EscopoParcelas,
  todas: readonly T[],
  selecionadas: readonly Pick<Titulo, 'id' | 'id_titulo'>[],
): PlanoParcelas<T> {
  const ids = new Set(selecionadas.map((row) => row.id));
  const titulos = new Set(selecionadas.map((row) => row.id_titulo));
  const alvo = todas.filter((row) => (escopo === 'grupo' ? titulos.has(row.id_titulo) : ids.has(row.id)));
  const mantidas = alvo.filter(temPagamento);
  const muda = alvo.filter((row) => (acao === 'excluir' ? !temPagamento(row) : cancelavel(row)));
  return { muda, mantidas };
}

/** The group routes (deletar-lancamento, deletar-recebiveis): the ids of the rows they delete. */
export function excluiveisDosGrupos<T extends Linha>(todas: readonly T[], titulos: readonly string[]): T[] {
  const wanted = new Set(titulos);
  return todas.filter((row) => wanted.has(row.id_titulo) && !temPagamento(row));
}

/** deletarParcelas, deletarParcelasRecebiveis: the parcelas by id, based on `versions`. */
export const DeletarParcelasSchema = v.object({ ids: idList(), versions: versionsInput() }, msg.comum.dadosInvalidos);
export type DeletarParcelas = v.InferOutput<typeof DeletarParcelasSchema>;

/** cancelarParcelas, cancelarParcelasRecebiveis: the parcelas by id, on the device's day. */
export const CancelarParcelasSchema = v.object(
  { ids: idList(), data_cancelamento: optionalDate(), versions: versionsInput() },
  msg.comum.dadosInvalidos,
);
export type CancelarParcelas = v.InferOutput<typeof CancelarParcelasSchema>;
