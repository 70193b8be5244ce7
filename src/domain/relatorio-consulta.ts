/* The query of each report route (PRODUCT.md: GET /api/relatorios/fluxo-caixa?de&ate&agrupar&regime,
   /dre?de&ate&regime, /vencimentos?em), read the same way by the server and the Relatórios
   screen. Filters (banco, categoria, status, metodo = forma de pagamento) are extras. */
import * as v from 'valibot';
import { daysBetween } from './dates.ts';
import { msg } from './messages.ts';
import { crossRules } from './cross-rules.ts';
import { optionalId, optionalIdList } from './id-inputs.ts';
import { enumList } from './option-inputs.ts';
import { AGRUPAMENTOS, REGIMES } from './relatorio-base.ts';
import type { FiltroRelatorio } from './relatorio-base.ts';
import { normalizeSearch } from './search.ts';
import { PAGAMENTOS, STATUS_TITULO } from './listas.ts';
import { dateInput, field, optionalDate } from './validation.ts';

const MAX_DIAS = 3660;

/** One of `options` (accents and case ignored), `padrao` when blank. */
function opcao<const T extends string>(options: readonly T[], padrao: T) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): T => {
      const value = dataset.value;
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return padrao;
      const found = typeof value === 'string' ? options.find((o) => normalizeSearch(o) === normalizeSearch(value)) : undefined;
      if (found === undefined) {
        addIssue({ message: msg.comum.opcaoInvalida });
        return NEVER;
      }
      return found;
    }),
  );
}

const filtroCampos = {
  banco: optionalIdList(),
  categoria: optionalIdList(),
  status: enumList(STATUS_TITULO),
  metodo: enumList(PAGAMENTOS),
  /** Issue 35 (decision 442): the cut by centro de custo. */
  centro: optionalId(),
};

type Periodo = { de: string; ate: string };
const regrasPeriodo = <T extends Periodo>() => crossRules<T>([
  { field: 'ate', uses: ['de'], check: (x) => (x.ate < x.de ? msg.relatorios.periodoInvertido : null) },
  { field: 'ate', uses: ['de'], check: (x) => (x.ate >= x.de && daysBetween(x.de, x.ate) > MAX_DIAS ? msg.relatorios.periodoLongo : null) },
]);

const periodoCampos = {
  de: dateInput(msg.relatorios.deObrigatorio),
  ate: dateInput(msg.relatorios.ateObrigatorio),
  ...filtroCampos,
};

const FluxoCampos = v.object({ ...periodoCampos, agrupar: opcao(AGRUPAMENTOS, 'mes'), regime: opcao(REGIMES, 'caixa') }, msg.comum.dadosInvalidos);
type FluxoCampos = v.InferOutput<typeof FluxoCampos>;
const DreCampos = v.object({ ...periodoCampos, regime: opcao(REGIMES, 'caixa') }, msg.comum.dadosInvalidos);
type DreCampos = v.InferOutput<typeof DreCampos>;

export const FluxoConsultaSchema = v.pipe(
  FluxoCampos,
  regrasPeriodo<FluxoCampos>(),
);
export const DreConsultaSchema = v.pipe(
  DreCampos,
  regrasPeriodo<DreCampos>(),
);
export const VencimentosConsultaSchema = v.object({ em: optionalDate(), ...filtroCampos }, msg.comum.dadosInvalidos);

/** The filter part of a parsed query. */
export function filtroDaConsulta(q: { banco: string[] | null; categoria: string[] | null; status: string[]; metodo: string[]; centro?: string | null }): FiltroRelatorio {
  return { bancos: q.banco ?? [], categorias: q.categoria ?? [], status: q.status, pagamentos: q.metodo, centro: q.centro ?? null };
}
