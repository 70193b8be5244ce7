/* The server's registry of synced collections (decisions 342, 424): ONE entry per name of
   src/domain/colecoes.ts — its table and its wire select (and, for a dated list, the date that
   orders it). Everything else the server knows about a collection is derived here: the table name
   the tombstones and the live hub use, the id and txid columns pull pages and deltas by, the
   response key (the domain's), the set of synced tables. Each select must give rows of the
   domain's wire schema (`WireEntrada<N>`, typed by sync/colunas-wire.ts), and a collection missing
   here or there is a type error. A new list: its domain entry, one entry here, its migration. */
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { COLECAO, COLECOES } from '../../src/domain/colecoes.ts';
import type { NomeColecao } from '../../src/domain/colecoes.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import {
  bancos, categorias, comprovantes, entradas, extratos, faturas, feriados, fundoMovimentos, fundos, historicosEscolares,
  investimentos, lancamentos, lembretes, movimentacoes, notificacoesLidas, observacoes, operacoes, pagamentos, recebiveis, recorrencias,
  transferencias,
  users, centrosCusto, orcamentos,
} from '../db/schema.ts';
import { selectOperacoes } from '../repositories/acoes.ts';
import { selectBancos } from '../repositories/bancos.ts';
import { selectCentrosCusto } from '../repositories/centros-custo.ts';
import { selectCategorias } from '../repositories/categorias.ts';
import { selectComprovantes } from '../repositories/comprovantes.ts';
import { selectEntradas } from '../repositories/entradas.ts';
import { selectExtratos } from '../repositories/extratos.ts';
import { selectFaturas } from '../repositories/faturas.ts';
import { selectFeriados } from '../repositories/feriados.ts';
import { selectFundos, selectMovimentosFundo } from '../repositories/fundos.ts';
import { selectHistoricos } from '../repositories/historicos-escolares.ts';
import { selectInvestimentos } from '../repositories/investimentos.ts';
import { selectLancamentos } from '../repositories/lancamentos.ts';
import { selectLembretes } from '../repositories/lembretes.ts';
import { selectMovimentacoes } from '../repositories/movimentacoes.ts';
import { selectLidasDe } from '../repositories/notificacoes.ts';
import { selectOrcamentos } from '../repositories/orcamentos.ts';
import { selectObservacoes } from '../repositories/observacoes.ts';
import { selectPagamentos } from '../repositories/pagamentos.ts';
import { selectRecebiveis } from '../repositories/recebiveis.ts';
import { selectTransferencias } from '../repositories/transferencias.ts';
import { selectRecorrencias } from '../repositories/recorrencias.ts';
import { selectUsuarios, selectUsuariosDoOperador } from '../repositories/usuarios.ts';

import type { PullSpec } from './tipos.ts';

/** A synced table: every one has `id` (uuid, the page order) and `txid` (the delta cursor). */
type TabelaSincronizada = PgTable & { id: PgColumn; txid: PgColumn };
type SelectDe<N extends NomeColecao> = PullSpec<WireEntrada<N>>['select'];

/** One collection: its table and its select, the same for everyone or chosen by who asks. */
type Entrada<N extends NomeColecao> = { tabela: TabelaSincronizada } & (
  | { select: SelectDe<N>; /** The list's date: it answers `?recentes=` in this order (decision 291). */ data?: PgColumn }
  | { doPedido: (request: FastifyRequest) => SelectDe<N> }
);

const NINGUEM = '00000000-0000-0000-0000-000000000000';

const REGISTRO = {
  bancos: { tabela: bancos, select: selectBancos },
  categorias: { tabela: categorias, select: selectCategorias },
  lancamentos: { tabela: lancamentos, select: selectLancamentos, data: lancamentos.data },
  recebiveis: { tabela: recebiveis, select: selectRecebiveis, data: recebiveis.data },
  faturas: { tabela: faturas, select: selectFaturas },
  comprovantes: { tabela: comprovantes, select: selectComprovantes },
  entradas: { tabela: entradas, select: selectEntradas },
  investimentos: { tabela: investimentos, select: selectInvestimentos },
  // The directory (e-mail, login, status, perfil) is the Gestor area's: an Operador gets names.
  usuarios: {
    tabela: users,
    doPedido: (request) => (request.user?.admin === true ? selectUsuarios : selectUsuariosDoOperador(request.user?.id ?? NINGUEM)),
  },
  pagamentos: { tabela: pagamentos, select: selectPagamentos },
  movimentacoes: { tabela: movimentacoes, select: selectMovimentacoes },
  feriados: { tabela: feriados, select: selectFeriados },
  operacoes: { tabela: operacoes, select: selectOperacoes },
  fundos: { tabela: fundos, select: selectFundos },
  fundo_movimentos: { tabela: fundoMovimentos, select: selectMovimentosFundo },
  historicos: { tabela: historicosEscolares, select: selectHistoricos },
  lembretes: { tabela: lembretes, select: selectLembretes },
  observacoes: { tabela: observacoes, select: selectObservacoes },
  extratos: { tabela: extratos, select: selectExtratos },
  transferencias: { tabela: transferencias, select: selectTransferencias },
  recorrencias: { tabela: recorrencias, select: selectRecorrencias },
  centros_custo: { tabela: centrosCusto, select: selectCentrosCusto },
  orcamentos: { tabela: orcamentos, select: selectOrcamentos },
  // The signed-in user's read marks only (decision 241).
  lidas: { tabela: notificacoesLidas, doPedido: (request) => selectLidasDe(request.user?.id ?? NINGUEM) },
} satisfies { [N in NomeColecao]: Entrada<N> };

/** The collections whose select is the same for every user (a snapshot can be built without a request). */
type Comum = { [N in NomeColecao]: (typeof REGISTRO)[N] extends { select: unknown } ? N : never }[NomeColecao];

function spec<N extends NomeColecao>(nome: N, select: SelectDe<N>): PullSpec<WireEntrada<N>> {
  const entrada: Entrada<N> = REGISTRO[nome];
  const { tabela } = entrada;
  const data = 'data' in entrada ? entrada.data : undefined;
  return {
    key: COLECAO[nome].key, entity: getTableName(tabela), idColumn: tabela.id, txidColumn: tabela.txid, select,
    idOf: (row) => row.id, ...(data ? { dataColumn: data } : {}),
  };
}

/** The pull spec of collection `nome` for this request: the domain's key, the server's columns. */
export function pullDe<N extends NomeColecao>(nome: N, request: FastifyRequest): PullSpec<WireEntrada<N>> {
  const entrada: Entrada<N> = REGISTRO[nome];
  return spec(nome, 'select' in entrada ? entrada.select : entrada.doPedido(request));
}

/** The pull spec of a collection that is the same for every user (no request needed: a snapshot's build, decision 364). */
export function pullComum<N extends Comum>(nome: N): PullSpec<WireEntrada<N>> {
  const entrada = REGISTRO[nome] as { select: SelectDe<N> };
  return spec(nome, entrada.select);
}

/** Table name → collection name (the live hub's signals, GET /api/sincronizacao's names). */
export const COLECAO_DA_TABELA: ReadonlyMap<string, NomeColecao> = new Map(COLECOES.map((nome) => [getTableName(REGISTRO[nome].tabela), nome]));

/** The synced tables: the migrations' tombstone and NOTIFY triggers must cover exactly these. */
export const TABELAS_SINCRONIZADAS: readonly string[] = [...COLECAO_DA_TABELA.keys()];
