/* The Vencimento cell of payables, receivables and invoices: the typed due date, the effective
   one when a weekend or bank holiday moves it (issue 15), and the due text counted to it. */
import { formatDateBR } from '../../domain/dates.ts';
import { textoVencimento } from '../../domain/fatura.ts';
import { msg } from '../../domain/messages.ts';
import { Placeholder } from '../../ui/placeholder.tsx';

interface Props {
  row: { status: string; vencimento: string | null; data_pagamento: string | null };
  efetivo: string | null;
  hoje: string;
}

function tone(status: string, efetivo: string | null, hoje: string): string {
  if (status === 'Pago') return 'text-green-800';
  if (!efetivo) return 'text-slate-600';
  if (efetivo < hoje) return 'text-red-700';
  return efetivo === hoje ? 'text-amber-800' : 'text-slate-600';
}

export function VencimentoCell({ row, efetivo, hoje }: Props) {
  if (!row.vencimento) return <Placeholder text={msg.lista.semVencimento} />;
  const texto = textoVencimento(row as Parameters<typeof textoVencimento>[0], hoje, efetivo);
  const movido = efetivo && efetivo !== row.vencimento ? formatDateBR(efetivo) : null;
  // The date as the cell's own text and the two notes as spans beside it: no wrapper, since the
  // list cell already cuts its content with an ellipsis (one row of "Todos" builds ~20 elements
  // per frame's worth of rows; decision 357).
  return (
    <>
      {formatDateBR(row.vencimento)}
      {movido && <span data-testid="vencimento-efetivo" className="ml-2 text-xs text-slate-600" title={msg.calendario.venceEm(movido)}>→ {movido}</span>}
      {texto && <span data-testid="texto-vencimento" className={`ml-2 text-xs ${tone(row.status, efetivo, hoje)}`}>{texto}</span>}
    </>
  );
}
