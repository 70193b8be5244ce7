/* The synced collections, described once (decision 342): the device's engine
   (src/data/collections.ts) and the server's delta call (server/routes/sincronizacao.ts) both
   derive their tables from this one. Name, GET path (SPEC §7 and the delta extras), the key of the
   rows in the response, the wire schema and, read off it, the money fields. */
import type * as v from 'valibot';
import { eDinheiro } from './wire-campos.ts';
import { WIRE } from './wire-linhas.ts';
import type { Linha, NomeWire } from './wire-linhas.ts';

export const COLECOES = [
  'bancos', 'categorias', 'lancamentos', 'recebiveis', 'faturas', 'comprovantes', 'entradas',
  'investimentos', 'usuarios', 'pagamentos', 'movimentacoes', 'feriados',
  'operacoes', 'fundos', 'fundo_movimentos', 'historicos',
  'lembretes', 'observacoes', 'lidas',
  'extratos', 'transferencias', 'recorrencias', 'centros_custo', 'orcamentos',
] as const satisfies readonly NomeWire[];
export type NomeColecao = (typeof COLECOES)[number];
/** Each collection's row as the device holds it (its wire schema's output, money in cents): the
    type of its Dexie table and of what the data layer's readers give (src/data/live.ts). */
export type LinhasLocais = { [N in NomeColecao]: Linha<N> };

export interface Colecao<N extends NomeColecao = NomeColecao> {
  /** GET endpoint (SPEC §7; pagamentos and movimentacoes are the delta extras of the server). */
  path: string;
  /** Key of the rows in the response body. */
  key: string;
  /** The row as the server sends it. */
  wire: (typeof WIRE)[N];
  /** Wire decimals ("1234.56") held as integer cents on the device: the schema's `dinheiro` fields. */
  money: readonly string[];
}

const ONDE: { [N in NomeColecao]: { path: string; key: string } } = {
  bancos: { path: '/api/bancos', key: 'bancos' },
  categorias: { path: '/api/categorias', key: 'categorias' },
  lancamentos: { path: '/api/lancamentos', key: 'lancamentos' },
  recebiveis: { path: '/api/recebiveis', key: 'recebiveis' },
  faturas: { path: '/api/faturas', key: 'faturas' },
  comprovantes: { path: '/api/comprovantes', key: 'comprovante' },
  entradas: { path: '/api/entradas', key: 'entradas' },
  investimentos: { path: '/api/investimento', key: 'investimentos' },
  usuarios: { path: '/api/usuarios', key: 'users' },
  pagamentos: { path: '/api/pagamentos', key: 'pagamentos' },
  movimentacoes: { path: '/api/movimentacoes', key: 'movimentacoes' },
  feriados: { path: '/api/feriados', key: 'feriados' },
  operacoes: { path: '/api/acoes', key: 'operacoes' },
  fundos: { path: '/api/fundos', key: 'fundos' },
  fundo_movimentos: { path: '/api/fundos/movimentos', key: 'movimentos' },
  historicos: { path: '/api/academico', key: 'historicos' },
  lembretes: { path: '/api/lembretes', key: 'lembretes' },
  observacoes: { path: '/api/observacoes', key: 'observacoes' },
  lidas: { path: '/api/notificacoes-lidas', key: 'lidas' },
  extratos: { path: '/api/extratos', key: 'extratos' },
  transferencias: { path: '/api/transferencias', key: 'transferencias' },
  recorrencias: { path: '/api/recorrencias', key: 'recorrencias' },
  centros_custo: { path: '/api/centros-custo', key: 'centros' },
  // Without `?ano=`, the route serves the sync pull (decision 443).
  orcamentos: { path: '/api/orcamentos', key: 'orcamentos' },
};

function camposDinheiro(schema: v.ObjectSchema<v.ObjectEntries, undefined>): string[] {
  return Object.entries(schema.entries).filter(([, campo]) => eDinheiro(campo)).map(([nome]) => nome);
}

function colecao<N extends NomeColecao>(nome: N): Colecao<N> {
  const wire = WIRE[nome];
  return { ...ONDE[nome], wire, money: camposDinheiro(wire) };
}

export const COLECAO: { [N in NomeColecao]: Colecao<N> } = {
  bancos: colecao('bancos'), categorias: colecao('categorias'), lancamentos: colecao('lancamentos'),
  recebiveis: colecao('recebiveis'), faturas: colecao('faturas'), comprovantes: colecao('comprovantes'),
  entradas: colecao('entradas'), investimentos: colecao('investimentos'), usuarios: colecao('usuarios'),
  pagamentos: colecao('pagamentos'), movimentacoes: colecao('movimentacoes'), feriados: colecao('feriados'),
  operacoes: colecao('operacoes'), fundos: colecao('fundos'), fundo_movimentos: colecao('fundo_movimentos'),
  historicos: colecao('historicos'), lembretes: colecao('lembretes'), observacoes: colecao('observacoes'),
  lidas: colecao('lidas'), extratos: colecao('extratos'), transferencias: colecao('transferencias'),
  recorrencias: colecao('recorrencias'), centros_custo: colecao('centros_custo'),
  orcamentos: colecao('orcamentos'),
};

export function eNomeColecao(value: unknown): value is NomeColecao {
  return typeof value === 'string' && (COLECOES as readonly string[]).includes(value);
}
