/* The statement preview (issue 16) on the list kit: every line of the file (a 5,000-line OFX
   included) as nova / duplicada / erro, with search, header sorting, the sticky header and, above
   a few hundred lines, a virtualised body, so the whole file scrolls smoothly (decision 312). It
   is read-only: no selection column. Above it (issue 32), the statement's closing balance beside
   Fluxo's saldo of the bank that day. */
import { useId, useMemo } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { conferirSaldo } from '../../domain/extrato-linha.ts';
import type { LinhaClassificada, SaldoExtrato } from '../../domain/extrato-linha.ts';
import { useSaldos } from '../../data/saldos.ts';
import type { ErroImportacao } from '../../domain/importacao.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { ListFooter } from '../../ui/list-footer.tsx';
import { useListState } from '../../ui/use-list-state.ts';

const m = msg.extratos;

type Status = 'nova' | 'duplicada' | 'erro';

export interface LinhaPrevia {
  key: string;
  linha: number;
  data: string;
  descricao: string;
  valor: number | null;
  status: Status;
}

const STATUS_CLASS: Record<Status, string> = { nova: 'bg-emerald-50 text-emerald-800', duplicada: 'bg-amber-50 text-amber-800', erro: 'bg-red-50 text-red-800' };

const COLUMNS: readonly Column<LinhaPrevia>[] = [
  { id: 'linha', header: 'Linha', width: 80, align: 'right', cell: (l) => l.linha },
  { id: 'data', header: 'Data', width: 110, cell: (l) => formatDateBR(l.data), priority: true },
  { id: 'descricao', header: 'Descrição', width: 320, cell: (l) => l.descricao },
  { id: 'valor', header: 'Valor', width: 130, align: 'right', cell: (l) => (l.valor === null ? '' : formatBRL(l.valor)), sortValue: (l) => l.valor, priority: true },
  {
    id: 'status', header: 'Situação', width: 120, priority: true, title: (l) => m.status[l.status],
    cell: (l) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[l.status]}`}>{m.status[l.status]}</span>,
  },
];

const chaveBusca = (l: LinhaPrevia) => buildSearchKey([l.descricao, formatDateBR(l.data), m.status[l.status]]);
const idDe = (l: LinhaPrevia) => l.key;

/** The file's lines and its errors, in file order. */
export function linhasDaPrevia(linhas: readonly LinhaClassificada[], erros: readonly ErroImportacao[]): LinhaPrevia[] {
  return [
    ...erros.map((e, i) => ({ key: `e${i}-${e.linha}-${e.campo}`, linha: e.linha, data: '', descricao: `${e.campo}: ${e.dado}`, valor: null, status: 'erro' as const })),
    ...linhas.map((l, i) => ({ key: `l${i}`, linha: l.linha, data: l.data, descricao: l.descricao, valor: l.valor, status: l.status })),
  ].sort((a, b) => a.linha - b.linha);
}

/** Issue 32: the statement's closing balance beside Fluxo's saldo of the bank that day (this
    device's rows, the function the server runs), and the difference. */
export function SaldoDoExtrato({ bancoId, saldo }: { bancoId: string; saldo: SaldoExtrato }) {
  const saldos = useSaldos(saldo.data);
  const s = msg.saldos.extrato;
  if (!saldos) return null;
  const c = conferirSaldo(saldo, saldos.saldos.find((b) => b.banco_id === bancoId)?.saldo ?? 0);
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="saldo-do-extrato">
      <div><dt className="inline text-slate-600">{s.saldoExtrato} ({formatDateBR(c.data)}): </dt><dd className="inline font-medium">{formatBRL(c.saldo_extrato)}</dd></div>
      <div><dt className="inline text-slate-600">{s.saldoFluxo}: </dt><dd className="inline font-medium">{formatBRL(c.saldo_fluxo)}</dd></div>
      <div>
        <dt className="inline text-slate-600">{s.diferenca}: </dt>
        <dd className={`inline font-semibold ${c.diferenca === 0 ? 'text-emerald-700' : 'text-red-700'}`} data-testid="saldo-diferenca">{formatBRL(c.diferenca)}</dd>
      </div>
    </dl>
  );
}

export function TabelaPrevia({ linhas, erros }: { linhas: readonly LinhaClassificada[]; erros: readonly ErroImportacao[] }) {
  const rows = useMemo(() => linhasDaPrevia(linhas, erros), [linhas, erros]);
  const list = useListState({ rows, searchKeyOf: chaveBusca, getRowId: idDe, initialPageSize: 'Todos' });
  const buscaId = useId();
  return (
    <div className="mt-3 rounded border border-slate-200">
      <div className="flex justify-end border-b border-slate-200 p-2">
        <label className="sr-only" htmlFor={buscaId}>{m.buscarNaPrevia}</label>
        <input id={buscaId} type="search" value={list.query} placeholder={m.buscarNaPrevia} onChange={(e) => list.setQuery(e.target.value)}
          className="w-56 rounded-md border border-slate-300 px-3 py-1 text-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-200 focus:outline-none" />
      </div>
      <DataTable list={list} columns={COLUMNS} label={m.previa} selectable={false} />
      <ListFooter list={list} />
    </div>
  );
}
