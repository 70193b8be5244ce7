// Filtro de Lançamento (SPEC §3 filter payload, §5 filter rules) and the ONE predicate used by
// the client's local filter and the server's filter endpoints. See docs/decisions/011-filtro.md.

import * as v from 'valibot';
import { msg } from './messages.ts';
import { isUUID, parseStringList } from './coerce.ts';
import { normalizeSearch } from './search.ts';
import { METODOS, PAGAMENTOS, STATUS_TITULO } from './listas.ts';
import { idList } from './id-inputs.ts';
import type { Titulo } from './titulo.ts';
import { FORM_ERROR_KEY, boolInput, field, optionalDate } from './validation.ts';
import { enumList } from './option-inputs.ts';
import { crossRules } from './cross-rules.ts';
import type { CrossRule } from './cross-rules.ts';

/** Value of the 'Sem Categoria' option in the category list (rows without category). */
export const SEM_CATEGORIA = 'Sem Categoria';

function categoriaList() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = parseStringList(dataset.value);
      if (items === null) {
        addIssue({ message: msg.comum.opcaoInvalida });
        return NEVER;
      }
      const out: string[] = [];
      for (const item of items) {
        if (normalizeSearch(item) === normalizeSearch(SEM_CATEGORIA)) out.push(SEM_CATEGORIA);
        else if (isUUID(item)) out.push(item.toLowerCase());
        else {
          addIssue({ message: msg.comum.opcaoInvalida });
          return NEVER;
        }
      }
      return [...new Set(out)];
    }),
  );
}

const CamposFiltro = v.object(
  {
    data1: optionalDate(),
    data2: optionalDate(),
    vencimento1: optionalDate(),
    vencimento2: optionalDate(),
    semVencimento: boolInput(),
    data_pagamento1: optionalDate(),
    data_pagamento2: optionalDate(),
    semPagamento: boolInput(),
    status: enumList(STATUS_TITULO),
    metodo: enumList(METODOS),
    /** Category ids and/or SEM_CATEGORIA; payables only (ignored for rows without categoria_id). */
    categoria: categoriaList(),
    /** Bank ids; payables only (issue 33). */
    banco: idList({ min: 0 }),
    /** Pagamento (Crédito, Débito, Boleto, Pix, Espécie); payables only (issue 33). */
    pagamento: enumList(PAGAMENTOS),
  },
  msg.comum.dadosInvalidos,
);
type CamposFiltro = v.InferOutput<typeof CamposFiltro>;
type Chave = keyof CamposFiltro & string;
type Rule = CrossRule<CamposFiltro>;

function regrasIntervalo(inicio: Chave, fim: Chave, ambas: string, ordem: string, pular?: Chave): Rule[] {
  const ativo = (x: CamposFiltro) => !(pular && x[pular]);
  return [
    { field: inicio, uses: [fim], check: (x) => (ativo(x) && !x[inicio] && x[fim] ? ambas : null) },
    { field: fim, uses: [inicio], check: (x) => (ativo(x) && x[inicio] && !x[fim] ? ambas : null) },
    {
      field: fim,
      uses: [inicio],
      check: (x) => {
        const a = x[inicio];
        const b = x[fim];
        return ativo(x) && typeof a === 'string' && typeof b === 'string' && b < a ? ordem : null;
      },
    },
  ];
}

const DATAS: Chave[] = ['data1', 'data2', 'vencimento1', 'vencimento2', 'data_pagamento1', 'data_pagamento2'];

function temCriterioDeData(x: CamposFiltro): boolean {
  return (
    Boolean(x.data1 || x.data2) ||
    x.semVencimento ||
    x.semPagamento ||
    Boolean(x.vencimento1 || x.vencimento2) ||
    Boolean(x.data_pagamento1 || x.data_pagamento2)
  );
}

function temLista(x: CamposFiltro): boolean {
  return x.status.length > 0 || x.metodo.length > 0 || x.categoria.length > 0 || x.banco.length > 0 || x.pagamento.length > 0;
}

/** POST /api/filtro/lancamentos and /api/filtro/recebiveis, and the local filter modal. */
export const FiltroSchema = v.pipe(
  CamposFiltro,
  crossRules<CamposFiltro>([
    ...regrasIntervalo('data1', 'data2', msg.filtro.ambasPeriodo, msg.filtro.finalPeriodo),
    ...regrasIntervalo(
      'vencimento1',
      'vencimento2',
      msg.filtro.ambasVencimento,
      msg.filtro.finalVencimento,
      'semVencimento',
    ),
    ...regrasIntervalo(
      'data_pagamento1',
      'data_pagamento2',
      msg.filtro.ambasPagamento,
      msg.filtro.finalPagamento,
      'semPagamento',
    ),
    {
      field: 'data1',
      uses: DATAS,
      check: (x) => (temLista(x) && !temCriterioDeData(x) ? msg.filtro.preenchaPeriodo : null),
    },
    {
      field: FORM_ERROR_KEY,
      uses: [...DATAS, 'status', 'metodo', 'categoria', 'banco', 'pagamento'],
      check: (x) => (!temLista(x) && !temCriterioDeData(x) ? msg.filtro.selecioneCampo : null),
    },
  ]),
  v.transform((x) => ({
    ...x,
    vencimento1: x.semVencimento ? null : x.vencimento1,
    vencimento2: x.semVencimento ? null : x.vencimento2,
    data_pagamento1: x.semPagamento ? null : x.data_pagamento1,
    data_pagamento2: x.semPagamento ? null : x.data_pagamento2,
  })),
);
export type Filtro = v.InferOutput<typeof FiltroSchema>;

/** What the filter reads of a row; categoria_id, banco_id and pagamento only exist on payables. */
export type LinhaFiltravel = Pick<Titulo, 'data' | 'vencimento' | 'data_pagamento' | 'status' | 'metodo'> & {
  categoria_id?: string | null;
  banco_id?: string | null;
  pagamento?: string | null;
  tributo?: boolean | null;
};

/** A row's effective due date (vencimento-efetivo.ts efetivoDaAgenda, with the holidays and tax categories in use). */
export type Efetivo = (row: LinhaFiltravel) => string | null;
const mesmaData: Efetivo = (row) => row.vencimento;

function dentro(value: string | null, inicio: string | null, fim: string | null): boolean {
  if (inicio === null && fim === null) return true;
  if (value === null) return false;
  return (inicio === null || value >= inicio) && (fim === null || value <= fim);
}

/**
 * Compiles a validated filter into a predicate (Sets built once, so 100,000 rows stay fast).
 * Every chosen criterion must hold; an empty list does not restrict.
 */
export function criarPredicadoFiltro(filtro: Filtro, efetivo: Efetivo = mesmaData): (row: LinhaFiltravel) => boolean {
  const status = new Set<string>(filtro.status);
  const metodos = new Set<string>(filtro.metodo);
  const categorias = new Set<string>(filtro.categoria);
  const semCategoria = categorias.has(SEM_CATEGORIA);
  const bancos = new Set<string>(filtro.banco);
  const pagamentos = new Set<string>(filtro.pagamento);
  return (row) => {
    if (!dentro(row.data, filtro.data1, filtro.data2)) return false;
    // The Vencimento range reads the effective due date (issue 15): a bill typed for Saturday is due on Monday.
    if (filtro.semVencimento ? row.vencimento !== null : !dentro(efetivo(row), filtro.vencimento1, filtro.vencimento2)) {
      return false;
    }
    if (
      filtro.semPagamento
        ? row.data_pagamento !== null
        : !dentro(row.data_pagamento, filtro.data_pagamento1, filtro.data_pagamento2)
    ) {
      return false;
    }
    if (status.size > 0 && !status.has(row.status)) return false;
    if (metodos.size > 0 && !metodos.has(row.metodo)) return false;
    if (categorias.size > 0 && row.categoria_id !== undefined) {
      const ok = row.categoria_id === null ? semCategoria : categorias.has(row.categoria_id);
      if (!ok) return false;
    }
    if (bancos.size > 0 && row.banco_id !== undefined && (row.banco_id === null || !bancos.has(row.banco_id))) return false;
    if (pagamentos.size > 0 && row.pagamento !== undefined && (row.pagamento === null || !pagamentos.has(row.pagamento))) return false;
    return true;
  };
}

export function passaFiltro(row: LinhaFiltravel, filtro: Filtro, efetivo?: Efetivo): boolean {
  return criarPredicadoFiltro(filtro, efetivo)(row);
}

export function aplicarFiltro<T extends LinhaFiltravel>(rows: readonly T[], filtro: Filtro, efetivo?: Efetivo): T[] {
  return rows.filter(criarPredicadoFiltro(filtro, efetivo));
}
