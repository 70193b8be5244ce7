// Payables (lançamentos): the row, the creation schema of SPEC §3/§5 and the rows it creates.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { gerarParcelas } from './parcelas.ts';
import type { IdsParcelas } from './parcelas.ts';
import { camposNovoTitulo, limparCamposDesativados, regraRateioNoTotal, regrasNovoTitulo } from './titulo.ts';
import { RateioSchema, rateioDaLinha } from './rateio.ts';
import { PAGAMENTOS, TIPOS_COMPRA } from './listas.ts';
import type { Titulo } from './titulo.ts';
import type { TituloAprovacao } from './alcada.ts';
import type { Pagamento, TipoCompra } from './listas.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { enumInput } from './option-inputs.ts';
import { crossRules } from './cross-rules.ts';
import { camposPagavel, dadosPagavel } from './pagavel.ts';
import { boolInput } from './validation.ts';
import { valorParaBusca } from './search.ts';

export interface Lancamento extends Titulo, TituloAprovacao {
  pagamento: Pagamento;
  tipo_compra: TipoCompra;
  banco_id: string;
  /** The bank's name, denormalised for lists and search. */
  banco: string;
  categoria_id: string | null;
  categoria: string | null;
  /** Issue 15: the boleto line or Pix the posting was read from (absent when typed by hand). */
  linha_digitavel?: string | null;
  pix_chave?: string | null;
  pix_txid?: string | null;
  /** Issue 21: the Histórico Escolar record this mensalidade belongs to (Gerar mensalidades). */
  historico_id?: string | null;
  /** A tax posting: due on the previous business day (decision 221); absent when not. */
  tributo?: boolean;
}

const CamposNovoLancamento = v.object(
  {
    ...camposNovoTitulo,
    pagamento: enumInput(PAGAMENTOS, msg.lancamento.pagamentoObrigatorio),
    /** The bank id. */
    banco: idInput(msg.lancamento.bancoObrigatorio),
    /** The optional category id (the form's field name). */
    categorias: optionalId(),
    tipo_lancamento: enumInput(TIPOS_COMPRA, msg.lancamento.tipoLancamentoObrigatorio),
    ...camposPagavel,
    /** Issue 21: the Histórico Escolar record the group is linked to (optional). */
    historico_id: optionalId(),
    /** Absent: not a tax by itself (its category may still be one). */
    tributo: boolInput(false),
    /** Issue 35: the split across categorias and centros (decision 441); absent or blank: none. */
    rateio: RateioSchema,
  },
  msg.comum.dadosInvalidos,
);
type CamposNovoLancamento = v.InferOutput<typeof CamposNovoLancamento>;

/** cadastrarLancamento. The credit rule needs the bank: apply `aplicarRegraCredito` after. */
export const NovoLancamentoSchema = v.pipe(
  CamposNovoLancamento,
  crossRules<CamposNovoLancamento>([...regrasNovoTitulo<CamposNovoLancamento>(), regraRateioNoTotal<CamposNovoLancamento>()]),
  v.transform((input) => limparCamposDesativados(input)),
);
export type NovoLancamento = v.InferOutput<typeof NovoLancamentoSchema>;

/** Names shown on the rows, looked up from the ids of the creation. */
export interface NomesLancamento {
  banco: string;
  categoria: string | null;
}

/** The payable rows of a creation (see gerarParcelas). */
export function gerarLancamentos(input: NovoLancamento, nomes: NomesLancamento, ids?: IdsParcelas): Lancamento[] {
  return gerarParcelas(input, ids).map((row) => ({
    ...row,
    pagamento: input.pagamento,
    tipo_compra: input.tipo_lancamento,
    banco_id: input.banco,
    banco: nomes.banco,
    categoria_id: input.categorias,
    categoria: input.categorias ? nomes.categoria : null,
    // Absent is null, as the server stores it (the device's copy must equal the server's row).
    linha_digitavel: null, pix_chave: null, pix_txid: null,
    ...dadosPagavel(input),
    // As the server stores them: the device's copy must equal the server's row (decision 200).
    historico_id: input.historico_id ?? null,
    tributo: input.tributo === true,
    // The alçada's state is the server's to judge on arrival (decision 430); none until then.
    aprovacao: null, aprovacao_motivo: null, aprovacao_por: null, aprovacao_em: null,
    rateio: rateioDaLinha(input.rateio),
  }));
}

/**
 * Fields list search covers: SPEC §5's descricao, status and banco, and (issue 33) the payment kind
 * and the amounts as a clerk types them, the parcela's and, when it differs, the purchase's total.
 */
export function chaveBuscaLancamento(
  row: Pick<Lancamento, 'descricao' | 'status' | 'pagamento' | 'valor' | 'valor_parcela'> & { banco: string | null },
): string[] {
  const valores = row.valor === row.valor_parcela ? valorParaBusca(row.valor_parcela) : `${valorParaBusca(row.valor_parcela)} ${valorParaBusca(row.valor)}`;
  return row.banco === null
    ? [row.descricao, row.status, row.pagamento, valores]
    : [row.descricao, row.status, row.banco, row.pagamento, valores];
}
