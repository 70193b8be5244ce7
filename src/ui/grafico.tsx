/* A bar or line chart drawn by uPlot (≈22 KB gzip), fetched with a dynamic import the first time
   a chart shows, so the initial JavaScript never pays for it (decision 180). Values are integer
   cents; axes and tooltips show reais. */
import { memo, useEffect, useRef, useState } from 'react';
import type UPlotType from 'uplot';
import { formatBRL } from '../domain/money.ts';

export interface SerieGrafico {
  nome: string;
  cor: string;
  valores: readonly number[];
}

export interface GraficoProps {
  rotulos: readonly string[];
  series: readonly SerieGrafico[];
  tipo?: 'barras' | 'linhas';
  altura?: number;
  titulo: string;
}

type UPlotCtor = typeof UPlotType;
let carregando: Promise<UPlotCtor> | null = null;
function carregarUPlot(): Promise<UPlotCtor> {
  carregando ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
    .then(([m]) => m.default);
  return carregando;
}

const compacto = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

export const Grafico = memo(function Grafico({ rotulos, series, tipo = 'barras', altura = 240, titulo }: GraficoProps) {
  const box = useRef<HTMLDivElement>(null);
  const [erro, setErro] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let vivo = true;
    carregarUPlot().then((UPlot) => {
      if (!vivo) return;
      const xs = rotulos.map((_, i) => i);
      // Up to two bar series side by side (left and right of the tick); more are drawn as lines.
      const emBarras = tipo === 'barras' && series.length <= 2;
      const opts: UPlotType.Options = {
        width: el.clientWidth || 600,
        height: altura,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.6, rotulos.length - 0.4] } },
        axes: [
          { values: (_u: UPlotType, ticks: number[]) => ticks.map((t) => rotulos[t] ?? ''), splits: () => xs, gap: 4 },
          { values: (_u: UPlotType, ticks: number[]) => ticks.map((t) => compacto.format(t / 100)), size: 64 },
        ],
        series: [
          // The x series in the legend: the chart's name and the hovered column's label. An empty
          // label would make uPlot say "Value: --" in English (issue 33).
          { label: titulo, value: (_u: UPlotType, v: number | null) => (v === null ? '' : rotulos[v] ?? '') },
          ...series.map((s, i): UPlotType.Series => ({
            label: s.nome,
            stroke: s.cor,
            fill: emBarras ? s.cor : undefined,
            width: emBarras ? 0 : 2,
            paths: emBarras ? UPlot.paths.bars?.({ size: [series.length === 1 ? 0.6 : 0.4, 48], align: series.length === 1 ? 0 : i === 0 ? -1 : 1 }) : undefined,
            value: (_u: UPlotType, v: number | null) => (v === null ? '' : formatBRL(v)),
          })),
        ],
      };
      plot = new UPlot(opts, [xs, ...series.map((s) => [...s.valores])], el);
    }).catch(() => setErro(true));
    const resize = () => plot?.setSize({ width: el.clientWidth || 600, height: altura });
    window.addEventListener('resize', resize);
    return () => {
      vivo = false;
      window.removeEventListener('resize', resize);
      plot?.destroy();
    };
  }, [rotulos, series, tipo, altura, titulo]);

  return (
    <figure aria-label={titulo} className="w-full">
      <div ref={box} className="w-full" style={{ minHeight: altura }} data-testid="grafico" />
      {erro && <figcaption className="text-sm text-slate-500">—</figcaption>}
    </figure>
  );
});
