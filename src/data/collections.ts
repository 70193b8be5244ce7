/* What the engine knows about each synced collection: where SPEC §7 (and the delta extras) list
   it, under which response key, which fields are money (all three from the one description in
   src/domain/colecoes.ts, decision 342), how lists order it and which names are joined from
   other collections. Pure configuration: shared by the page and the service worker. */
import { COLECAO, COLECOES, eNomeColecao } from '../domain/colecoes.ts';
import type { Colecao, NomeColecao } from '../domain/colecoes.ts';

export const COLLECTIONS = COLECOES;
export type CollectionName = NomeColecao;

export interface CollectionSpec extends Colecao {
  /** Default list order. */
  order: 'data-desc' | 'vencimento-desc' | { by: string };
  /** Names looked up from another collection at read time: `target` ← `from`[row[`idField`]].`nameField`. */
  joins: readonly JoinSpec[];
  /** A `{ by }` order whose field has a Dexie index: a large collection paints its first rows
   *  from that index before the rest loads (decision 264). */
  headIndex?: boolean;
}

export interface JoinSpec {
  target: string;
  idField: string;
  from: CollectionName;
  nameField: string;
}

const banco: JoinSpec = { target: 'banco', idField: 'banco_id', from: 'bancos', nameField: 'banco' };
const categoria: JoinSpec = { target: 'categoria', idField: 'categoria_id', from: 'categorias', nameField: 'descricao' };

export const COLLECTION_SPECS: Record<CollectionName, CollectionSpec> = {
  bancos: { ...COLECAO.bancos, order: { by: 'banco' }, joins: [] },
  categorias: { ...COLECAO.categorias, order: { by: 'descricao' }, joins: [] },
  lancamentos: { ...COLECAO.lancamentos, order: 'data-desc', joins: [banco, categoria] },
  recebiveis: { ...COLECAO.recebiveis, order: 'data-desc', joins: [] },
  faturas: { ...COLECAO.faturas, order: 'vencimento-desc', joins: [banco] },
  comprovantes: { ...COLECAO.comprovantes, order: 'data-desc', joins: [] },
  entradas: { ...COLECAO.entradas, order: 'data-desc', joins: [banco] },
  investimentos: { ...COLECAO.investimentos, order: 'data-desc', joins: [banco] },
  usuarios: { ...COLECAO.usuarios, order: { by: 'name' }, joins: [] },
  pagamentos: { ...COLECAO.pagamentos, order: 'data-desc', joins: [] },
  movimentacoes: { ...COLECAO.movimentacoes, order: 'data-desc', joins: [] },
  // The administrator's holidays (issue 15): every effective due date reads them.
  feriados: { ...COLECAO.feriados, order: { by: 'data' }, joins: [] },
  // Ações and Fundos (issue 19). Quota values (cota, cotas) stay 8-decimal text: the domain parses them.
  operacoes: { ...COLECAO.operacoes, order: 'data-desc',
    joins: [{ target: 'corretora', idField: 'corretora_id', from: 'bancos', nameField: 'banco' }] },
  fundos: { ...COLECAO.fundos, order: { by: 'nome' }, joins: [banco] },
  fundo_movimentos: { ...COLECAO.fundo_movimentos, order: 'data-desc', joins: [] },
  // Histórico Escolar (issue 21): disciplinas travel inside the row (decision 260).
  historicos: { ...COLECAO.historicos, order: { by: 'aluno' }, joins: [], headIndex: true },
  // Issue 17: reminders, notes, and the signed-in user's read marks of the bell (decision 241).
  lembretes: { ...COLECAO.lembretes, order: 'data-desc', joins: [] },
  observacoes: { ...COLECAO.observacoes, order: { by: 'created_at' }, joins: [] },
  lidas: { ...COLECAO.lidas, order: { by: 'chave' }, joins: [] },
  // Bank statement lines (issue 16): signed amounts, the bank's name joined for the lists.
  extratos: { ...COLECAO.extratos, order: 'data-desc', joins: [banco] },
  // Transferências between banks (issue 32): both banks' names joined for the list.
  transferencias: { ...COLECAO.transferencias, order: 'data-desc', joins: [
    { target: 'banco_de', idField: 'de', from: 'bancos', nameField: 'banco' },
    { target: 'banco_para', idField: 'para', from: 'bancos', nameField: 'banco' },
  ] },
  // Contas recorrentes (issue 34): the rule; its occurrences are payables and receivables.
  recorrencias: { ...COLECAO.recorrencias, order: { by: 'descricao' }, joins: [banco, categoria] },
};

/** Collections whose names other collections join (a rename there re-joins the dependants). */
export function dependantsOf(name: CollectionName): CollectionName[] {
  return COLLECTIONS.filter((c) => COLLECTION_SPECS[c].joins.some((j) => j.from === name));
}

export const isCollectionName = eNomeColecao;
