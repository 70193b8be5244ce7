/* Fluxo de caixa (PRODUCT.md Relatórios): realizado by payment date × previsto by effective due
   date, per day, week or month. Regime competência reads both on the row's own `data`. One pass
   over each collection; money in integer cents. */
import { toDecimal } from './money.ts';
import {
  chavePeriodo, criarFiltroRelatorio, dataPrevista, historicoPorTitulo, periodos, realizados,
} from './relatorio-base.ts';
import type { Agenda } from './vencimento-efetivo.ts';
import type {
  Agrupamento, FiltroRelatorio, HistoricoPorTitulo, LancamentoRelatorio, PagamentoRelatorio, Regime, TituloRelatorio,
} from './relatorio-base.ts';

export interface PeriodoFluxo {
  periodo: string;
  entradas_previstas: number;
  saidas_previstas: number;
  entradas_realizadas: number;
  saidas_realizadas: number;
}

export interface FluxoCaixa {
  de: string;
  ate: string;
  agrupar: Agrupamento;
  regime: Regime;
  periodos: PeriodoFluxo[];
  totais: Omit<PeriodoFluxo, 'periodo'>;
}

export interface ParametrosFluxo {
  de: string;
  ate: string;
  agrupar: Agrupamento;
  regime: Regime;
  filtro?: FiltroRelatorio;
  /** Holidays and tax categories behind the effective due date (national only when absent). */
  agenda?: Agenda;
}

type Campo = 'entradas_previstas' | 'saidas_previstas' | 'entradas_realizadas' | 'saidas_realizadas';

export function fluxoCaixa(
  dados: {
    lancamentos: readonly LancamentoRelatorio[];
    recebiveis: readonly TituloRelatorio[];
    pagamentos?: readonly PagamentoRelatorio[];
  },
  p: ParametrosFluxo,
): FluxoCaixa {
  const linhas = periodos(p.de, p.ate, p.agrupar).map((periodo): PeriodoFluxo => ({
    periodo, entradas_previstas: 0, saidas_previstas: 0, entradas_realizadas: 0, saidas_realizadas: 0,
  }));
  const porChave = new Map(linhas.map((l) => [l.periodo, l]));
  const lancar = (data: string, campo: Campo, valor: number) => {
    if (data < p.de || data > p.ate) return;
    const linha = porChave.get(chavePeriodo(data, p.agrupar));
    if (linha) linha[campo] += valor;
  };
  const ler = (row: TituloRelatorio, previsto: Campo, feito: Campo, historico: HistoricoPorTitulo) => {
    if (row.status !== 'Cancelado') {
      lancar(p.regime === 'caixa' ? dataPrevista(row, p.agenda) : row.data, previsto, row.valor_parcela);
    }
    // Each payment on its own day (a partial payment is realizado when it happens).
    for (const pago of realizados(row, historico)) lancar(p.regime === 'caixa' ? pago.data : row.data, feito, pago.valor);
  };
  const filtro = criarFiltroRelatorio(p.filtro);
  const pagos = historicoPorTitulo(dados.pagamentos, 'lancamento');
  const recebidos = historicoPorTitulo(dados.pagamentos, 'recebivel');
  for (const row of dados.lancamentos) if (filtro.lancamento(row)) ler(row, 'saidas_previstas', 'saidas_realizadas', pagos);
  for (const row of dados.recebiveis) if (filtro.recebivel(row)) ler(row, 'entradas_previstas', 'entradas_realizadas', recebidos);
  const totais = { entradas_previstas: 0, saidas_previstas: 0, entradas_realizadas: 0, saidas_realizadas: 0 };
  for (const l of linhas) {
    totais.entradas_previstas += l.entradas_previstas;
    totais.saidas_previstas += l.saidas_previstas;
    totais.entradas_realizadas += l.entradas_realizadas;
    totais.saidas_realizadas += l.saidas_realizadas;
  }
  return { de: p.de, ate: p.ate, agrupar: p.agrupar, regime: p.regime, periodos: linhas, totais };
}

function linhaWire<T extends Omit<PeriodoFluxo, 'periodo'>>(l: T) {
  return {
    ...l,
    entradas_previstas: toDecimal(l.entradas_previstas),
    saidas_previstas: toDecimal(l.saidas_previstas),
    saldo_previsto: toDecimal(l.entradas_previstas - l.saidas_previstas),
    entradas_realizadas: toDecimal(l.entradas_realizadas),
    saidas_realizadas: toDecimal(l.saidas_realizadas),
    saldo_realizado: toDecimal(l.entradas_realizadas - l.saidas_realizadas),
  };
}

/** GET /api/relatorios/fluxo-caixa → `fluxo_caixa`: money as dot decimals (PRODUCT conventions). */
export function fluxoCaixaWire(f: FluxoCaixa) {
  return { ...f, periodos: f.periodos.map(linhaWire), totais: linhaWire(f.totais) };
}
