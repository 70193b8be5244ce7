/* Cells the payables and receivables tables share (SPEC §2): money as 'R$ x', dates dd/mm/aaaa,
   status colours and the placeholders 'Sem Vencimento', 'Sem Pagamento', 'Sem Observação'. */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useAgenda } from '../../data/agenda.ts';
import { vencimentoEfetivo } from '../../domain/vencimento-efetivo.ts';
import type { Agenda } from '../../domain/vencimento-efetivo.ts';
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO, MSG_COLUNAS } from '../../domain/messages-campos.ts';
import { formatBRL } from '../../domain/money.ts';
import { isParcial, valorRestante } from '../../domain/pagamento.ts';
import type { Titulo } from '../../domain/titulo.ts';
import type { Column } from '../../ui/column.ts';
import { ObservacaoCell } from '../../ui/observacao-cell.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { VencimentoCell } from '../comum/vencimento-cell.tsx';
import { PagamentoCell } from './vinculo-extrato.tsx';

/** An instalment as the lists hold it (the engine's local row). */
export type TituloRow = Titulo & { created_at?: string; updated_at?: string };

export function tituloId(row: Pick<Titulo, 'id'>): string {
  return row.id;
}

let hojeAte = { ate: 0, iso: '' };

/** São Paulo's day, asked of Intl at most once a second: a scroll through "Todos" draws twenty
 *  Vencimento cells per frame, and formatToParts for each was a visible part of it (decision 335). */
export function hojeSP(): string {
  const agora = Date.now();
  if (agora >= hojeAte.ate || agora < hojeAte.ate - 1000) hojeAte = { ate: agora + 1000, iso: todayISO(new Date(agora)) };
  return hojeAte.iso;
}

/** The agenda the list already read (TitulosList provides it): a Vencimento cell then reads a
 *  context instead of subscribing to two collections itself, which every row a "Todos" scroll
 *  brings in did, and undid as it left (decision 357). */
const AgendaDaLista = createContext<Agenda | null>(null);

export function AgendaDaListaProvider({ value, children }: { value: Agenda; children: ReactNode }) {
  return <AgendaDaLista.Provider value={value}>{children}</AgendaDaLista.Provider>;
}

/** Outside a list that provides it: the cell reads the agenda itself. */
function VencimentoComAgenda({ row }: { row: Titulo }) {
  const agenda = useAgenda();
  return <VencimentoCell row={row} efetivo={vencimentoEfetivo(row, agenda)} hoje={hojeSP()} />;
}

/** Typed due date, effective one and due text (issue 15); holidays and tax categories come from the synced lists. */
function TituloVencimento({ row }: { row: Titulo }) {
  const agenda = useContext(AgendaDaLista);
  if (!agenda) return <VencimentoComAgenda row={row} />;
  return <VencimentoCell row={row} efetivo={vencimentoEfetivo(row, agenda)} hoje={hojeSP()} />;
}

/**
 * Status, or for an open instalment partly paid the amber *Parcial* badge in its place (decision
 * 390). The status stays Pagar: screen readers hear "Pagar, Parcial", the title adds the amounts.
 * One badge, so the column keeps its width and the due date stays on a tablet's screen.
 */
function StatusCell({ row }: { row: Titulo }) {
  if (!isParcial(row)) return <StatusBadge status={row.status} />;
  return (
    <span
      data-status={row.status} data-parcial
      className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800"
      title={msg.ciclo.parcialDetalhe(formatBRL(row.valor_pago), formatBRL(valorRestante(row)))}
    >
      <span className="sr-only">{row.status}, </span>{msg.ciclo.parcial}
    </span>
  );
}

const money = (header: string, pick: (row: Titulo) => number, id: string, priority = false, depois = false): Column<Titulo> => ({
  id, header, align: 'right', width: 120, cell: (row) => formatBRL(pick(row)), sortValue: pick, priority, depois,
});

/** Valor is the instalment's (decision 435): R$ 799,99 on each of ten, not the purchase's
 *  R$ 7.999,99 repeated; the total shows on hover and in the chooser's Valor total column. */
const valorParcela: Column<Titulo> = {
  ...money('Valor', (row) => row.valor_parcela, 'valor_parcela', true),
  title: (row) => (row.quant_parcela > 1 ? `${formatBRL(row.valor_parcela)} · ${MSG_COLUNAS.totalDaCompra(formatBRL(row.valor))}` : formatBRL(row.valor_parcela)),
};

/** Columns named by their SPEC headers; each list puts them in its SPEC order. */
export const TITULO_CELLS = {
  // Descrição names the row: it stays in place while the rest scrolls (decision 435).
  descricao: { id: 'descricao', header: 'Descrição', width: 200, cell: (row) => row.descricao, title: (row) => row.descricao, priority: true, fixa: true },
  // Parcela reads 'n/N' (issue 33), so N° Parc. alone is in the column chooser, hidden at first.
  quantParcela: { id: 'quant_parcela', header: 'N° Parc.', align: 'center', width: 90, cell: (row) => row.quant_parcela, oculta: true },
  parcela: {
    id: 'parcela', header: 'Parcela', align: 'center', width: 80, cell: (row) => `${row.parcela}/${row.quant_parcela}`, depois: true,
  },
  valor: valorParcela,
  valorTotal: { ...money(MSG_COLUNAS.valorTotal, (row) => row.valor, 'valor'), oculta: true },
  // What is still owed on this instalment: a partial payment lowers it (issue: "adds to Pago and
  // lowers A Pagar").
  aPagar: money('A Pagar', valorRestante, 'a_pagar', true),
  pago: money('Pago', (row) => row.valor_pago, 'valor_pago', false, true),
  aReceber: money(msg.recebivel.aReceber, valorRestante, 'a_receber', true),
  recebido: money(msg.recebivel.recebido, (row) => row.valor_pago, 'valor_pago', false, true),
  data: { id: 'data', header: 'Data', width: 110, cell: (row) => formatDateBR(row.data) },
  status: {
    id: 'status', header: 'Status', width: 110, cell: (row) => <StatusCell row={row} />, priority: true,
    title: (row) => (isParcial(row) ? `${row.status} · ${msg.ciclo.parcial}` : row.status),
  },
  vencimento: {
    id: 'vencimento', header: 'Vencimento', width: 190, cell: (row) => <TituloVencimento row={row} />, priority: true,
    title: (row) => (row.vencimento ? formatDateBR(row.vencimento) : msg.lista.semVencimento),
  },
  // With the statement link of a título paid through conciliação (decision 311).
  pagamento: { id: 'data_pagamento', header: CAMPOS_TITULO.dataPagamento, width: 160, cell: (row) => <PagamentoCell row={row} /> },
  observacao: { id: 'observacao', header: 'Observação', width: 250, cell: (row) => <ObservacaoCell id={row.id} texto={row.observacao} /> },
  metodo: { id: 'metodo', header: CAMPOS_TITULO.metodo, width: 110, cell: (row) => row.metodo },
} satisfies Record<string, Column<Titulo>>;
