/* One outbox entry on the Sincronização screen. */
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import type { SyncEntryView } from '../../data/sync-entries.ts';
import { Button } from '../../ui/button.tsx';

const m = msg.sincronizacao;

const SITUACAO = {
  pending: { text: m.situacaoPendente, style: 'bg-sky-100 text-sky-800' },
  failed: { text: m.situacaoRecusada, style: 'bg-red-100 text-red-800' },
  blocked: { text: m.situacaoBloqueada, style: 'bg-amber-100 text-amber-900' },
} as const;

function fieldErrors(errors: Record<string, string[]> | null): string[] {
  if (!errors) return [];
  return [...new Set(Object.values(errors).flat())];
}

export function EntryRow({ entry, onRetry, onDiscard }: { entry: SyncEntryView; onRetry: () => void; onDiscard: () => void }) {
  const situacao = SITUACAO[entry.status];
  const details = fieldErrors(entry.errors).filter((e) => e !== entry.message);
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="sync-entry" data-status={entry.status}>
      <td className="px-4 py-2 font-medium text-slate-800">{entry.label}</td>
      <td className="px-4 py-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${situacao.style}`}>{situacao.text}</span>
      </td>
      <td className="px-4 py-2 text-slate-700">
        {entry.message ?? '—'}
        {details.map((d) => <div key={d} className="text-xs text-slate-500">{d}</div>)}
      </td>
      <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDateTimeSP(entry.createdAt)}</td>
      <td className="px-4 py-2 text-right text-slate-600">{entry.attempts}</td>
      <td className="px-4 py-2">
        <div className="flex justify-end gap-2">
          {entry.status === 'failed' && <Button variant="primary" onClick={onRetry}>{m.tentarNovamente}</Button>}
          <Button variant="danger" onClick={onDiscard}>{m.descartar}</Button>
        </div>
      </td>
    </tr>
  );
}
