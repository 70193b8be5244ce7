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

/** uPlot's axis font (its default): the labels are measured in it. */
export const FONTE_EIXO = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const FOLGA_PX = 8;
let regua: CanvasRenderingContext2D | null = null;

function larguraTexto(texto: string): number {
  regua ??= document.createElement('canvas').getContext('2d');
  if (!regua) return texto.length * 7;
  regua.font = FONTE_EIXO;
  return regua.measureText(texto).width;
}

/** A label broken between words into lines no wider than `largura` (a word wider stays whole). */
function quebrar(rotulo: string, largura: number): string[] {
  const linhas: string[] = [];
  for (const palavra of rotulo.split(' ')) {
    const ultima = linhas[linhas.length - 1];
    if (ultima !== undefined && larguraTexto(`${ultima} ${palavra}`) <= largura) linhas[linhas.length - 1] = `${ultima} ${palavra}`;
    else linhas.push(palavra);
  }
  return linhas;
}

/**
 * The x labels as drawn, so none runs into the next (issue 33: Relatórios' days and months and the
 * DRE's lines overlapped on a tablet, the DRE on a laptop too). A label wider than its column
 * breaks between words (up to three lines: the DRE's 'Resultado antes dos impostos'); when a word
 * still does not fit, every k-th label shows, k the least step at which it fits k columns (31 days
 * on a tablet). The hovered column's label shows in the legend anyway.
 */
export function rotulosDoEixo(rotulos: readonly string[], larguraPx: number): string[] {
  if (rotulos.length === 0 || larguraPx <= 0) return [...rotulos];
  const coluna = larguraPx / rotulos.length - FOLGA_PX;
  const quebrados = rotulos.map((r) => quebrar(r, coluna));
  if (quebrados.every((linhas) => linhas.length <= 3 && linhas.every((l) => larguraTexto(l) <= coluna))) {
    return quebrados.map((linhas) => linhas.join('\n'));
  }
  const maior = Math.max(...rotulos.map(larguraTexto));
  const passo = Math.max(1, Math.ceil((maior + FOLGA_PX) / (coluna + FOLGA_PX)));
  return rotulos.map((r, i) => (i % passo === 0 ? r : ''));
}

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
          {
            values: (u: UPlotType, ticks: number[]) => {
              const eixo = rotulosDoEixo(rotulos, u.bbox.width / devicePixelRatio);
              const vistos = ticks.map((t) => eixo[t] ?? '');
              // What is drawn and where, for the browser test (the canvas has no text to read).
              el.dataset.eixoX = JSON.stringify(ticks.map((t, i) => [vistos[i], u.valToPos(t, 'x')]).filter(([r]) => r !== ''));
              return vistos;
            },
            // Room for the labels' lines (18 px each) under the ticks.
            size: (_u: UPlotType, values: string[] | null) => 14 + 18 * Math.max(1, ...(values ?? []).map((v) => v.split('\n').length)),
            splits: () => xs, gap: 4, font: FONTE_EIXO,
          },
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
