// Turns one creation into its instalment rows. Pure and deterministic given the ids, so the
// client (optimistic rows) and the server (authoritative rows) produce the very same rows.

import { addMonthsClamped } from './dates.ts';
import { splitCents } from './money.ts';
import { quantidadeParcelas } from './titulo.ts';
import type { CamposNovoTitulo, Titulo } from './titulo.ts';

export interface DadosNovoTitulo extends CamposNovoTitulo {
  descricao: string;
  valor: number;
  observacao: string | null;
  id_titulo: string | null;
  /** Every parcela's due date when a rule computed them (the card rule, credito.ts). */
  vencimentos?: readonly string[];
}

/** Ids for the rows; when omitted, the ones sent with the input (`id_titulo`, `ids`) are used. */
export interface IdsParcelas {
  id_titulo: string;
  ids: readonly string[];
}

/** Due dates of each instalment: the first one, then monthly on its day, clamped (never drifting). */
export function vencimentosParcelas(primeiro: string | null, quantidade: number): (string | null)[] {
  return Array.from({ length: quantidade }, (_, i) => (primeiro ? addMonthsClamped(primeiro, i) : null));
}

/**
 * The N rows of a creation: parcela 1..N of N, shared id_titulo, valor = total, valor_parcela
 * split to the cent, monthly due dates. Created as Pago, every instalment is fully paid.
 */
export function gerarParcelas(input: DadosNovoTitulo, ids?: IdsParcelas): Titulo[] {
  const quantidade = quantidadeParcelas(input);
  const idTitulo = ids?.id_titulo ?? input.id_titulo;
  const rowIds = ids?.ids ?? input.ids;
  if (!idTitulo || !rowIds || rowIds.length !== quantidade) {
    throw new Error(`gerarParcelas: expected id_titulo and ${quantidade} row ids`);
  }
  const valores = splitCents(input.valor, quantidade);
  const pago = input.status === 'Pago';
  const comVencimento = input.tipo === 'Com Vencimento';
  const vencimentos = comVencimento && input.vencimentos?.length === quantidade
    ? input.vencimentos
    : vencimentosParcelas(comVencimento ? input.vencimento : null, quantidade);
  return valores.map((valorParcela, i) => ({
    id: rowIds[i] ?? '',
    id_titulo: idTitulo,
    descricao: input.descricao,
    quant_parcela: quantidade,
    parcela: i + 1,
    valor: input.valor,
    valor_parcela: valorParcela,
    valor_pago: pago ? valorParcela : 0,
    data: input.data,
    status: input.status,
    tipo: input.tipo,
    vencimento: vencimentos[i] ?? null,
    data_pagamento: pago ? input.data_pagamento : null,
    data_cancelamento: null,
    observacao: input.observacao,
    metodo: input.metodo,
    version: 1,
    recorrencia_id: null,
  }));
}
