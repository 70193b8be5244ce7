// Editar a posting (issue 31 item 1, PRODUCT "The posting lifecycle", decision 395): one open
// parcela or every open parcela of its group. Descriptive fields on either scope; valor and
// vencimento of the one open parcela only (the group's total follows its parcelas). Paid and
// cancelled parcelas keep everything. The device and the server run these same rules.

import * as v from 'valibot';
import { crossRules } from './cross-rules.ts';
import { formatDateBR } from './dates.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { PAGAMENTOS, TIPOS_COMPRA } from './listas.ts';
import type { Lancamento } from './lancamento.ts';
import { msg } from './messages.ts';
import { formatBRL } from './money.ts';
import { enumInput } from './option-inputs.ts';
import { nomeDaParcela } from './pagamento-dia.ts';
import type { Titulo } from './titulo.ts';
import { RateioSchema, problemaRateioNoTotal, rateioDaLinha } from './rateio.ts';
import { dateInput, intInput, moneyInput, optionalText, requiredText } from './validation.ts';
import type { Resultado } from './validation.ts';

export const ESCOPOS_EDICAO = ['parcela', 'grupo'] as const;
export type EscopoEdicao = (typeof ESCOPOS_EDICAO)[number];

/** Absent fields stay as they are; observacao sent blank is cleared. */
export const camposEdicao = {
  id: idInput(msg.lista.registroNaoEncontrado),
  escopo: enumInput(ESCOPOS_EDICAO, msg.editar.escopoObrigatorio),
  version: intInput(msg.editar.versaoObrigatoria, { min: 0 }),
  descricao: v.optional(requiredText(msg.lancamento.descricaoObrigatoria, 255)),
  observacao: v.optional(optionalText(1000)),
  valor: v.optional(moneyInput(msg.lancamento.valorObrigatorio)),
  vencimento: v.optional(dateInput(msg.lancamento.vencimentoObrigatorio)),
  /** Issue 35 (decision 441): absent stays as it is; blank or [] removes the rateio. */
  rateio: v.optional(RateioSchema),
};

interface EscopoEValores { escopo: EscopoEdicao; valor?: number; vencimento?: string }

/** valor and vencimento belong to one parcela: refused (422, on the field) with escopo grupo. */
export function regrasEscopo<T extends EscopoEValores>() {
  return crossRules<T>([
    { field: 'valor', uses: ['escopo'], check: (x) => (x.escopo === 'grupo' && x.valor !== undefined ? msg.editar.valorSoNaParcela : null) },
    {
      field: 'vencimento', uses: ['escopo'],
      check: (x) => (x.escopo === 'grupo' && x.vencimento !== undefined ? msg.editar.vencimentoSoNaParcela : null),
    },
  ]);
}

const CamposEditarRecebivel = v.object(
  {
    ...camposEdicao,
    /** Issue 32: the bank the money lands in (an id); blank clears it. */
    banco: v.optional(optionalId()),
  },
  msg.comum.dadosInvalidos,
);
/** editarRecebivel (mutacoes-editar.ts). */
export const EditarRecebivelSchema = v.pipe(CamposEditarRecebivel, regrasEscopo<v.InferOutput<typeof CamposEditarRecebivel>>());
export type EditarRecebivel = v.InferOutput<typeof EditarRecebivelSchema>;

const CamposEditarLancamento = v.object(
  {
    ...camposEdicao,
    /** The bank id. */
    banco: v.optional(idInput(msg.lancamento.bancoObrigatorio)),
    /** The category id; blank clears it. */
    categorias: v.optional(optionalId()),
    pagamento: v.optional(enumInput(PAGAMENTOS, msg.lancamento.pagamentoObrigatorio)),
    tipo_lancamento: v.optional(enumInput(TIPOS_COMPRA, msg.lancamento.tipoLancamentoObrigatorio)),
  },
  msg.comum.dadosInvalidos,
);
/** editarLancamento (mutacoes-editar.ts). */
export const EditarLancamentoSchema = v.pipe(CamposEditarLancamento, regrasEscopo<v.InferOutput<typeof CamposEditarLancamento>>());
export type EditarLancamento = v.InferOutput<typeof EditarLancamentoSchema>;

/** What the rule reads and writes of a parcela. */
export type LinhaEdicao = Pick<
  Titulo, 'id' | 'id_titulo' | 'descricao' | 'parcela' | 'quant_parcela' | 'status' | 'valor' | 'valor_parcela'
  | 'valor_pago' | 'data' | 'tipo' | 'vencimento' | 'observacao' | 'rateio'
>;

type EdicaoTitulo = Pick<EditarRecebivel, 'id' | 'escopo' | 'descricao' | 'observacao' | 'valor' | 'vencimento' | 'rateio'>;

/** Why the target parcela cannot take this edit (named); null when it can. */
export function motivoNaoEditar(alvo: LinhaEdicao, input: Pick<EdicaoTitulo, 'valor' | 'vencimento'>): string | null {
  const nome = nomeDaParcela(alvo);
  if (alvo.status !== 'Pagar') return msg.editar.naoAberta(nome, alvo.status);
  if (input.valor !== undefined && alvo.valor_pago > 0 && input.valor <= alvo.valor_pago) {
    return msg.editar.valorAbaixoDoPago(nome, formatBRL(alvo.valor_pago));
  }
  if (input.vencimento !== undefined && input.vencimento < alvo.data) return msg.editar.vencimentoAnterior(nome, formatDateBR(alvo.data));
  return null;
}

function mudou<T extends object>(antes: T, depois: T): boolean {
  return (Object.keys(depois) as (keyof T)[]).some((key) => antes[key] !== depois[key]);
}

/**
 * The rows of `grupo` (every parcela of the target's group) this edit changes, as they become.
 * `descritivos` applies the area's own descriptive fields (bank, category… of a payable).
 */
export function editarTitulo<T extends LinhaEdicao>(
  grupo: readonly T[], input: EdicaoTitulo, descritivos: (row: T) => T = (row) => row,
): Resultado<T[]> {
  const alvo = grupo.find((row) => row.id === input.id);
  if (!alvo) return { ok: false, message: msg.lista.registroNaoEncontrado };
  const motivo = motivoNaoEditar(alvo, input);
  if (motivo) return { ok: false, message: motivo };
  const editaveis = new Set(
    (input.escopo === 'grupo' ? grupo.filter((row) => row.status === 'Pagar') : [alvo]).map((row) => row.id),
  );
  let depois = grupo.map((row): T => {
    if (!editaveis.has(row.id)) return row;
    const comuns: T = {
      ...row,
      descricao: input.descricao ?? row.descricao,
      observacao: input.observacao === undefined ? row.observacao : input.observacao,
      ...(input.rateio === undefined ? {} : { rateio: rateioDaLinha(input.rateio) }),
    };
    if (row.id !== alvo.id) return descritivos(comuns);
    return descritivos({
      ...comuns,
      valor_parcela: input.valor ?? row.valor_parcela,
      vencimento: input.vencimento ?? row.vencimento,
      tipo: input.vencimento === undefined ? row.tipo : 'Com Vencimento',
    });
  });
  // The group's total (valor, on every row) is the sum of its parcelas, as gerarParcelas made it.
  const total = depois.reduce((sum, row) => sum + row.valor_parcela, 0);
  if (input.valor !== undefined) depois = depois.map((row) => (row.valor === total ? row : { ...row, valor: total }));
  // A rateio by value must still add up to the group's total: a new valor refuses an old split (decision 420).
  for (const row of depois) {
    if (!editaveis.has(row.id) || !row.rateio) continue;
    const problema = problemaRateioNoTotal(row.rateio, row.valor);
    if (problema) return { ok: false, message: problema };
  }
  return { ok: true, value: depois.filter((row, i) => { const antes = grupo[i]; return antes !== undefined && mudou(antes, row); }) };
}

/** A receivable's parcela as the rule reads it: also the bank it lands in. */
export type LinhaRecebivel = LinhaEdicao & { banco_id: string | null };

/** editarTitulo for receivables: also the bank (every edited parcela lands in it, as a payable's bank). */
export function editarRecebivel<T extends LinhaRecebivel>(grupo: readonly T[], input: EditarRecebivel): Resultado<T[]> {
  return editarTitulo(grupo, input, (row) => (input.banco === undefined ? row : { ...row, banco_id: input.banco }));
}

type LinhaLancamento = LinhaEdicao & Pick<Lancamento, 'pagamento' | 'tipo_compra' | 'banco_id' | 'banco' | 'categoria_id' | 'categoria'>;

/** Names of the chosen bank and category (looked up by the caller: the server's tables, the device's lists). */
export interface NomesEdicao { banco?: string; categoria?: string | null }

/**
 * A credit-card purchase's due dates come from its bank's card (credito.ts): an edit keeps the
 * bank and payment of a Crédito posting, and does not turn another posting into one (decision 395).
 */
export function motivoCredito(alvo: Pick<LinhaLancamento, 'pagamento' | 'banco_id' | 'descricao' | 'parcela' | 'quant_parcela'>, input: Pick<EditarLancamento, 'pagamento' | 'banco'>): string | null {
  const nome = nomeDaParcela(alvo);
  if (alvo.pagamento === 'Crédito') {
    const outroPagamento = input.pagamento !== undefined && input.pagamento !== 'Crédito';
    const outroBanco = input.banco !== undefined && input.banco !== alvo.banco_id;
    return outroPagamento || outroBanco ? msg.editar.creditoFixo(nome) : null;
  }
  return input.pagamento === 'Crédito' ? msg.editar.paraCredito(nome) : null;
}

/** editarTitulo for payables: also bank, category, payment and purchase type. */
export function editarLancamento<T extends LinhaLancamento>(
  grupo: readonly T[], input: EditarLancamento, nomes: NomesEdicao,
): Resultado<T[]> {
  const alvo = grupo.find((row) => row.id === input.id);
  const credito = alvo ? motivoCredito(alvo, input) : null;
  if (credito) return { ok: false, message: credito };
  return editarTitulo(grupo, input, (row) => ({
    ...row,
    pagamento: input.pagamento ?? row.pagamento,
    tipo_compra: input.tipo_lancamento ?? row.tipo_compra,
    banco_id: input.banco ?? row.banco_id,
    banco: input.banco === undefined ? row.banco : (nomes.banco ?? row.banco),
    categoria_id: input.categorias === undefined ? row.categoria_id : input.categorias,
    categoria: input.categorias === undefined ? row.categoria : input.categorias === null ? null : (nomes.categoria ?? null),
  }));
}

