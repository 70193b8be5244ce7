/* The Painel's line about the alçada (issue 35 item 1, decision 432): "N pagamento(s) aguardando
   aprovação", linking to /financeiro/aprovacoes, when any payable waits. Counted on the rows in
   memory (offline too); nothing shows while they load or when none waits. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { contarAguardando } from '../../domain/alcada.ts';
import { MSG_ALCADA as m } from '../../domain/messages-alcada.ts';
import { useCollection } from '../../data/live.ts';

export function PainelAprovacoes() {
  const { rows, ready } = useCollection('lancamentos');
  const n = useMemo(() => (ready ? contarAguardando(rows) : 0), [ready, rows]);
  if (n === 0) return null;
  return (
    <p role="status" data-testid="painel-aprovacoes" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <Link to="/financeiro/aprovacoes" className="font-medium underline hover:text-amber-700">{m.aguardandoPainel(n)}</Link>
    </p>
  );
}
