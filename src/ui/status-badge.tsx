/* Status colours (SPEC §2): Ativo/Pago green, Inativo/Pagar red, D.P.C orange, Cancelado slate. */
const COLOR: Record<string, string> = {
  Ativo: 'bg-green-100 text-green-800',
  Pago: 'bg-green-100 text-green-800',
  Inativo: 'bg-red-100 text-red-800',
  Pagar: 'bg-red-100 text-red-800',
  'D.P.C': 'bg-orange-100 text-orange-800',
  Cancelado: 'bg-slate-200 text-slate-700',
  Finalizado: 'bg-sky-100 text-sky-800',
  // Recorrências (issue 34).
  Ativa: 'bg-green-100 text-green-800',
  Inativa: 'bg-red-100 text-red-800',
  Encerrada: 'bg-slate-200 text-slate-700',
  // The alçada (issue 35).
  'Aguardando aprovação': 'bg-amber-100 text-amber-800',
  Aprovado: 'bg-green-100 text-green-800',
  Reprovado: 'bg-red-100 text-red-800',
};

export function statusColor(status: string): string {
  return COLOR[status] ?? 'bg-slate-100 text-slate-700';
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-status={status} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColor(status)}`}>
      {status}
    </span>
  );
}
