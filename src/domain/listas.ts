/* The domain's fixed lists of values a synced row may carry (status, tipo, método, pagamento…),
   apart from their rules and texts. The wire schemas (wire-linhas.ts) make each such field a
   picklist of its list, and they reach the shell through the collection table, which must not
   load every area's messages (decision 295). So this module imports nothing; the rule modules
   (titulo.ts, fundos.ts, …) import their lists from here. Reminders' and notes' lists live in
   avisos-listas.ts. */

// Payables and receivables (titulo.ts).
export const PAGAMENTOS = ['Crédito', 'Débito', 'Boleto', 'Pix', 'Espécie'] as const;
export type Pagamento = (typeof PAGAMENTOS)[number];

export const TIPOS_COMPRA = ['Compra', 'Venda', 'Serviço', 'Pagamento', 'Outros'] as const;
export type TipoCompra = (typeof TIPOS_COMPRA)[number];

/** Payables', receivables' and invoices' status. */
export const STATUS_TITULO = ['Pagar', 'Pago', 'D.P.C', 'Cancelado'] as const;
export type StatusTitulo = (typeof STATUS_TITULO)[number];

export const TIPOS_VENCIMENTO = ['Com Vencimento', 'Sem Vencimento'] as const;
export type TipoVencimento = (typeof TIPOS_VENCIMENTO)[number];

export const METODOS = ['À vista', 'Parcelado', 'Indefinido'] as const;
export type Metodo = (typeof METODOS)[number];

// Entries (entrada.ts): the types shown in lists; Investimento rows come from elsewhere, never
// from the entry form.
export const TIPOS_ENTRADA = ['Entrante', 'Reserva', 'Investimento'] as const;
export type TipoEntrada = (typeof TIPOS_ENTRADA)[number];

export const STATUS_ENTRADA = ['Ativo', 'Inativo'] as const;
export type StatusEntrada = (typeof STATUS_ENTRADA)[number];

// Investments (investimento.ts).
export const STATUS_INVESTIMENTO = ['Ativo', 'Inativo', 'Finalizado'] as const;
export type StatusInvestimento = (typeof STATUS_INVESTIMENTO)[number];

// Funds (fundos.ts).
export const CLASSES_FUNDO = ['Renda Fixa', 'Multimercado', 'Ações', 'FII', 'Cambial'] as const;
export type ClasseFundo = (typeof CLASSES_FUNDO)[number];
export const STATUS_FUNDO = ['Ativo', 'Encerrado'] as const;
export type StatusFundo = (typeof STATUS_FUNDO)[number];
export const TIPOS_MOVIMENTO = ['Aplicação', 'Resgate', 'Cotação'] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

// Stock trades (acoes-validacao.ts).
export const TIPOS_OPERACAO = ['Compra', 'Venda'] as const;
export type TipoOperacao = (typeof TIPOS_OPERACAO)[number];
export const MODALIDADES = ['Swing trade', 'Day trade'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const CLASSES_ACAO = ['Ação', 'FII'] as const;
export type ClasseAcao = (typeof CLASSES_ACAO)[number];

// Histórico Escolar (historico-escolar-disciplinas.ts).
export const SITUACOES = ['Cursando', 'Aprovado', 'Reprovado', 'Trancado', 'Concluído'] as const;
export type Situacao = (typeof SITUACOES)[number];
export const RESULTADOS = ['Cursando', 'Aprovado', 'Reprovado', 'Reprovado por falta', 'Trancado', 'Dispensado'] as const;
export type Resultado = (typeof RESULTADOS)[number];

/** Perfis (decision 232): an administrador reaches everything; an operador has no Gestor area. */
export const PERFIS = ['administrador', 'operador'] as const;
export type Perfil = (typeof PERFIS)[number];

/** A payable's alçada state (issue 35, decision 422); null on the payable when none was needed. */
export const ESTADOS_APROVACAO = ['Aguardando aprovação', 'Aprovado', 'Reprovado'] as const;
export type EstadoAprovacao = (typeof ESTADOS_APROVACAO)[number];

/** Whether a payable waits for an Administrador (here, not in alcada.ts: the device's list
 *  registry uses it, and alcada.ts would bring its messages into the first download of the app). */
export function aguarda(row: object): boolean {
  return (row as { aprovacao?: unknown }).aprovacao === ESTADOS_APROVACAO[0];
}

/** The layouts a statement file is read as (extrato-ofx.ts, extrato-csv.ts). */
export const FORMATOS_EXTRATO = ['ofx', 'nubank-cartao', 'nubank-conta', 'inter-fatura', 'inter-conta', 'modelo'] as const;
export type FormatoExtrato = (typeof FORMATOS_EXTRATO)[number];

/** The DRE lines a category of payables may be mapped to (relatorio-dre.ts). */
export const LINHAS_DRE = [
  'receita_bruta', 'deducoes', 'custos', 'despesas_operacionais', 'resultado_financeiro', 'impostos',
] as const;
export type LinhaDre = (typeof LINHAS_DRE)[number];

/** What a payment history row is about (pagamentos) and what a yield history row is about (movimentacoes). */
export const ALVOS_PAGAMENTO = ['lancamento', 'recebivel'] as const;
export type AlvoPagamento = (typeof ALVOS_PAGAMENTO)[number];
export const ALVOS_MOVIMENTACAO = ['entrada', 'investimento'] as const;
export type AlvoMovimentacao = (typeof ALVOS_MOVIMENTACAO)[number];

/** Contas recorrentes (issue 34): how often a recorrência falls due, and its kind. */
export const FREQUENCIAS = ['Semanal', 'Quinzenal', 'Mensal', 'Bimestral', 'Trimestral', 'Semestral', 'Anual'] as const;
export type Frequencia = (typeof FREQUENCIAS)[number];
export const TIPOS_RECORRENCIA = ['pagar', 'receber'] as const;
export type TipoRecorrencia = (typeof TIPOS_RECORRENCIA)[number];
