/* Gastos por categoria / banco / método (PRODUCT.md Relatórios): payables in the period summed
   by one key, largest first. Regime caixa: what was paid, each payment on its own day; competência: the
   instalment on its `data`. */
import { criarFiltroRelatorio, historicoPorTitulo, pelaRegime, somaVazia, somar } from './relatorio-base.ts';
import { repartir } from './rateio.ts';
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
  const centro = p.filtro?.centro ?? null;
  const historico = historicoPorTitulo(dados.pagamentos, 'lancamento');
  for (const row of dados.lancamentos) {
    if (!filtro.lancamento(row)) continue;
    // A row paid in parts counts once, with the parts paid inside the period.
    // A rateio splits it across categorias, and a cut by centro keeps that centro's shares (decision 442).
    const porChave = new Map<string, number>();
    for (const m of pelaRegime(row, p.regime, historico)) {
      if (m.data < p.de || m.data > p.ate) continue;
      for (const parte of repartir(row, m.valor, centro)) {
        const key = p.por === 'categoria' ? parte.categoria ?? '' : chaveDe(row, p.por);
        porChave.set(key, (porChave.get(key) ?? 0) + parte.valor);
      }
    }
    for (const [key, valor] of porChave) {
      if (valor === 0) continue;
      let soma = somas.get(key);
      if (!soma) somas.set(key, (soma = somaVazia()));
      somar(soma, valor);
    }
    const valorDaLinha = [...porChave.values()].reduce((a, b) => a + b, 0);
    if (valorDaLinha !== 0) somar(total, valorDaLinha);
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
