/* What the engine knows about each synced collection: where SPEC §7 (and the delta extras) list
   it, under which response key, which fields are money, how lists order it and which names are
   joined from other collections. Pure configuration: shared by the page and the service worker. */

export const COLLECTIONS = [
  'bancos', 'categorias', 'lancamentos', 'recebiveis', 'faturas', 'comprovantes', 'entradas',
  'investimentos', 'usuarios', 'pagamentos', 'movimentacoes', 'feriados',
  'operacoes', 'fundos', 'fundo_movimentos', 'historicos',
  'lembretes', 'observacoes', 'lidas',
  'extratos',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export interface CollectionSpec {
  /** GET endpoint (SPEC §7; pagamentos and movimentacoes are the delta extras of the server). */
  path: string;
  /** Key of the rows in the response body. */
  key: string;
  /** Wire decimals ("1234.56") held as integer cents locally. */
  money: readonly string[];
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
  bancos: { path: '/api/bancos', key: 'bancos', money: [], order: { by: 'banco' }, joins: [] },
  categorias: { path: '/api/categorias', key: 'categorias', money: [], order: { by: 'descricao' }, joins: [] },
  lancamentos: {
    path: '/api/lancamentos', key: 'lancamentos', money: ['valor', 'valor_parcela', 'valor_pago'],
    order: 'data-desc', joins: [banco, categoria],
  },
  recebiveis: {
    path: '/api/recebiveis', key: 'recebiveis', money: ['valor', 'valor_parcela', 'valor_pago'],
    order: 'data-desc', joins: [],
  },
  faturas: { path: '/api/faturas', key: 'faturas', money: ['valor'], order: 'vencimento-desc', joins: [banco] },
  comprovantes: { path: '/api/comprovantes', key: 'comprovante', money: [], order: 'data-desc', joins: [] },
  entradas: {
    path: '/api/entradas', key: 'entradas', money: ['valor_inicial', 'valor_final'], order: 'data-desc', joins: [banco],
  },
  investimentos: {
    path: '/api/investimento', key: 'investimentos', money: ['valor_inicial', 'valor_final'], order: 'data-desc', joins: [banco],
  },
  usuarios: { path: '/api/usuarios', key: 'users', money: [], order: { by: 'name' }, joins: [] },
  pagamentos: { path: '/api/pagamentos', key: 'pagamentos', money: ['valor'], order: 'data-desc', joins: [] },
  movimentacoes: { path: '/api/movimentacoes', key: 'movimentacoes', money: ['valor'], order: 'data-desc', joins: [] },
  // The administrator's holidays (issue 15): every effective due date reads them.
  feriados: { path: '/api/feriados', key: 'feriados', money: [], order: { by: 'data' }, joins: [] },
  // Ações and Fundos (issue 19). Quota values (cota, cotas) stay 8-decimal text: the domain parses them.
  operacoes: {
    path: '/api/acoes', key: 'operacoes', money: ['preco', 'custos', 'irrf'], order: 'data-desc',
    joins: [{ target: 'corretora', idField: 'corretora_id', from: 'bancos', nameField: 'banco' }],
  },
  fundos: { path: '/api/fundos', key: 'fundos', money: [], order: { by: 'nome' }, joins: [banco] },
  fundo_movimentos: { path: '/api/fundos/movimentos', key: 'movimentos', money: ['valor'], order: 'data-desc', joins: [] },
  // Histórico Escolar (issue 21): disciplinas travel inside the row (decision 260).
  historicos: { path: '/api/academico', key: 'historicos', money: [], order: { by: 'aluno' }, joins: [], headIndex: true },
  // Issue 17: reminders, notes, and the signed-in user's read marks of the bell (decision 241).
  lembretes: { path: '/api/lembretes', key: 'lembretes', money: [], order: 'data-desc', joins: [] },
  observacoes: { path: '/api/observacoes', key: 'observacoes', money: [], order: { by: 'created_at' }, joins: [] },
  lidas: { path: '/api/notificacoes-lidas', key: 'lidas', money: [], order: { by: 'chave' }, joins: [] },
  // Bank statement lines (issue 16): signed amounts, the bank's name joined for the lists.
  extratos: { path: '/api/extratos', key: 'extratos', money: ['valor'], order: 'data-desc', joins: [banco] },
};

/** Collections whose names other collections join (a rename there re-joins the dependants). */
export function dependantsOf(name: CollectionName): CollectionName[] {
  return COLLECTIONS.filter((c) => COLLECTION_SPECS[c].joins.some((j) => j.from === name));
}

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}
