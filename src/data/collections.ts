/* The device's registry of synced collections (decisions 342, 437): ONE entry per name of
   src/domain/colecoes.ts, the device's half of server/sync/colecoes.ts. From the domain: where
   SPEC §7 (and the delta extras) list it, under which response key, which fields are money. Here:
   its IndexedDB store in the current Dexie version (`loja`), how lists order it, which names are
   joined from other collections, and whether it is a big list (streamed first download, newest
   rows first, stored packed for good in `paginas_<list>`, decision 450). Derived here: the pull
   order (the entries' order), the stores
   the current Dexie version holds for sync (`LOJAS_SINCRONIZADAS`, checked against db.ts by
   tests/unit/registro-colecoes.test.ts), the big lists. A new list: see decision 437.
   Pure configuration: shared by the page, the worker and the service worker. */
import { COLECAO, COLECOES, eNomeColecao } from '../domain/colecoes.ts';
import type { Colecao, NomeColecao } from '../domain/colecoes.ts';
import { aguarda } from '../domain/listas.ts';

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
  /** Its store in the current Dexie version: primary key, then the indexes code looks rows up
   *  by (db.ts; a change here is a new Dexie version there, never an edit of a published one).
   *  None for a big list: its store is `paginas_<name>`, looked up in memory (sync/paginas.ts). */
  loja?: string;
  /** A big list (decisions 291, 330, 450): its first download is one NDJSON stream, its newest
   *  rows are asked for first, and it is stored packed (`paginas_<name>`, sync/paginas.ts). */
  grande?: true;
  /** A big list's small subsets kept beside its head (sync/paginas.ts), so a screen showing only
   *  them paints before the pages are read: `aguardando`, the payables waiting for approval. */
  vistas?: Readonly<Record<string, (row: object) => boolean>>;
}

export interface JoinSpec {
  target: string;
  idField: string;
  from: CollectionName;
  nameField: string;
}

const banco: JoinSpec = { target: 'banco', idField: 'banco_id', from: 'bancos', nameField: 'banco' };
const categoria: JoinSpec = { target: 'categoria', idField: 'categoria_id', from: 'categorias', nameField: 'descricao' };

/** One entry per synced collection, IN PULL ORDER (lookups first: lists join their names): the
 *  order `PULL_ORDER` is read from. */
export const COLLECTION_SPECS: Record<CollectionName, CollectionSpec> = {
  bancos: { ...COLECAO.bancos, loja: 'id, banco', order: { by: 'banco' }, joins: [] },
  categorias: { ...COLECAO.categorias, loja: 'id, descricao', order: { by: 'descricao' }, joins: [] },
  usuarios: { ...COLECAO.usuarios, loja: 'id, login', order: { by: 'name' }, joins: [] },
  // The administrator's holidays (issue 15): every effective due date reads them.
  feriados: { ...COLECAO.feriados, loja: 'id', order: { by: 'data' }, joins: [] },
  // Issue 17: reminders, notes, and the signed-in user's read marks of the bell (decision 241).
  lidas: { ...COLECAO.lidas, loja: 'id, chave', order: { by: 'chave' }, joins: [] },
  lembretes: { ...COLECAO.lembretes, loja: 'id', order: 'data-desc', joins: [] },
  observacoes: { ...COLECAO.observacoes, loja: 'id, registro_id', order: { by: 'created_at' }, joins: [] },
  faturas: { ...COLECAO.faturas, loja: 'id, banco_id, vencimento', order: 'vencimento-desc', joins: [banco] },
  entradas: { ...COLECAO.entradas, loja: 'id, banco_id, id_titulo', order: 'data-desc', joins: [banco] },
  investimentos: { ...COLECAO.investimentos, loja: 'id, banco_id', order: 'data-desc', joins: [banco] },
  comprovantes: { ...COLECAO.comprovantes, loja: 'id, lancamento_titulo', order: 'data-desc', joins: [] },
  movimentacoes: { ...COLECAO.movimentacoes, loja: 'id, alvo_id', order: 'data-desc', joins: [] },
  pagamentos: { ...COLECAO.pagamentos, loja: 'id, alvo_id', order: 'data-desc', joins: [] },
  recebiveis: { ...COLECAO.recebiveis, grande: true, order: 'data-desc', joins: [] },
  lancamentos: { ...COLECAO.lancamentos, grande: true, order: 'data-desc', joins: [banco, categoria], vistas: { aguardando: aguarda } },
  // Ações and Fundos (issue 19). Quota values (cota, cotas) stay 8-decimal text: the domain parses them.
  operacoes: { ...COLECAO.operacoes, loja: 'id', order: 'data-desc',
    joins: [{ target: 'corretora', idField: 'corretora_id', from: 'bancos', nameField: 'banco' }] },
  fundos: { ...COLECAO.fundos, loja: 'id', order: { by: 'nome' }, joins: [banco] },
  fundo_movimentos: { ...COLECAO.fundo_movimentos, loja: 'id, fundo_id', order: 'data-desc', joins: [] },
  // Histórico Escolar (issue 21): disciplinas travel inside the row (decision 260).
  historicos: { ...COLECAO.historicos, loja: 'id, aluno', order: { by: 'aluno' }, joins: [], headIndex: true },
  // Bank statement lines (issue 16): signed amounts, the bank's name joined for the lists.
  extratos: { ...COLECAO.extratos, loja: 'id, banco_id, chave', order: 'data-desc', joins: [banco] },
  // Transferências between banks (issue 32): both banks' names joined for the list.
  transferencias: { ...COLECAO.transferencias, loja: 'id, de, para', order: 'data-desc', joins: [
    { target: 'banco_de', idField: 'de', from: 'bancos', nameField: 'banco' },
    { target: 'banco_para', idField: 'para', from: 'bancos', nameField: 'banco' },
  ] },
  // Contas recorrentes (issue 34): the rule; its occurrences are payables and receivables.
  recorrencias: { ...COLECAO.recorrencias, loja: 'id', order: { by: 'descricao' }, joins: [banco, categoria] },
  // Centros de custo (issue 35, decision 440): a rateio share and an orçamento name one.
  centros_custo: { ...COLECAO.centros_custo, loja: 'id, codigo', order: { by: 'codigo' }, joins: [] },
  // Orçamento (issue 35, decision 443): a few hundred rows a year, read by month.
  orcamentos: { ...COLECAO.orcamentos, loja: 'id, mes', order: { by: 'mes' }, joins: [] },
};

/** Collections whose names other collections join (a rename there re-joins the dependants). */
export function dependantsOf(name: CollectionName): CollectionName[] {
  return COLLECTIONS.filter((c) => COLLECTION_SPECS[c].joins.some((j) => j.from === name));
}

export const isCollectionName = eNomeColecao;

/** Every synced list in pull order (pull-all.ts; get-dados is not pulled: it is derived locally, decision 060). */
export const PULL_ORDER = Object.keys(COLLECTION_SPECS) as readonly CollectionName[];

/** The big lists (`grande`): streamed first download, newest rows first, stored packed. */
export const LISTAS_GRANDES: ReadonlySet<CollectionName> = new Set(COLLECTIONS.filter((name) => COLLECTION_SPECS[name].grande));

/** The stores the current Dexie version holds for sync: each small list's own, and a big list's
 *  pages (`paginas_<name>`, decision 450). db.ts declares them version by version. */
export const LOJAS_SINCRONIZADAS: Readonly<Record<string, string>> = Object.fromEntries(PULL_ORDER.map((name) => {
  const spec = COLLECTION_SPECS[name];
  return spec.grande ? [`paginas_${name}`, 'n'] as const : [name, spec.loja ?? 'id'] as const;
}));
