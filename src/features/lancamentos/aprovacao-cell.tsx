/* The Aprovação cell of Lançamentos (issue 35 item 1, decision 432): the alçada's state as a
   badge, who decided next to it, and a rejection's motivo in the title. Empty when the payable
   needs no approval. Only rows with a state subscribe to the users list. */
import { useRow } from '../../data/live.ts';
import type { TituloAprovacao } from '../../domain/alcada.ts';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { MSG_ALCADA as m } from '../../domain/messages-alcada.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** The cell's tooltip: the state, who decided and when, and a rejection's motivo. */
export function tituloAprovacao(row: TituloAprovacao, quem: string | null): string {
  const partes: string[] = [row.aprovacao ?? ''];
  if (quem) partes[0] = m.decididoPor(row.aprovacao ?? '', quem);
  if (row.aprovacao_em && row.aprovacao !== 'Aguardando aprovação') partes.push(formatDateTimeSP(row.aprovacao_em));
  if (row.aprovacao === 'Reprovado' && row.aprovacao_motivo) partes.push(`${m.motivo}: ${row.aprovacao_motivo}`);
  return partes.join(' · ');
}

function Decidida({ row }: { row: TituloAprovacao }) {
  const usuario = useRow('usuarios', row.aprovacao_por ?? null);
  const quem = usuario?.name ?? null;
  return (
    <span title={tituloAprovacao(row, quem)} data-aprovacao={row.aprovacao} className="inline-flex items-center gap-1.5">
      <StatusBadge status={row.aprovacao ?? ''} />
      {quem && <span className="truncate text-xs text-slate-600">{quem}</span>}
    </span>
  );
}

export function AprovacaoCell({ row }: { row: TituloAprovacao }) {
  if (!row.aprovacao) return null;
  if (row.aprovacao === 'Aguardando aprovação' || !row.aprovacao_por) {
    return <span title={tituloAprovacao(row, null)} data-aprovacao={row.aprovacao}><StatusBadge status={row.aprovacao} /></span>;
  }
  return <Decidida row={row} />;
}
