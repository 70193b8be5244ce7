/* A table column: its header text and how a row renders in it. */
import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export const ALIGN_CLASS = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;
