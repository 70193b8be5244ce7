/* The Ações Consulta tables (issue 19): Posições (with the quotation typed by hand, kept on this
   device) and Operações. Money in cents, shown pt-BR. */
import { useState } from 'react';
import type { PosicaoValorada } from '../../domain/acoes-posicoes.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL, formatValor, parseMoneyInput } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { salvarCotacao } from '../../data/acoes.ts';
import type { OperacaoLocal } from '../../data/acoes.ts';
import type { Column } from '../../ui/column.ts';

const a = msg.acoes;

export function formatPct(centesimos: number | null): string {
  return centesimos === null ? '—' : `${formatValor(centesimos)} %`;
}

/** The typed quotation: saved on blur or Enter, in cents per share; empty clears it. */
function CotacaoCell({ row }: { row: PosicaoValorada }) {
  const [texto, setTexto] = useState<string | null>(null);
  const mostrado = texto ?? (row.cotacao === null ? '' : formatValor(row.cotacao));
  const salvar = () => {
    if (texto === null) return;
    const cents = parseMoneyInput(texto);
    void salvarCotacao(row.ticker, cents ? cents : null).then(() => setTexto(null));
  };
  return (
    <input type="text" inputMode="numeric" aria-label={`${a.colCotacao} ${row.ticker}`} title={a.cotacaoDica} value={mostrado}
      placeholder="0,00" className="w-24 rounded border border-slate-300 px-2 py-0.5 text-right tabular-nums"
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => setTexto(formatValor(parseMoneyInput(e.target.value) ?? 0))}
      onBlur={salvar} onKeyDown={(e) => { e.stopPropagation(); if (e.key === 'Enter') salvar(); }} />
  );
}

const money = (v: number | null) => (v === null ? '—' : formatBRL(v));
const tone = (v: number | null) => (v === null || v === 0 ? '' : v > 0 ? 'text-emerald-700' : 'text-red-700');

export const POSICAO_COLUMNS: readonly Column<PosicaoValorada>[] = [
  { id: 'ticker', header: a.colTicker, width: 100, cell: (r) => r.ticker, priority: true },
  { id: 'classe', header: a.colClasse, width: 70, cell: (r) => r.classe },
  { id: 'quantidade', header: a.colQuantidade, width: 100, align: 'right', cell: (r) => r.quantidade.toLocaleString('pt-BR') },
  { id: 'preco_medio', header: a.colPrecoMedio, width: 120, align: 'right', cell: (r) => formatBRL(r.preco_medio), priority: true },
  { id: 'custo_total', header: a.colCustoTotal, width: 140, align: 'right', cell: (r) => formatBRL(r.custo_total) },
  { id: 'cotacao', header: a.colCotacao, width: 120, align: 'right', cell: (r) => <CotacaoCell key={`${r.ticker}:${r.cotacao ?? ''}`} row={r} /> },
  { id: 'valor_atual', header: a.colValorAtual, width: 140, align: 'right', cell: (r) => money(r.valor_atual), priority: true },
  { id: 'resultado', header: a.colResultado, width: 130, align: 'right', cell: (r) => <span className={tone(r.resultado)}>{money(r.resultado)}</span>, priority: true },
  { id: 'resultado_pct', header: a.colResultadoPct, width: 110, align: 'right', cell: (r) => <span className={tone(r.resultado_pct)}>{formatPct(r.resultado_pct)}</span> },
];

export const OPERACAO_COLUMNS: readonly Column<OperacaoLocal>[] = [
  { id: 'data', header: a.colData, width: 100, cell: (r) => formatDateBR(r.data), priority: true },
  { id: 'ticker', header: a.colTicker, width: 90, cell: (r) => r.ticker, priority: true },
  { id: 'tipo', header: a.colTipo, width: 80, cell: (r) => r.tipo },
  { id: 'quantidade', header: a.colQuantidade, width: 100, align: 'right', cell: (r) => r.quantidade.toLocaleString('pt-BR') },
  { id: 'preco', header: a.colPreco, width: 110, align: 'right', cell: (r) => formatBRL(r.preco), priority: true },
  { id: 'custos', header: a.colCustos, width: 100, align: 'right', cell: (r) => formatBRL(r.custos) },
  { id: 'irrf', header: a.colIrrf, width: 90, align: 'right', cell: (r) => formatBRL(r.irrf) },
  { id: 'modalidade', header: a.colModalidade, width: 110, cell: (r) => r.modalidade },
  { id: 'classe', header: a.colClasse, width: 70, cell: (r) => r.classe },
  { id: 'corretora', header: a.colCorretora, width: 140, cell: (r) => r.corretora ?? '', title: (r) => r.corretora ?? undefined },
  { id: 'nota', header: a.colNota, width: 100, cell: (r) => r.nota ?? '' },
];

export function posicaoSearchKey(r: PosicaoValorada): string {
  return buildSearchKey([r.ticker, r.classe]);
}
export const posicaoId = (r: PosicaoValorada) => r.ticker;

export function operacaoSearchKey(r: OperacaoLocal): string {
  return buildSearchKey([r.ticker, r.tipo, r.modalidade, r.classe, r.corretora ?? '', r.nota ?? '', formatDateBR(r.data)]);
}
export const operacaoId = (r: OperacaoLocal) => r.id;
