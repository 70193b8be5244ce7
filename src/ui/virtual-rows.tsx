/* Table body for "Todos" with thousands of rows: only the rows in view (plus a margin) are in the
   DOM; spacer rows keep the scroll height, so the table stays a real <table>. */
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

export const ROW_HEIGHT = 40;

interface VirtualRowsProps<T> {
  rows: readonly T[];
  scrollRef: RefObject<HTMLDivElement | null>;
  colSpan: number;
  renderRow: (row: T) => ReactNode;
  onKeyDown: (event: React.KeyboardEvent<HTMLTableSectionElement>) => void;
}

export function VirtualRows<T>({ rows, scrollRef, colSpan, renderRow, onKeyDown }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Before the first measurement (and in tests without layout) assume a viewport-sized box.
    initialRect: { width: 1024, height: 720 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody onKeyDown={onKeyDown}>
      {top > 0 && <tr aria-hidden style={{ height: top }}><td colSpan={colSpan} /></tr>}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row);
      })}
      {bottom > 0 && <tr aria-hidden style={{ height: bottom }}><td colSpan={colSpan} /></tr>}
    </tbody>
  );
}
