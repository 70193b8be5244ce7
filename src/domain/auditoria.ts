// The change log's pure rules (issue 18, decisions 230–231): the action named by each write, the
// device's time of the action and how a logged value is shown (money as BRL, never raw cents).
// The log itself is written by a database trigger (server/db/migrations/0010_auditoria.sql).

import * as v from 'valibot';
import { rotuloAcao, rotuloCampo, valorLegivel } from './auditoria-campos.ts';
import type { NomesReferidos } from './auditoria-campos.ts';
import { formatDateBR, formatDateTimeSP, isISODate } from './dates.ts';
import { formatBRL } from './money.ts';
import { msg } from './messages.ts';

/** A change that waited longer than this between the device and the server is "offline". */
export const ESPERA_OFFLINE_MS = 60_000;
/** A device clock ahead of the server by more than this is refused (as decision 151's one day). */
export const TOLERANCIA_FUTURO_MS = 24 * 60 * 60_000;
/** The window in which the device's time is believed (decision 380): a change queued up to 30
    days, a clock up to 5 minutes fast. Outside it the write is kept, its entry flagged. */
export const CRIVEL_PASSADO_MS = 30 * 24 * 60 * 60_000;
export const CRIVEL_FUTURO_MS = 5 * 60_000;

export const ACOES = [
  'criar', 'editar', 'pagar', 'informar pagamento', 'cancelar', 'excluir', 'importar', 'anexar',
  'informar rendimento', 'inativar', 'estornar', 'aprovar', 'reprovar',
] as const;
export type Acao = (typeof ACOES)[number];

/* The action of a write, by its name in MUTACOES (longest prefix first). A definition may also
   name it itself (`acao` in mutacao.ts). A name that matches none leaves the verb to the kind of
   row change (criar / editar / excluir). */
const PREFIXOS: readonly (readonly [string, Acao])[] = [
  ['informarPagamento', 'informar pagamento'],
  ['informarRendimento', 'informar rendimento'],
  ['cadastrarComprovante', 'anexar'],
  ['importar', 'importar'],
  ['cadastrar', 'criar'],
  ['criar', 'criar'],
  ['editar', 'editar'],
  ['atualizar', 'editar'],
  ['pagar', 'pagar'],
  ['cancelar', 'cancelar'],
  ['deletar', 'excluir'],
  ['excluir', 'excluir'],
  ['inativar', 'inativar'],
  ['aprovar', 'aprovar'],
  ['reprovar', 'reprovar'],
];

export function acaoDaMutacao(nome: string, propria?: string): string | null {
  if (propria) return propria;
  for (const [prefixo, acao] of PREFIXOS) if (nome.startsWith(prefixo)) return acao;
  return null;
}

export type OrigemAuditoria = 'online' | 'offline' | 'sistema' | 'implausivel' | 'telegram';

/**
 * The device's time of the action (`enviado`, the header's text) judged against the server's
 * `agora`: null when absent (an online write from a client that does not send it), an error when
 * malformed or further ahead than TOLERANCIA_FUTURO_MS; `crivel` false outside the believed window.
 */
export function lerAcaoEm(enviado: unknown, agora: Date): { ok: true; quando: Date | null; crivel: boolean } | { ok: false } {
  if (enviado === undefined || enviado === null || enviado === '') return { ok: true, quando: null, crivel: true };
  if (typeof enviado !== 'string' || enviado.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(enviado)) {
    return { ok: false };
  }
  const quando = new Date(enviado);
  if (Number.isNaN(quando.getTime()) || quando.getUTCFullYear() < 2000) return { ok: false };
  const adiante = quando.getTime() - agora.getTime();
  if (adiante > TOLERANCIA_FUTURO_MS) return { ok: false };
  return { ok: true, quando, crivel: adiante <= CRIVEL_FUTURO_MS && -adiante <= CRIVEL_PASSADO_MS };
}

/** Online unless the change waited in the device's queue longer than ESPERA_OFFLINE_MS. */
export function origemDa(quando: Date | null, agora: Date): 'online' | 'offline' {
  return quando && agora.getTime() - quando.getTime() > ESPERA_OFFLINE_MS ? 'offline' : 'online';
}

/** Money columns not named valor*: a trade's price, costs and withheld tax (Ações, migration 0012). */
const OUTROS_CAMPOS_DINHEIRO: ReadonlySet<string> = new Set(['preco', 'custos', 'irrf']);

/** Money fields: bigint cents named valor, valor_pago, valor_inicial… (decision 230). */
export function campoDinheiro(campo: string): boolean {
  return campo === 'valor' || campo.startsWith('valor_') || OUTROS_CAMPOS_DINHEIRO.has(campo);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A logged value as the screen and the CSV show it. */
export function valorAuditado(campo: string, valor: unknown): string {
  if (valor === null || valor === undefined) return '—';
  if (typeof valor === 'number' && campoDinheiro(campo)) return formatBRL(valor);
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'string') {
    if (isISODate(valor)) return formatDateBR(valor);
    if (TIMESTAMP.test(valor)) return formatDateTimeSP(valor);
    return valor;
  }
  if (typeof valor === 'number') return String(valor);
  return JSON.stringify(valor);
}

/** Entities by table name; a table without a name here is shown by its own name. */
export const ENTIDADES: Readonly<Record<string, string>> = {
  users: 'Usuários', bancos: 'Bancos', categorias: 'Categorias', lancamentos: 'Lançamentos',
  recebiveis: 'Recebíveis', pagamentos: 'Pagamentos', faturas: 'Faturas', comprovantes: 'Comprovantes',
  comprovante_arquivos: 'Arquivos de comprovante', entradas: 'Entradas', investimentos: 'Investimentos',
  movimentacoes: 'Movimentações', feriados: 'Feriados', lembretes: 'Lembretes', observacoes: 'Observações',
  notificacoes_lidas: 'Notificações lidas', operacoes: 'Operações', fundos: 'Fundos', fundo_movimentos: 'Movimentos de fundo',
  historicos_escolares: 'Histórico Escolar', extratos: 'Extratos', automacao_regras: 'Automação de faturas',
  telegram_config: 'Telegram', telegram_chats: 'Chats do Telegram', telegram_assinaturas: 'Assinaturas do Telegram',
  telegram_codigos: 'Códigos de vínculo do Telegram', telegram_mensagens: 'Mensagens do Telegram',
  automacao_execucoes: 'Execuções da automação', nfe_importadas: 'NF-e importadas', transferencias: 'Transferências',
  recorrencias: 'Recorrências', centros_custo: 'Centros de custo', orcamentos: 'Orçamentos',
};

export function rotuloEntidade(tabela: string): string {
  return ENTIDADES[tabela] ?? tabela;
}

export interface CampoAlterado { campo: string; antes: string; depois: string }

/** The fields of one entry, in name order, each shown before → after. */
export function camposAlterados(antes: Record<string, unknown> | null, depois: Record<string, unknown> | null): CampoAlterado[] {
  const nomes = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})])].sort();
  return nomes.map((campo) => ({
    campo,
    antes: antes && campo in antes ? valorAuditado(campo, antes[campo]) : '—',
    depois: depois && campo in depois ? valorAuditado(campo, depois[campo]) : '—',
  }));
}

/** The screen's text of an origin. */
export function rotuloOrigem(origem: string, quandoDispositivo: string | null): string {
  if (origem === 'offline') return msg.auditoria.origemOffline(formatDateTimeSP(quandoDispositivo));
  if (origem === 'sistema') return msg.auditoria.origemSistema;
  if (origem === 'implausivel') return msg.auditoria.origemImplausivel(formatDateTimeSP(quandoDispositivo));
  if (origem === 'telegram') return msg.auditoria.origemTelegram;
  return msg.auditoria.origemOnline;
}

// GET /api/auditoria's query (PRODUCT.md: entidade, registro_id, de, ate; plus the screen's filters).
export const POR_PAGINA_AUDITORIA = [25, 50, 100] as const;
export const LIMITE_TOTAL_AUDITORIA = 10_000;

const texto = (max: number) => v.optional(v.pipe(v.string(msg.comum.dadosInvalidos), v.trim(), v.maxLength(max, msg.comum.dadosInvalidos)), '');
const dia = v.optional(v.pipe(v.string(msg.auditoria.periodoInvalido), v.trim(),
  v.check((s) => s === '' || isISODate(s), msg.auditoria.periodoInvalido)), '');
const inteiro = (min: number, max: number, padrao: number) => v.optional(v.pipe(
  v.union([v.string(), v.number()], msg.comum.dadosInvalidos),
  v.transform(Number),
  v.check((n) => Number.isInteger(n) && n >= min && n <= max, msg.comum.dadosInvalidos),
), padrao);

export const ConsultaAuditoriaSchema = v.pipe(v.object({
  entidade: texto(64),
  registro_id: texto(64),
  usuario_id: v.optional(v.pipe(v.string(msg.comum.dadosInvalidos), v.trim(),
    v.check((s) => s === '' || s === 'sistema' || /^[0-9a-f-]{36}$/i.test(s), msg.comum.dadosInvalidos)), ''),
  acao: texto(40),
  de: dia,
  ate: dia,
  pagina: inteiro(1, 1_000_000, 1),
  por_pagina: inteiro(1, 500, 50),
}, msg.comum.dadosInvalidos), v.check((q) => !q.de || !q.ate || q.de <= q.ate, msg.auditoria.periodoInvalido));
export type ConsultaAuditoria = v.InferOutput<typeof ConsultaAuditoriaSchema>;

/** The CSV of the Auditoria screen (csv-ptbr.ts: BOM, ';', CRLF): one line per changed field. */
export const CABECALHO_CSV_AUDITORIA = ['Quando', 'Usuário', 'Origem', 'Entidade', 'Registro', 'Ação', 'Campo', 'Antes', 'Depois'] as const;

export interface AlteracaoCsv {
  quando: string; usuario: string; origem_rotulo: string; entidade: string; entidade_rotulo: string; registro_id: string | null;
  acao: string; campos: readonly CampoAlterado[];
}

/** The lines as the screen reads them: each field by its label, ids by name (decision 428). */
export function linhasCsvAuditoria(alteracoes: readonly AlteracaoCsv[], nomes: NomesReferidos | null): string[][] {
  const linhas: string[][] = [];
  for (const a of alteracoes) {
    const base = [formatDateTimeSP(a.quando), a.usuario, a.origem_rotulo, a.entidade_rotulo, a.registro_id ?? '', rotuloAcao(a.acao)];
    if (a.campos.length === 0) linhas.push([...base, '', '', '']);
    for (const c of a.campos) {
      linhas.push([...base, rotuloCampo(a.entidade, c.campo), valorLegivel(c.campo, c.antes, nomes), valorLegivel(c.campo, c.depois, nomes)]);
    }
  }
  return linhas;
}
