/* The server's half of the one description of the synced collections (decision 342): for each
   name of src/domain/colecoes.ts, the table the tombstones name it by, its id and txid columns and
   its select. The response key comes from the domain; each select must give rows of the domain's
   wire schema (`WireEntrada<N>`), and a collection missing here or there is a type error. */
import { sql } from 'drizzle-orm';
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
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import type { PullSpec } from '../lib/pull-tipos.ts';
import { selectOperacoes } from './acoes.ts';
import { selectBancos } from './bancos.ts';
import { selectCategorias } from './categorias.ts';
import { selectComprovantes } from './comprovantes.ts';
import { selectEntradas } from './entradas.ts';
import { selectExtratos } from './extratos.ts';
import { selectFaturas } from './faturas.ts';
import { selectFeriados } from './feriados.ts';
import { selectFundos, selectMovimentosFundo } from './fundos.ts';
import { selectHistoricos } from './historicos-escolares.ts';
import { selectInvestimentos } from './investimentos.ts';
import { selectLancamentos } from './lancamentos.ts';
import { selectLembretes } from './lembretes.ts';
import { selectMovimentacoes } from './movimentacoes.ts';
import { selectLidasDe } from './notificacoes.ts';
import { selectObservacoes } from './observacoes.ts';
import { selectPagamentos } from './pagamentos.ts';
import { selectRecebiveis } from './recebiveis.ts';
import { selectTransferencias } from './transferencias.ts';
import { selectRecorrencias } from './recorrencias.ts';
import { selectUsuarios, selectUsuariosDoOperador } from './usuarios.ts';

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

/**
 * Whether any row of `tables`, or a tombstone of one, was written at or after `cursor` (a txid):
 * one indexed EXISTS per table (a snapshot's freshness, decision 364).
 */
export async function mudouDesde(db: Db, tables: readonly string[], cursor: string): Promise<boolean> {
  const checks = tables.map((table) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE txid >= ${cursor}::bigint)`);
  checks.push(sql`EXISTS (SELECT 1 FROM tombstones WHERE entity IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)}) AND txid >= ${cursor}::bigint)`);
  const [row] = rowsOf<{ mudou: boolean }>(await db.execute(sql`SELECT (${sql.join(checks, sql` OR `)}) AS mudou`));
  return row?.mudou !== false;
}
