/* Pagar on a chosen day (issue 31, item 2; decision 392): Data do pagamento (today by default),
   how many parcelas and their sum, and the selected rows that cannot be paid on that day named
   before anything is sent; Confirmar pays the rest. */
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { triagemPagamento } from '../../domain/pagamento-dia.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import type { TituloRow } from './titulo-cells.tsx';

export interface PedidoPagamento<T> {
  rows: T[];
  dia: string;
}

interface PagarDialogProps<T extends TituloRow> {
  pedido: PedidoPagamento<T> | null;
  onDia: (dia: string) => void;
  onCancel: () => void;
  onConfirm: (ids: string[], dia: string, jaPagas: number) => void;
}

export function PagarDialog<T extends TituloRow>({ pedido, onDia, onCancel, onConfirm }: PagarDialogProps<T>) {
  const hoje = todayISO();
  const dia = pedido?.dia ?? hoje;
  const t = pedido ? triagemPagamento(pedido.rows, dia, hoje) : null;
  const n = t?.pagaveis.length ?? 0;
  const soma = formatBRL(t?.soma ?? 0);
  function confirmar() {
    if (!t || n === 0) return;
    onConfirm(t.pagaveis.map((row) => row.id), dia, t.jaPagas);
  }
  return (
    <ConfirmDialog open={pedido !== null} onCancel={onCancel} onConfirm={confirmar}>
      <Field label={msg.ciclo.dataPagamento}>
        <DateInput value={dia} onChange={(iso) => onDia(iso || hoje)} data-testid="data-pagamento" />
      </Field>
      <p data-testid="pagar-resumo">
        {n === 0 ? msg.ciclo.nenhumaPagavel
          : dia === hoje ? `${msg.ux.confirmarPagar(n)} ${msg.ciclo.totalAPagar(n, soma)}`
            : msg.ciclo.confirmarPagarEm(n, soma, formatDateBR(dia))}
      </p>
      {t && t.recusadas.length > 0 && (
        <div data-testid="pagar-recusadas">
          <p className="mt-2 font-medium">{msg.ciclo.ficamDeFora}</p>
          <ul className="list-disc pl-5">{t.recusadas.map(({ row, motivo }) => <li key={row.id}>{motivo}</li>)}</ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
