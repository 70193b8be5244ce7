/* The Comprovantes table (SPEC §2): Descrição, Data, Lançamento Vinculado and the 'Ver
   comprovantes' link that opens the files dialog. Module-level so rows stay memoised; the link
   reaches the page through a context. */
import { createContext, useContext } from 'react';
import type { MouseEvent } from 'react';
import { chaveBuscaComprovante } from '../../domain/comprovante.ts';
import type { ComprovanteListado } from '../../domain/comprovante.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { buildSearchKey } from '../../domain/search.ts';
import type { Column } from '../../ui/column.ts';

/** A receipt as the list holds it (SPEC §3 fields; `lancamento_titulo` is the linked id_titulo). */
export type ComprovanteRow = ComprovanteListado;

export const VerComprovantesContext = createContext<(row: ComprovanteRow) => void>(() => undefined);

function VerComprovantes({ row }: { row: ComprovanteRow }) {
  const open = useContext(VerComprovantesContext);
  // The row toggles its selection on click; the link must not.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <button type="button" onMouseDown={stop} onClick={(event) => { stop(event); open(row); }}
      className="rounded font-medium text-sky-700 underline hover:text-sky-900 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:outline-none">
      {msg.comprovante.verComprovantes}
    </button>
  );
}

export const COMPROVANTE_COLUMNS: readonly Column<ComprovanteRow>[] = [
  { id: 'descricao', header: 'Descrição', width: 200, cell: (row) => row.descricao },
  { id: 'data', header: 'Data', width: 110, cell: (row) => formatDateBR(row.data) },
  { id: 'descricao_lancamento', header: 'Lançamento Vinculado', width: 240, cell: (row) => row.descricao_lancamento ?? '' },
  { id: 'arquivos', header: 'Comprovantes', width: 170, sortable: false, cell: (row) => <VerComprovantes row={row} /> },
];

export function comprovanteSearchKey(row: ComprovanteRow): string {
  return buildSearchKey(chaveBuscaComprovante(row));
}

export function comprovanteId(row: ComprovanteRow): string {
  return row.id;
}
