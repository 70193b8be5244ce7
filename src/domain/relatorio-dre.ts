/* DRE gerencial (PRODUCT.md Relatórios): each category of payables is mapped to a DRE line on
   Categorias; receivables are Receita bruta. Regime caixa reads what was paid on its payment
   date, competência the instalment on its `data`. Lines are signed: money in is positive, money
   out negative, so each subtotal is a plain sum. */
import { toDecimal } from './money.ts';
import { criarFiltroRelatorio, historicoPorTitulo, pelaRegime } from './relatorio-base.ts';
import { repartir } from './rateio.ts';
import { LINHAS_DRE } from './listas.ts';
import type { LinhaDre } from './listas.ts';
import type {
  CategoriaRelatorio, FiltroRelatorio, LancamentoRelatorio, PagamentoRelatorio, Regime, TituloRelatorio,
} from './relatorio-base.ts';

export const ROTULOS_DRE: Record<LinhaDre | 'nao_classificado', string> = {
  receita_bruta: 'Receita bruta',
  deducoes: 'Deduções',
  custos: 'Custos',
  despesas_operacionais: 'Despesas operacionais',
  resultado_financeiro: 'Resultado financeiro',
  impostos: 'Impostos',
  nao_classificado: 'Não classificado',
};

export function isLinhaDre(value: unknown): value is LinhaDre {
  return typeof value === 'string' && (LINHAS_DRE as readonly string[]).includes(value);
}

/** One line's amount and the categories that make it (largest first). */
export interface LinhaDreValor {
  linha: LinhaDre | 'nao_classificado';
  valor: number;
  categorias: { categoria_id: string | null; descricao: string; valor: number }[];
}

export interface Dre {
  de: string;
  ate: string;
  regime: Regime;
  linhas: LinhaDreValor[];
  receita_liquida: number;
  lucro_bruto: number;
  resultado_operacional: number;
  resultado_antes_impostos: number;
  resultado_liquido: number;
}

export interface ParametrosDre {
  de: string;
  ate: string;
  regime: Regime;
  filtro?: FiltroRelatorio;
}

const RECEBIVEIS = 'Recebíveis';
const SEM_CATEGORIA = 'Sem categoria';

export function dre(
  dados: {
    lancamentos: readonly LancamentoRelatorio[];
    recebiveis: readonly TituloRelatorio[];
    categorias: readonly CategoriaRelatorio[];
    pagamentos?: readonly PagamentoRelatorio[];
  },
  p: ParametrosDre,
): Dre {
  const categorias = new Map(dados.categorias.map((c) => [c.id, c]));
  // Sums per category id ('' = no category, '#r' = receivables), mapped to lines at the end.
  const porCategoria = new Map<string, number>();
  const add = (key: string, valor: number) => porCategoria.set(key, (porCategoria.get(key) ?? 0) + valor);
  const dentro = (data: string) => data >= p.de && data <= p.ate;
  const filtro = criarFiltroRelatorio(p.filtro);
  const centro = p.filtro?.centro ?? null;
  const pagos = historicoPorTitulo(dados.pagamentos, 'lancamento');
  const recebidos = historicoPorTitulo(dados.pagamentos, 'recebivel');
  for (const row of dados.lancamentos) {
    if (!filtro.lancamento(row)) continue;
    for (const m of pelaRegime(row, p.regime, pagos)) {
      if (!dentro(m.data)) continue;
      for (const parte of repartir(row, m.valor, centro)) add(parte.categoria ?? '', -parte.valor);
    }
  }
  for (const row of dados.recebiveis) {
    if (!filtro.recebivel(row)) continue;
    for (const m of pelaRegime(row, p.regime, recebidos)) {
      if (!dentro(m.data)) continue;
      for (const parte of repartir(row, m.valor, centro)) add('#r', parte.valor);
    }
  }
  const linhas = new Map<LinhaDreValor['linha'], LinhaDreValor>();
  for (const linha of [...LINHAS_DRE, 'nao_classificado'] as const) linhas.set(linha, { linha, valor: 0, categorias: [] });
  for (const [key, valor] of porCategoria) {
    const categoria = categorias.get(key);
    const linha = key === '#r' ? 'receita_bruta' : isLinhaDre(categoria?.dre_linha) ? categoria.dre_linha : 'nao_classificado';
    const alvo = linhas.get(linha)!;
    alvo.valor += valor;
    alvo.categorias.push({
      categoria_id: key === '#r' || key === '' ? null : key,
      descricao: key === '#r' ? RECEBIVEIS : categoria?.descricao ?? SEM_CATEGORIA,
      valor,
    });
  }
  for (const l of linhas.values()) {
    l.categorias.sort((a, b) => Math.abs(b.valor) - Math.abs(a.valor) || a.descricao.localeCompare(b.descricao, 'pt-BR'));
  }
  const v = (linha: LinhaDreValor['linha']) => linhas.get(linha)!.valor;
  const receitaLiquida = v('receita_bruta') + v('deducoes');
  const lucroBruto = receitaLiquida + v('custos');
  const operacional = lucroBruto + v('despesas_operacionais') + v('nao_classificado');
  const antesImpostos = operacional + v('resultado_financeiro');
  return {
    de: p.de, ate: p.ate, regime: p.regime,
    linhas: [...linhas.values()],
    receita_liquida: receitaLiquida,
    lucro_bruto: lucroBruto,
    resultado_operacional: operacional,
    resultado_antes_impostos: antesImpostos,
    resultado_liquido: antesImpostos + v('impostos'),
  };
}

/** GET /api/relatorios/dre → `dre`: money as dot decimals, each line with its label. */
export function dreWire(d: Dre) {
  return {
    ...d,
    linhas: d.linhas.map((l) => ({
      linha: l.linha, rotulo: ROTULOS_DRE[l.linha], valor: toDecimal(l.valor),
      categorias: l.categorias.map((c) => ({ ...c, valor: toDecimal(c.valor) })),
    })),
    receita_liquida: toDecimal(d.receita_liquida),
    lucro_bruto: toDecimal(d.lucro_bruto),
    resultado_operacional: toDecimal(d.resultado_operacional),
    resultado_antes_impostos: toDecimal(d.resultado_antes_impostos),
    resultado_liquido: toDecimal(d.resultado_liquido),
  };
}
