/* The chosen report computed on this device's rows (IndexedDB via the live stores): the same
   domain functions GET /api/relatorios/* runs on the server. */
import { useMemo } from 'react';
import { useAgenda } from '../../data/agenda.ts';
import { useCollection } from '../../data/live.ts';
import type { FiltroRelatorio, LancamentoRelatorio } from '../../domain/relatorio-base.ts';
import type { Agrupamento, Regime } from '../../domain/relatorio-base.ts';
import { dre } from '../../domain/relatorio-dre.ts';
import { fluxoCaixa } from '../../domain/relatorio-fluxo-caixa.ts';
import { gastos } from '../../domain/relatorio-gastos.ts';
import { tabelaDre, tabelaFluxo, tabelaGastos, tabelaVencimentos } from '../../domain/relatorio-tabela.ts';
import type { TabelaRelatorio } from '../../domain/relatorio-tabela.ts';
import { vencimentos } from '../../domain/relatorio-vencimentos.ts';
import { orcadoRealizado } from '../../domain/orcamento.ts';
import type { OrcadoRealizado } from '../../domain/orcamento.ts';
import { tabelaOrcado } from '../../domain/relatorio-tabela-orcado.ts';
import { msg } from '../../domain/messages.ts';

export const RELATORIOS = ['fluxo', 'dre', 'vencimentos', 'gastos-categoria', 'gastos-banco', 'gastos-metodo', 'orcado-realizado'] as const;
export type TipoRelatorio = (typeof RELATORIOS)[number];

const r = msg.relatorios;
export const NOMES_RELATORIO: Record<TipoRelatorio, string> = {
  fluxo: r.fluxoCaixa, dre: r.dre, vencimentos: r.vencimentos,
  'gastos-categoria': r.gastosCategoria, 'gastos-banco': r.gastosBanco, 'gastos-metodo': r.gastosMetodo,
  'orcado-realizado': r.orcadoRealizado,
};

export interface Escolha {
  tipo: TipoRelatorio;
  de: string;
  ate: string;
  em: string;
  agrupar: Agrupamento;
  regime: Regime;
  filtro: FiltroRelatorio;
}

export type LancamentoLocal = LancamentoRelatorio & { id: string; descricao: string; banco?: string | null; categoria?: string | null };

export function useDadosRelatorio() {
  const lancamentos = useCollection('lancamentos');
  const recebiveis = useCollection('recebiveis');
  const categorias = useCollection('categorias');
  const bancos = useCollection('bancos');
  // Realizado reads the dated payment history (decision 390).
  const pagamentos = useCollection('pagamentos');
  const centros = useCollection('centros_custo');
  const orcamentos = useCollection('orcamentos');
  const agenda = useAgenda();
  const ready = lancamentos.ready && recebiveis.ready && categorias.ready && bancos.ready && pagamentos.ready && centros.ready && orcamentos.ready;
  return useMemo(
    () => ({
      ready, lancamentos: lancamentos.rows, recebiveis: recebiveis.rows, categorias: categorias.rows, bancos: bancos.rows,
      pagamentos: pagamentos.rows, centros: centros.rows, orcamentos: orcamentos.rows, agenda,
    }),
    [ready, lancamentos.rows, recebiveis.rows, categorias.rows, bancos.rows, pagamentos.rows, centros.rows, orcamentos.rows, agenda],
  );
}

/** Orçado × realizado on the device's lists: the months of `de`..`ate`, cut by the filter's
 *  centro; the same function GET /api/relatorios/orcado-realizado runs on the server's rows. */
export function calcularOrcado(
  dados: Pick<DadosRelatorio, 'orcamentos' | 'lancamentos' | 'pagamentos'>,
  e: Pick<Escolha, 'de' | 'ate' | 'filtro'>,
): OrcadoRealizado {
  return orcadoRealizado({
    orcamentos: dados.orcamentos, lancamentos: dados.lancamentos, pagamentos: dados.pagamentos,
    de: e.de.slice(0, 7), ate: e.ate.slice(0, 7), centro: e.filtro.centro ?? null,
  });
}

type DadosRelatorio = ReturnType<typeof useDadosRelatorio>;

export function useRelatorio(e: Escolha | null): { tabela: TabelaRelatorio | null; dados: ReturnType<typeof useDadosRelatorio> } {
  const dados = useDadosRelatorio();
  const tabela = useMemo(() => {
    if (!dados.ready || !e) return null;
    const t0 = performance.now();
    let out: TabelaRelatorio;
    if (e.tipo === 'fluxo') out = tabelaFluxo(fluxoCaixa(dados, { ...e, agenda: dados.agenda }));
    else if (e.tipo === 'dre') out = tabelaDre(dre(dados, e));
    else if (e.tipo === 'orcado-realizado') {
      out = tabelaOrcado(calcularOrcado(dados, e), new Map(dados.categorias.map((c) => [c.id, c.descricao])), e.filtro.categorias);
    } else if (e.tipo === 'vencimentos') out = tabelaVencimentos(vencimentos(dados, { ...e, agenda: dados.agenda }));
    else {
      const por = e.tipo === 'gastos-categoria' ? 'categoria' : e.tipo === 'gastos-banco' ? 'banco' : 'metodo';
      out = tabelaGastos(gastos(dados, { ...e, por }), por === 'categoria' ? r.categoria : por === 'banco' ? r.banco : r.metodo);
    }
    performance.measure('fluxo:relatorio', { start: t0, detail: { tipo: e.tipo } });
    return out;
  }, [dados, e]);
  return { tabela, dados };
}
