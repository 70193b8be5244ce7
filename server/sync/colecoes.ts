/* The server's half of the one description of the synced collections (decision 342): for each
   name of src/domain/colecoes.ts, the table the tombstones name it by, its id and txid columns and
   its select. The response key comes from the domain; each select must give rows of the domain's
   wire schema (`WireEntrada<N>`), and a collection missing here or there is a type error. */
import type { FastifyRequest } from 'fastify';
import { COLECAO } from '../../src/domain/colecoes.ts';
import type { NomeColecao } from '../../src/domain/colecoes.ts';
import type { WireEntrada } from '../../src/domain/wire-linhas.ts';
import {
  bancos, categorias, comprovantes, entradas, extratos, faturas, feriados, fundoMovimentos, fundos, historicosEscolares,
  investimentos, lancamentos, lembretes, movimentacoes, notificacoesLidas, observacoes, operacoes, pagamentos, recebiveis, recorrencias,
  transferencias,
  users,
} from '../db/schema.ts';
import type { PullSpec } from './tipos.ts';
import { selectOperacoes } from '../repositories/acoes.ts';
import { selectBancos } from '../repositories/bancos.ts';
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
import { selectObservacoes } from '../repositories/observacoes.ts';
import { selectPagamentos } from '../repositories/pagamentos.ts';
import { selectRecebiveis } from '../repositories/recebiveis.ts';
import { selectTransferencias } from '../repositories/transferencias.ts';
import { selectRecorrencias } from '../repositories/recorrencias.ts';
import { selectUsuarios, selectUsuariosDoOperador } from '../repositories/usuarios.ts';

/** What the server adds to a collection's description: the spec of `pull` without the domain's key. */
export type PullServidor<N extends NomeColecao> = Omit<PullSpec<WireEntrada<N>>, 'key' | 'idOf'>;

const NINGUEM = '00000000-0000-0000-0000-000000000000';

const PULLS: { [N in NomeColecao]: (request: FastifyRequest) => PullServidor<N> } = {
  bancos: () => ({ entity: 'bancos', idColumn: bancos.id, txidColumn: bancos.txid, select: selectBancos }),
  categorias: () => ({ entity: 'categorias', idColumn: categorias.id, txidColumn: categorias.txid, select: selectCategorias }),
  lancamentos: () => ({ entity: 'lancamentos', idColumn: lancamentos.id, txidColumn: lancamentos.txid, select: selectLancamentos }),
  recebiveis: () => ({ entity: 'recebiveis', idColumn: recebiveis.id, txidColumn: recebiveis.txid, select: selectRecebiveis }),
  faturas: () => ({ entity: 'faturas', idColumn: faturas.id, txidColumn: faturas.txid, select: selectFaturas }),
  comprovantes: () => ({ entity: 'comprovantes', idColumn: comprovantes.id, txidColumn: comprovantes.txid, select: selectComprovantes }),
  entradas: () => ({ entity: 'entradas', idColumn: entradas.id, txidColumn: entradas.txid, select: selectEntradas }),
  investimentos: () => ({ entity: 'investimentos', idColumn: investimentos.id, txidColumn: investimentos.txid, select: selectInvestimentos }),
  // The directory (e-mail, login, status, perfil) is the Gestor area's: an Operador gets names.
  usuarios: (request) => ({
    entity: 'users', idColumn: users.id, txidColumn: users.txid,
    select: request.user?.admin === true ? selectUsuarios : selectUsuariosDoOperador(request.user?.id ?? NINGUEM),
  }),
  pagamentos: () => ({ entity: 'pagamentos', idColumn: pagamentos.id, txidColumn: pagamentos.txid, select: selectPagamentos }),
  movimentacoes: () => ({ entity: 'movimentacoes', idColumn: movimentacoes.id, txidColumn: movimentacoes.txid, select: selectMovimentacoes }),
  feriados: () => ({ entity: 'feriados', idColumn: feriados.id, txidColumn: feriados.txid, select: selectFeriados }),
  operacoes: () => ({ entity: 'operacoes', idColumn: operacoes.id, txidColumn: operacoes.txid, select: selectOperacoes }),
  fundos: () => ({ entity: 'fundos', idColumn: fundos.id, txidColumn: fundos.txid, select: selectFundos }),
  fundo_movimentos: () => ({
    entity: 'fundo_movimentos', idColumn: fundoMovimentos.id, txidColumn: fundoMovimentos.txid, select: selectMovimentosFundo,
  }),
  historicos: () => ({
    entity: 'historicos_escolares', idColumn: historicosEscolares.id, txidColumn: historicosEscolares.txid, select: selectHistoricos,
  }),
  lembretes: () => ({ entity: 'lembretes', idColumn: lembretes.id, txidColumn: lembretes.txid, select: selectLembretes }),
  observacoes: () => ({ entity: 'observacoes', idColumn: observacoes.id, txidColumn: observacoes.txid, select: selectObservacoes }),
  extratos: () => ({ entity: 'extratos', idColumn: extratos.id, txidColumn: extratos.txid, select: selectExtratos }),
  transferencias: () => ({
    entity: 'transferencias', idColumn: transferencias.id, txidColumn: transferencias.txid, select: selectTransferencias,
  }),
  recorrencias: () => ({ entity: 'recorrencias', idColumn: recorrencias.id, txidColumn: recorrencias.txid, select: selectRecorrencias }),
  // The signed-in user's read marks only (decision 241).
  lidas: (request) => ({
    entity: 'notificacoes_lidas', idColumn: notificacoesLidas.id, txidColumn: notificacoesLidas.txid,
    select: selectLidasDe(request.user?.id ?? NINGUEM),
  }),
};

const idOf = (row: { id: string }) => row.id;

/** The pull spec of collection `nome` for this request: the domain's key, the server's columns. */
export function pullDe<N extends NomeColecao>(nome: N, request: FastifyRequest): PullSpec<WireEntrada<N>> {
  return { ...PULLS[nome](request), key: COLECAO[nome].key, idOf };
}

/** The pull spec of a collection that is the same for every user (no request needed: a snapshot's build, decision 364). */
export function pullComum<N extends Exclude<NomeColecao, 'lidas' | 'usuarios'>>(nome: N): PullSpec<WireEntrada<N>> {
  return { ...(PULLS[nome] as () => PullServidor<N>)(), key: COLECAO[nome].key, idOf };
}
