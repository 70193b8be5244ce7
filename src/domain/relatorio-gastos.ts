/* Gastos por categoria / banco / método (PRODUCT.md Relatórios): payables in the period summed
   by one key, largest first. Regime caixa: what was paid, each payment on its own day; competência: the
   instalment on its `data`. */
import { criarFiltroRelatorio, historicoPorTitulo, pelaRegime, somaVazia, somar } from './relatorio-base.ts';
import type {
  BancoRelatorio, CategoriaRelatorio, FiltroRelatorio, LancamentoRelatorio, PagamentoRelatorio, Regime, Soma,
} from './relatorio-base.ts';

export const EIXOS_GASTOS = ['categoria', 'banco', 'metodo'] as const;
export type EixoGastos = (typeof EIXOS_GASTOS)[number];

export interface GrupoGasto extends Soma {
  chave: string;
  nome: string;
}

export interface Gastos {
  de: string;
  ate: string;
  regime: Regime;
  por: EixoGastos;
  grupos: GrupoGasto[];
  total: Soma;
}

const SEM: Record<EixoGastos, string> = { categoria: 'Sem categoria', banco: 'Sem banco', metodo: 'Sem pagamento' };

function chaveDe(row: LancamentoRelatorio, por: EixoGastos): string {
  if (por === 'categoria') return row.categoria_id ?? '';
  if (por === 'banco') return row.banco_id ?? '';
  return row.pagamento ?? '';
}

export function gastos(
  dados: {
    lancamentos: readonly LancamentoRelatorio[];
    categorias: readonly CategoriaRelatorio[];
    bancos: readonly BancoRelatorio[];
    pagamentos?: readonly PagamentoRelatorio[];
  },
  p: { de: string; ate: string; regime: Regime; por: EixoGastos; filtro?: FiltroRelatorio },
): Gastos {
  const somas = new Map<string, Soma>();
  const total = somaVazia();
  const filtro = criarFiltroRelatorio(p.filtro);
  const historico = historicoPorTitulo(dados.pagamentos, 'lancamento');
  for (const row of dados.lancamentos) {
    if (!filtro.lancamento(row)) continue;
    // A row paid in parts counts once, with the parts paid inside the period.
    let valor = 0;
    for (const m of pelaRegime(row, p.regime, historico)) if (m.data >= p.de && m.data <= p.ate) valor += m.valor;
    if (valor === 0) continue;
    const key = chaveDe(row, p.por);
    let soma = somas.get(key);
    if (!soma) somas.set(key, (soma = somaVazia()));
    somar(soma, valor);
    somar(total, valor);
  }
  const nomes = new Map<string, string>(
    p.por === 'categoria' ? dados.categorias.map((c) => [c.id, c.descricao])
      : p.por === 'banco' ? dados.bancos.map((b) => [b.id, b.banco]) : [],
  );
  const grupos = [...somas].map(([chave, s]): GrupoGasto => ({
    chave, nome: chave === '' ? SEM[p.por] : nomes.get(chave) ?? chave, quantidade: s.quantidade, valor: s.valor,
  }));
  grupos.sort((a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome, 'pt-BR'));
  return { de: p.de, ate: p.ate, regime: p.regime, por: p.por, grupos, total };
}
