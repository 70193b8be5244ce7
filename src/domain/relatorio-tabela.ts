/* Each report as one table (columns typed text / money / count) and one chart: what the
   Relatórios screen shows and what its CSV and PDF carry, so all three say the same. */
import { formatDateBR } from './dates.ts';
import type { Dre } from './relatorio-dre.ts';
import { ROTULOS_DRE } from './relatorio-dre.ts';
import type { FluxoCaixa } from './relatorio-fluxo-caixa.ts';
import type { Gastos } from './relatorio-gastos.ts';
import type { Vencimentos } from './relatorio-vencimentos.ts';
import { ROTULOS_FAIXA } from './relatorio-vencimentos.ts';
import { msg } from './messages.ts';

export type TipoColuna = 'texto' | 'dinheiro' | 'numero';
export interface Coluna { titulo: string; tipo: TipoColuna }
export type Celula = string | number;

export interface TabelaRelatorio {
  colunas: Coluna[];
  linhas: Celula[][];
  /** Rows in bold (subtotals). */
  destaques?: number[];
  grafico: { rotulos: string[]; series: { nome: string; cor: string; valores: number[] }[]; tipo: 'barras' | 'linhas' };
}

const r = msg.relatorios;
const dinheiro = (titulo: string): Coluna => ({ titulo, tipo: 'dinheiro' });
const texto = (titulo: string): Coluna => ({ titulo, tipo: 'texto' });
const numero = (titulo: string): Coluna => ({ titulo, tipo: 'numero' });

function rotuloPeriodo(periodo: string): string {
  return periodo.length === 7 ? `${periodo.slice(5, 7)}/${periodo.slice(0, 4)}` : formatDateBR(periodo);
}

export function tabelaFluxo(f: FluxoCaixa): TabelaRelatorio {
  const linhas: Celula[][] = f.periodos.map((p) => [
    rotuloPeriodo(p.periodo), p.entradas_previstas, p.saidas_previstas, p.entradas_previstas - p.saidas_previstas,
    p.entradas_realizadas, p.saidas_realizadas, p.entradas_realizadas - p.saidas_realizadas,
  ]);
  const t = f.totais;
  linhas.push([r.total, t.entradas_previstas, t.saidas_previstas, t.entradas_previstas - t.saidas_previstas,
    t.entradas_realizadas, t.saidas_realizadas, t.entradas_realizadas - t.saidas_realizadas]);
  return {
    colunas: [texto(r.periodo), dinheiro(r.entradasPrevistas), dinheiro(r.saidasPrevistas), dinheiro(r.saldoPrevisto),
      dinheiro(r.entradasRealizadas), dinheiro(r.saidasRealizadas), dinheiro(r.saldoRealizado)],
    linhas,
    destaques: [linhas.length - 1],
    grafico: {
      tipo: f.periodos.length > 40 ? 'linhas' : 'barras',
      rotulos: f.periodos.map((p) => rotuloPeriodo(p.periodo)),
      series: [
        { nome: r.saldoPrevisto, cor: '#94a3b8', valores: f.periodos.map((p) => p.entradas_previstas - p.saidas_previstas) },
        { nome: r.saldoRealizado, cor: '#0f766e', valores: f.periodos.map((p) => p.entradas_realizadas - p.saidas_realizadas) },
      ],
    },
  };
}

export function tabelaDre(d: Dre): TabelaRelatorio {
  const linhas: Celula[][] = [];
  const destaques: number[] = [];
  const v = (l: string) => d.linhas.find((x) => x.linha === l);
  const linha = (l: string) => {
    const item = v(l);
    if (!item || (l === 'nao_classificado' && item.valor === 0 && item.categorias.length === 0)) return;
    destaques.push(linhas.length);
    linhas.push([ROTULOS_DRE[item.linha], '', item.valor]);
    for (const c of item.categorias) linhas.push(['', c.descricao, c.valor]);
  };
  const subtotal = (rotulo: string, valor: number) => {
    destaques.push(linhas.length);
    linhas.push([rotulo, '', valor]);
  };
  linha('receita_bruta');
  linha('deducoes');
  subtotal(r.receitaLiquida, d.receita_liquida);
  linha('custos');
  subtotal(r.lucroBruto, d.lucro_bruto);
  linha('despesas_operacionais');
  linha('nao_classificado');
  subtotal(r.resultadoOperacional, d.resultado_operacional);
  linha('resultado_financeiro');
  subtotal(r.resultadoAntesImpostos, d.resultado_antes_impostos);
  linha('impostos');
  subtotal(r.resultadoLiquido, d.resultado_liquido);
  return {
    colunas: [texto(r.linha), texto(r.categoria), dinheiro(r.valor)],
    linhas,
    destaques,
    grafico: {
      tipo: 'barras',
      rotulos: d.linhas.map((l) => ROTULOS_DRE[l.linha]),
      series: [{ nome: r.valor, cor: '#0f766e', valores: d.linhas.map((l) => l.valor) }],
    },
  };
}

export function tabelaVencimentos(v: Vencimentos): TabelaRelatorio {
  const linhas: Celula[][] = v.faixas.map((f) => [ROTULOS_FAIXA[f.faixa], f.pagar.quantidade, f.pagar.valor, f.receber.quantidade, f.receber.valor]);
  linhas.push([r.total, v.totais.pagar.quantidade, v.totais.pagar.valor, v.totais.receber.quantidade, v.totais.receber.valor]);
  return {
    colunas: [texto(r.faixa), numero(`${r.aPagar}: ${r.quantidade}`), dinheiro(r.aPagar), numero(`${r.aReceber}: ${r.quantidade}`), dinheiro(r.aReceber)],
    linhas,
    destaques: [linhas.length - 1],
    grafico: {
      tipo: 'barras',
      rotulos: v.faixas.map((f) => ROTULOS_FAIXA[f.faixa]),
      series: [
        { nome: r.aPagar, cor: '#b91c1c', valores: v.faixas.map((f) => f.pagar.valor) },
        { nome: r.aReceber, cor: '#15803d', valores: v.faixas.map((f) => f.receber.valor) },
      ],
    },
  };
}

export function tabelaGastos(g: Gastos, titulo: string): TabelaRelatorio {
  const linhas: Celula[][] = g.grupos.map((x) => [x.nome, x.quantidade, x.valor]);
  linhas.push([r.total, g.total.quantidade, g.total.valor]);
  const top = g.grupos.slice(0, 15);
  return {
    colunas: [texto(titulo), numero(r.quantidade), dinheiro(r.valor)],
    linhas,
    destaques: [linhas.length - 1],
    grafico: { tipo: 'barras', rotulos: top.map((x) => x.nome), series: [{ nome: r.valor, cor: '#b45309', valores: top.map((x) => x.valor) }] },
  };
}
