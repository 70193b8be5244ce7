/* Placeholders for empty cells (SPEC §2): 'Sem Vencimento', 'Sem Pagamento', 'Sem Observação'. */
import type { ReactNode } from 'react';

export function Placeholder({ text }: { text: string }) {
  return <span className="text-slate-600 italic">{text}</span>;
}

/** The value, or the placeholder when it is null, undefined or blank. */
export function orPlaceholder(value: ReactNode, text: string): ReactNode {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return empty ? <Placeholder text={text} /> : value;
}
