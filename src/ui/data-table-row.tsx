/* One table row, memoised: selecting a row re-renders that row only, even with 100,000 rows.
   The row is a grid on the table's column widths (decision 123). */
import { memo } from 'react';
import type { MouseEvent, ReactElement } from 'react';
import { msg } from '../domain/messages.ts';
import type { Column } from './column.ts';
import type { RowPressHandlers } from './use-row-press.ts';

export interface DataTableRowProps<T> {
  row: T;
  id: string;
  selected: boolean;
  columns: readonly Column<T>[];
  handlers: RowPressHandlers;
  press: (id: string, extend: boolean) => void;
  /** Virtualised body only: the row's 1-based position in the whole table, for assistive tech. */
  position?: number;
  /** Each column's cell class (column.ts cellClasses, which also places priority columns first);
   *  memoised by the table. */
  cellClass: readonly string[];
  /** The record has notes (Observações): a small marker beside the checkbox. */
  marcado?: boolean;
  /** false: no selection checkbox and no row press (a read-only table). */
  selectable?: boolean;
}

function RowView<T>({ row, id, selected, columns, handlers, press, position, cellClass, marcado = false, selectable = true }: DataTableRowProps<T>) {
  function onCheckboxClick(event: MouseEvent) {
    // The checkbox acts at once (mouse or Space); the row's delayed click must not run too.
    event.stopPropagation();
    press(id, event.shiftKey);
  }
  return (
    <tr
      role="row"
      aria-rowindex={position}
      data-id={id}
      data-selected={selected || undefined}
      onMouseDown={selectable ? (event) => handlers.onMouseDown(event, id) : undefined}
      onClick={selectable ? (event) => handlers.onClick(event, id) : undefined}
      onDoubleClick={selectable ? (event) => handlers.onDoubleClick(event, id) : undefined}
      className={`fluxo-row ${selectable ? 'cursor-pointer' : ''} scroll-mt-10 border-b border-slate-100 ${selected ? 'bg-sky-100 hover:bg-sky-200' : 'hover:bg-slate-50'}`}
    >
      {selectable && <td role="cell" className="fluxo-sel relative px-3">
        <input type="checkbox" aria-label="Selecionar linha" checked={selected} onClick={onCheckboxClick}
          onChange={() => undefined} className="block size-4 cursor-pointer accent-sky-700" />
        {marcado && <span data-testid="marcador-observacao" role="img" aria-label={msg.observacoes.marcador} title={msg.observacoes.marcador}
          className="absolute top-1 right-1 size-2 rounded-full bg-amber-500" />}
      </td>}
      {columns.map((column, i) => {
        const content = column.cell(row);
        // A cell cut short by its width shows the whole text on hover (and in full when the row
        // has the keyboard focus, styles.css); plain text needs no column-specific title.
        const title = column.title ? column.title(row) : typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
        return (
          <td key={column.id} role="cell" title={title} className={cellClass[i]}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

export const DataTableRow = memo(RowView) as <T>(props: DataTableRowProps<T>) => ReactElement;
