/* GET /api/sincronizacao?<coleção>=<cursor>…&limit=<n>: the delta of many collections in one
   request (docs/decisions/121-sincronizacao.md), additive to SPEC §7. Each collection's answer is
   exactly what `GET <its list>?since=<cursor>&limit=<n>` would answer (rows, removidos, cursor,
   proximo, total), so a collection whose delta does not fit goes on with the list's own paging. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import {
  bancos, categorias, comprovantes, entradas, extratos, faturas, feriados, fundoMovimentos, fundos, investimentos, lancamentos, movimentacoes, operacoes,
  pagamentos, recebiveis, users, historicosEscolares,
} from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { clampLimit, parseCount, pullMany } from '../lib/pull.ts';
import type { PullRequestOf, PullSpec } from '../lib/pull.ts';
import { selectOperacoes } from '../repositories/acoes.ts';
import { selectBancos } from '../repositories/bancos.ts';
import { selectCategorias } from '../repositories/categorias.ts';
import { selectComprovantes } from '../repositories/comprovantes.ts';
import { selectEntradas } from '../repositories/entradas.ts';
import { selectFaturas } from '../repositories/faturas.ts';
import { selectExtratos } from '../repositories/extratos.ts';
import { selectFeriados } from '../repositories/feriados.ts';
import { selectFundos, selectMovimentosFundo } from '../repositories/fundos.ts';
import { selectHistoricos } from '../repositories/historicos-escolares.ts';
import { selectInvestimentos } from '../repositories/investimentos.ts';
import { selectLancamentos } from '../repositories/lancamentos.ts';
import { selectMovimentacoes } from '../repositories/movimentacoes.ts';
import { selectPagamentos } from '../repositories/pagamentos.ts';
import { selectRecebiveis } from '../repositories/recebiveis.ts';
import { selectUsuarios } from '../repositories/usuarios.ts';
import { LEMBRETES_PULL, lidasPull } from './lembretes.ts';
import { OBSERVACOES_PULL } from './observacoes.ts';

const idOf = (row: unknown) => (row as { id: string }).id;

/** The same specs the list routes pull with, by the name the client's engine gives each list. */
const SPECS: Record<string, PullSpec<unknown>> = {
  bancos: { key: 'bancos', entity: 'bancos', idColumn: bancos.id, txidColumn: bancos.txid, select: selectBancos, idOf },
  categorias: { key: 'categorias', entity: 'categorias', idColumn: categorias.id, txidColumn: categorias.txid, select: selectCategorias, idOf },
  lancamentos: { key: 'lancamentos', entity: 'lancamentos', idColumn: lancamentos.id, txidColumn: lancamentos.txid, select: selectLancamentos, idOf },
  recebiveis: { key: 'recebiveis', entity: 'recebiveis', idColumn: recebiveis.id, txidColumn: recebiveis.txid, select: selectRecebiveis, idOf },
  faturas: { key: 'faturas', entity: 'faturas', idColumn: faturas.id, txidColumn: faturas.txid, select: selectFaturas, idOf },
  comprovantes: { key: 'comprovante', entity: 'comprovantes', idColumn: comprovantes.id, txidColumn: comprovantes.txid, select: selectComprovantes, idOf },
  entradas: { key: 'entradas', entity: 'entradas', idColumn: entradas.id, txidColumn: entradas.txid, select: selectEntradas, idOf },
  investimentos: { key: 'investimentos', entity: 'investimentos', idColumn: investimentos.id, txidColumn: investimentos.txid, select: selectInvestimentos, idOf },
  usuarios: { key: 'users', entity: 'users', idColumn: users.id, txidColumn: users.txid, select: selectUsuarios, idOf },
  pagamentos: { key: 'pagamentos', entity: 'pagamentos', idColumn: pagamentos.id, txidColumn: pagamentos.txid, select: selectPagamentos, idOf },
  feriados: { key: 'feriados', entity: 'feriados', idColumn: feriados.id, txidColumn: feriados.txid, select: selectFeriados, idOf },
  historicos: { key: 'historicos', entity: 'historicos_escolares', idColumn: historicosEscolares.id, txidColumn: historicosEscolares.txid, select: selectHistoricos, idOf },
  extratos: { key: 'extratos', entity: 'extratos', idColumn: extratos.id, txidColumn: extratos.txid, select: selectExtratos, idOf },
  movimentacoes: { key: 'movimentacoes', entity: 'movimentacoes', idColumn: movimentacoes.id, txidColumn: movimentacoes.txid, select: selectMovimentacoes, idOf },
  operacoes: { key: 'operacoes', entity: 'operacoes', idColumn: operacoes.id, txidColumn: operacoes.txid, select: selectOperacoes, idOf },
  fundos: { key: 'fundos', entity: 'fundos', idColumn: fundos.id, txidColumn: fundos.txid, select: selectFundos, idOf },
  fundo_movimentos: { key: 'movimentos', entity: 'fundo_movimentos', idColumn: fundoMovimentos.id, txidColumn: fundoMovimentos.txid, select: selectMovimentosFundo, idOf },
  lembretes: LEMBRETES_PULL as PullSpec<unknown>,
  observacoes: OBSERVACOES_PULL as PullSpec<unknown>,
};

/** Lists whose rows depend on who asks (each user pulls only their own read marks). */
const PER_USER: Record<string, (request: FastifyRequest) => PullSpec<unknown>> = {
  lidas: (request) => lidasPull(request) as PullSpec<unknown>,
};

/** Rows per collection when the call names no limit: the client's page size. */
export const DEFAULT_LIMIT = 5000;

/** Every problem at once, as field errors: an unknown list, a cursor that is not a number. */
function parseSincronizacao(request: FastifyRequest): { wanted: PullRequestOf[]; limit: number } {
  const query = request.query as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const wanted: PullRequestOf[] = [];
  let limit = DEFAULT_LIMIT;
  for (const [name, value] of Object.entries(query)) {
    const n = parseCount(value);
    if (name === 'limit') {
      if (n !== null) limit = clampLimit(n);
      else errors.limit = [msg.comum.dadosInvalidos];
    } else if (!Object.hasOwn(SPECS, name) && !Object.hasOwn(PER_USER, name)) {
      errors[name] = [msg.comum.opcaoInvalida];
    } else if (n === null) {
      errors[name] = [msg.comum.dadosInvalidos];
    } else {
      wanted.push({ name, spec: Object.hasOwn(PER_USER, name) ? PER_USER[name]!(request) : SPECS[name]!, since: n });
    }
  }
  if (wanted.length === 0 && Object.keys(errors).length === 0) errors.colecoes = [msg.comum.preenchaObrigatorios];
  if (Object.keys(errors).length > 0) throw new HttpError(422, msg.comum.dadosInvalidos, { errors });
  return { wanted, limit };
}

export async function sincronizacaoRoutes(app: FastifyInstance) {
  app.get('/api/sincronizacao', (request) => {
    const { wanted, limit } = parseSincronizacao(request);
    return pullMany(app.db, wanted, limit);
  });
}
