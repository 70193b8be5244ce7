/* One wire schema per synced collection (decision 341): the row exactly as the server's list and
   delta calls send it. The server's selects are typed from each schema's input
   (`v.InferInput`, server/repositories/*.ts) and the device's `fromWire` reads rows through its
   output (money in cents), which is also the type of each Dexie table (src/data/db.ts). */
import * as v from 'valibot';
import {
  BASE, dia, diaOuNulo, dinheiro, dinheiroOuNulo, id, idOuNulo, instante, inteiro, inteiroOuNulo, logico,
  numeroOuNulo, texto, textoOuNulo,
} from './wire-campos.ts';
import { ENTIDADES, RECORRENCIAS, STATUS_LEMBRETE, VINCULOS } from './avisos-listas.ts';
import {
  ALVOS_MOVIMENTACAO, ALVOS_PAGAMENTO, ESTADOS_APROVACAO, CLASSES_ACAO, FREQUENCIAS, TIPOS_RECORRENCIA, CLASSES_FUNDO, FORMATOS_EXTRATO, LINHAS_DRE, METODOS, MODALIDADES, PAGAMENTOS, PERFIS, RESULTADOS, SITUACOES,
  STATUS_ENTRADA, STATUS_FUNDO, STATUS_INVESTIMENTO, STATUS_TITULO, TIPOS_COMPRA, TIPOS_ENTRADA, TIPOS_MOVIMENTO,
  TIPOS_OPERACAO, TIPOS_VENCIMENTO,
} from './listas.ts';

const TITULO = {
  ...BASE,
  id_titulo: id,
  descricao: texto,
  quant_parcela: inteiro,
  parcela: inteiro,
  valor: dinheiro,
  valor_parcela: dinheiro,
  valor_pago: dinheiro,
  data: dia,
  status: v.picklist(STATUS_TITULO),
  tipo: v.picklist(TIPOS_VENCIMENTO),
  vencimento: diaOuNulo,
  data_pagamento: diaOuNulo,
  data_cancelamento: diaOuNulo,
  observacao: textoOuNulo,
  metodo: v.picklist(METODOS),
  // Issue 34 (decision 414): the recorrência a row is an occurrence of (absent before 0028: null).
  recorrencia_id: v.optional(idOuNulo, null),
  // Issue 35 (decision 441): the group's rateio as the domain keeps it, integers only (cents and
  // hundredths of a percent, as historicos' disciplinas travel as stored); null when not split.
  rateio: v.optional(v.nullable(v.array(v.object({
    categoria: idOuNulo, centro_custo: idOuNulo, percentual: inteiroOuNulo, valor: inteiroOuNulo,
  }))), null),
} as const;

const HISTORICO = { ...BASE, alvo_id: id, descricao: texto, valor: dinheiro, data: dia } as const;

const BOLETO_PIX = { linha_digitavel: textoOuNulo, pix_chave: textoOuNulo, pix_txid: textoOuNulo } as const;

const RENDIMENTO = {
  ...BASE,
  descricao: texto,
  valor_inicial: dinheiro,
  valor_final: dinheiro,
  data: dia,
  banco_id: idOuNulo,
  banco: textoOuNulo,
  observacao: textoOuNulo,
} as const;

export const WIRE = {
  bancos: v.object({
    ...BASE, banco: texto, status: logico, possui_cartao: logico, credito: logico, debito: logico,
    vencimento: inteiroOuNulo,
    // The closing day of the bank's automation rule, for the card rule offline (decision 391).
    dia_fechamento: v.optional(inteiroOuNulo, null),
    // Issue 32 (decision 402): the opening balance, at the start of data_saldo_inicial.
    saldo_inicial: dinheiro, data_saldo_inicial: diaOuNulo,
  }),
  categorias: v.object({ ...BASE, descricao: texto, status: logico, dre_linha: v.nullable(v.picklist(LINHAS_DRE)), tributo: logico }),
  lancamentos: v.object({
    ...TITULO, ...BOLETO_PIX, pagamento: v.picklist(PAGAMENTOS), tipo_compra: v.picklist(TIPOS_COMPRA), banco_id: idOuNulo, banco: textoOuNulo,
    categoria_id: idOuNulo, categoria: textoOuNulo, historico_id: idOuNulo, tributo: logico,
    // Issue 35 (decision 422): the alçada's state, who decided and when, a rejection's motivo.
    aprovacao: v.optional(v.nullable(v.picklist(ESTADOS_APROVACAO)), null), aprovacao_motivo: v.optional(textoOuNulo, null),
    aprovacao_por: v.optional(idOuNulo, null), aprovacao_em: v.optional(textoOuNulo, null),
  }),
  // Issue 32: the bank the money lands in (optional).
  recebiveis: v.object({ ...TITULO, banco_id: v.optional(idOuNulo, null) }),
  faturas: v.object({
    ...BASE, ...BOLETO_PIX, descricao: texto, banco_id: id, banco: texto, valor: dinheiro,
    status: v.picklist(STATUS_TITULO), vencimento: diaOuNulo, data_pagamento: diaOuNulo,
  }),
  comprovantes: v.object({
    ...BASE, descricao: texto, data: dia, lancamento_titulo: idOuNulo, descricao_lancamento: textoOuNulo,
    comprovante: texto,
    arquivos: v.array(v.object({ id, nome: texto, nome_original: texto, tamanho: inteiro })),
  }),
  entradas: v.object({
    ...RENDIMENTO, status: v.picklist(STATUS_ENTRADA), tipo: v.picklist(TIPOS_ENTRADA), id_titulo: idOuNulo,
  }),
  investimentos: v.object({ ...RENDIMENTO, status: v.picklist(STATUS_INVESTIMENTO) }),
  // An Operador receives the others' id and name only (issue 37 item 3): the directory's e-mail,
  // login, status and perfil are the Gestor area's.
  usuarios: v.object({
    ...BASE, name: texto, email: v.optional(texto), login: v.optional(texto), status: v.optional(logico), perfil: v.optional(v.picklist(PERFIS)),
  }),
  // Decision 393: an estornado entry stays, marked (absent from servers before 0024: null).
  pagamentos: v.object({
    ...HISTORICO, alvo: v.picklist(ALVOS_PAGAMENTO),
    estornado_em: v.optional(v.nullable(instante), null), motivo_estorno: v.optional(textoOuNulo, null),
  }),
  movimentacoes: v.object({ ...HISTORICO, alvo: v.picklist(ALVOS_MOVIMENTACAO) }),
  feriados: v.object({ ...BASE, data: dia, nome: texto }),
  operacoes: v.object({
    ...BASE, data: dia, ticker: texto, tipo: v.picklist(TIPOS_OPERACAO), quantidade: inteiro, preco: dinheiro, custos: dinheiro,
    irrf: dinheiro, modalidade: v.picklist(MODALIDADES), classe: v.picklist(CLASSES_ACAO), corretora_id: idOuNulo, corretora: textoOuNulo,
    nota: textoOuNulo, comprovante_id: idOuNulo,
  }),
  fundos: v.object({
    ...BASE, nome: texto, cnpj: texto, classe: v.picklist(CLASSES_FUNDO), banco_id: id, banco: textoOuNulo,
    status: v.picklist(STATUS_FUNDO),
  }),
  // Quota values (cota, cotas) stay 8-decimal text: the domain parses them.
  fundo_movimentos: v.object({
    ...BASE, fundo_id: id, tipo: v.picklist(TIPOS_MOVIMENTO), data: dia, valor: dinheiroOuNulo, cota: texto, cotas: textoOuNulo,
  }),
  // Histórico Escolar (issue 21): disciplinas travel inside the row (decision 260).
  historicos: v.object({
    ...BASE, aluno: texto, instituicao: texto, curso: texto, periodo: texto, situacao: v.picklist(SITUACOES),
    frequencia: numeroOuNulo, carga_horaria: inteiro, media: numeroOuNulo,
    disciplinas: v.array(v.object({
      nome: texto, carga: v.number(), nota: numeroOuNulo, faltas: v.number(), resultado: v.picklist(RESULTADOS),
    })),
  }),
  lembretes: v.object({
    ...BASE, titulo: texto, descricao: textoOuNulo, data: dia, hora: textoOuNulo, antecedencia_dias: inteiro,
    recorrencia: v.picklist(RECORRENCIAS), dia_util: inteiroOuNulo, ajustar_dia_util: logico,
    destinatarios: v.array(texto), vinculo_tipo: v.nullable(v.picklist(VINCULOS)), vinculo_id: idOuNulo,
    status: v.picklist(STATUS_LEMBRETE), criado_por: idOuNulo,
  }),
  observacoes: v.object({
    ...BASE, assunto: texto, texto, entidade: v.picklist(ENTIDADES), registro_id: idOuNulo, autor_id: id, fixada: logico,
  }),
  lidas: v.object({ ...BASE, user_id: id, chave: texto }),
  extratos: v.object({
    ...BASE, banco_id: id, data: dia, valor: dinheiro, descricao: texto, fitid: textoOuNulo, chave: texto,
    formato: v.picklist(FORMATOS_EXTRATO), parcela: textoOuNulo, lancamento_id: idOuNulo, recebivel_id: idOuNulo,
    // Issue 32: the closing balance of the statement the line came from (decision 426); null without LEDGERBAL.
    saldo_final: dinheiroOuNulo, data_saldo_final: diaOuNulo,
  }),
  // Issue 32: money moved between banks, out of `de`, into `para` (decision 406).
  transferencias: v.object({ ...BASE, de: id, para: id, valor: dinheiro, data: dia, descricao: textoOuNulo }),
  // Contas recorrentes (issue 34): the rule; its occurrences are payables or receivables.
  recorrencias: v.object({
    ...BASE, tipo: v.picklist(TIPOS_RECORRENCIA), descricao: texto, valor: dinheiro, banco_id: idOuNulo, categoria_id: idOuNulo,
    pagamento: v.nullable(v.picklist(PAGAMENTOS)), frequencia: v.picklist(FREQUENCIAS), dia: inteiroOuNulo, inicio: dia,
    fim: diaOuNulo, ajustar_dia_util: logico, observacao: textoOuNulo, status: logico,
  }),
  // Centros de custo (issue 35, decision 440): a rateio share names one.
  centros_custo: v.object({ ...BASE, codigo: texto, nome: texto, status: logico }),
  // Orçamento (issue 35, decision 443): one value per categoria, centro (or none) and month 'YYYY-MM'.
  orcamentos: v.object({ ...BASE, categoria: id, centro_custo: idOuNulo, mes: texto, valor: dinheiro }),
} as const;

export type NomeWire = keyof typeof WIRE;
/** A row as the server sends it (money as decimal strings). */
export type WireEntrada<N extends NomeWire> = v.InferInput<(typeof WIRE)[N]>;
/** A row as the device stores it (money in cents): the type of its Dexie table. */
export type Linha<N extends NomeWire> = v.InferOutput<(typeof WIRE)[N]>;
export type Linhas = { [N in NomeWire]: Linha<N> };
