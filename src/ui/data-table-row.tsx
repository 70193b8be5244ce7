/* One table row, memoised: selecting a row re-renders that row only, even with 100,000 rows. */
import { memo } from 'react';
import type { MouseEvent, ReactElement } from 'react';
import { ALIGN_CLASS } from './column.ts';
import type { Column } from './column.ts';
import type { RowPressHandlers } from './use-row-press.ts';

export interface DataTableRowProps<T> {
  row: T;
  id: string;
  selected: boolean;
  columns: readonly Column<T>[];
  handlers: RowPressHandlers;
  press: (id: string, extend: boolean) => void;
}

function RowView<T>({ row, id, selected, columns, handlers, press }: DataTableRowProps<T>) {
  function onCheckboxClick(event: MouseEvent) {
    // The checkbox acts at once (mouse or Space); the row's delayed click must not run too.
    event.stopPropagation();
    press(id, event.shiftKey);
  }
  return (
    <tr
      data-selected={selected || undefined}
      onMouseDown={(event) => handlers.onMouseDown(event, id)}
      onClick={(event) => handlers.onClick(event, id)}
      className={`h-10 cursor-pointer border-b border-slate-100 ${selected ? 'bg-sky-100 hover:bg-sky-200' : 'hover:bg-slate-50'}`}
    >
      <td className="w-10 px-3">
        <input type="checkbox" aria-label="Selecionar linha" checked={selected} onClick={onCheckboxClick}
          onChange={() => undefined} className="size-4 cursor-pointer accent-sky-700" />
      </td>
      {columns.map((column) => (
        <td key={column.id} className={`px-3 whitespace-nowrap ${ALIGN_CLASS[column.align ?? 'left']}`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

export const DataTableRow = memo(RowView) as <T>(props: DataTableRowProps<T>) => ReactElement;
