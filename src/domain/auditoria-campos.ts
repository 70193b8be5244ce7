// The change log's field names as a person knows them (issue 13, decision 352): the labels the
// forms and lists use ('Valor pago', not `valor_pago`). A field without a label here keeps its
// own name, so a new column never disappears from the log. A referenced id reads as the bank's,
// category's or user's name (decision 428).

import { idCurto } from './id-curto.ts';
import { msg } from './messages.ts';
import { CAMPOS_TITULO } from './messages-campos.ts';

/** Labels by column name, the same in every table unless ROTULOS_POR_ENTIDADE says otherwise. */
const ROTULOS: Readonly<Record<string, string>> = {
  id: 'ID', id_titulo: 'Título', descricao: 'Descrição', observacao: 'Observação', status: 'Status', tipo: 'Tipo',
  data: 'Data', vencimento: 'Vencimento', data_pagamento: CAMPOS_TITULO.dataPagamento, data_cancelamento: 'Data de cancelamento',
  valor: 'Valor', valor_parcela: 'Valor da parcela', valor_pago: 'Valor pago', valor_inicial: 'Valor inicial',
  valor_final: 'Valor atual', quant_parcela: 'Quantidade de parcelas', parcela: 'Parcela', metodo: CAMPOS_TITULO.metodo,
  // DESIGN §7's one name per concept: Pagamento (Crédito, Pix…) and Tipo de lançamento (Compra, Serviço…).
  pagamento: CAMPOS_TITULO.pagamento, tipo_compra: CAMPOS_TITULO.tipoLancamento, banco: 'Banco', banco_id: 'Banco',
  categoria_id: 'Categoria', alvo: 'Tipo do registro', alvo_id: 'Registro', possui_cartao: 'Possui cartão',
  credito: 'Crédito', debito: 'Débito', name: 'Nome', nome: 'Nome', email: 'E-mail', login: 'Login', senha: 'Senha',
  perfil: 'Perfil', lancamento_titulo: 'Lançamento', descricao_lancamento: 'Descrição do lançamento',
  comprovante_id: 'Comprovante', nome_original: 'Nome do arquivo', tamanho: 'Tamanho', mime: 'Tipo de arquivo',
  lancamento_id: 'Lançamento', recebivel_id: 'Recebível', fatura_id: 'Fatura', fundo_id: 'Fundo',
  texto: 'Texto', titulo: 'Título', fixada: 'Fixada', vinculo_tipo: 'Tipo do vínculo', vinculo_id: 'Vínculo',
  ticker: 'Ticker', quantidade: 'Quantidade', preco: 'Preço', custos: 'Custos', irrf: 'IRRF', classe: 'Classe',
  cota: 'Cota', cotas: 'Cotas', cnpj: 'CNPJ', instituicao: 'Instituição', curso: 'Curso', aluno: 'Aluno',
  nota: 'Nota', media: 'Média', situacao: 'Situação', carga_horaria: 'Carga horária', periodo: 'Período',
  disciplinas: 'Disciplinas', competencia: 'Competência', frequencia: 'Frequência', recorrencia: 'Recorrência',
  antecedencia_dias: 'Antecedência (dias)', alerta_dias: 'Alerta (dias)', hora: 'Hora', ativa: 'Ativa',
  dia_fechamento: 'Dia de fechamento', dia_util: 'Dia útil', ajustar_dia_util: 'Ajustar para dia útil', salva_por_operador: 'Salva por um operador',
  fitid: 'Identificador do extrato', chave: 'Chave da linha', formato: 'Formato', chat_id: 'Chat', bot_username: 'Bot', token_mascarado: 'Token',
  silencio_inicio: 'Silêncio a partir de', silencio_fim: 'Silêncio até', resumo_hora: 'Hora do resumo',
  tributo: 'Tributo', usuario_id: 'Usuário', corretora_id: 'Corretora', modalidade: 'Modalidade',
  estornado_em: 'Estornado em', motivo_estorno: 'Motivo do estorno',
  // Issue 33: no column key where a clerk reads.
  linha_digitavel: 'Linha digitável', pix_chave: 'Chave Pix', pix_txid: 'Identificador Pix (txid)',
  dre_linha: 'Linha da DRE', historico_id: 'Histórico escolar', destinatarios: 'Destinatários',
  // Issue 34: supplier NF-e (decision 419).
  emitente_cnpj: 'CNPJ do emitente', emitente_nome: 'Emitente', numero: 'Número', serie: 'Série', emissao: 'Emissão',
  valor_total: 'Valor total',
  // Issue 32: a bank's opening balance; a transferência's two banks.
  saldo_inicial: 'Saldo inicial', data_saldo_inicial: 'Data do saldo inicial', de: 'Banco de origem', para: 'Banco de destino',
  // Issue 32: a statement line's closing balance of its statement (decision 426).
  saldo_final: 'Saldo do extrato', data_saldo_final: 'Data do saldo do extrato',
  // Issue 35: the alçada (decisions 422, 430).
  aprovacao: 'Aprovação', aprovacao_motivo: 'Motivo da reprovação', aprovacao_por: 'Decidido por', aprovacao_em: 'Decidido em',
  limite: 'Limite da alçada',
  // Issue 34: Contas recorrentes.
  dia: 'Dia do vencimento', inicio: 'Início', fim: 'Término', recorrencia_id: 'Recorrência',
  // Issue 35: centros de custo (decision 440).
  codigo: 'Código', rateio: 'Rateio', centro_custo_id: 'Centro de custo', mes: 'Mês',
};

/** Where a table's form names a column otherwise. */
const ROTULOS_POR_ENTIDADE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bancos: { vencimento: 'Vencimento do cartão' },
  nfe_importadas: { chave: 'Chave de acesso' },
  pagamentos: { alvo_id: 'Título pago', valor: 'Valor pago', data: 'Data de pagamento' },
};

/** The label of `campo` in `entidade`'s log entries; its own name when it has none. */
export function rotuloCampo(entidade: string, campo: string): string {
  return ROTULOS_POR_ENTIDADE[entidade]?.[campo] ?? ROTULOS[campo] ?? campo;
}

/** The synced lists an id in the log may name. */
export type ListaReferida = 'bancos' | 'categorias' | 'usuarios';
/** Each list's names by id, as the device has them (null: not loaded yet). */
export type NomesReferidos = Readonly<Record<ListaReferida, ReadonlyMap<string, string>>>;

/** Columns that hold another record's id, by the list that names it. */
const REFERENCIAS: Readonly<Record<string, ListaReferida>> = {
  banco: 'bancos', banco_id: 'bancos', de: 'bancos', para: 'bancos', corretora_id: 'bancos',
  categoria_id: 'categorias', usuario_id: 'usuarios', aprovacao_por: 'usuarios',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A logged value as a clerk reads it (the server already wrote money, dates and Sim/Não): an id of a
 * bank, category or user as its name, or '#ABC123 (excluído)' when the list no longer has it; any
 * other id as '#' and 6 characters. Without the lists (`nomes` null, still loading) ids stay short.
 */
export function valorLegivel(campo: string, valor: string, nomes: NomesReferidos | null): string {
  if (!UUID.test(valor)) return valor;
  const lista = REFERENCIAS[campo];
  if (!lista || !nomes) return idCurto(valor);
  return nomes[lista].get(valor) ?? msg.auditoria.excluido[lista](idCurto(valor));
}

/** An action as a sentence starts: 'informar pagamento' → 'Informar pagamento'. */
export function rotuloAcao(acao: string): string {
  return acao.charAt(0).toLocaleUpperCase('pt-BR') + acao.slice(1);
}
