/* Sincronização (DESIGN §3): every change not yet accepted by the server, in send order, with
   the server's message; a refused one can be sent again or discarded (which undoes it here). */
import { useState } from 'react';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { discardSyncEntry, retrySyncEntry, useSyncEntries } from '../../data/sync-entries.ts';
import type { SyncEntryView } from '../../data/sync-entries.ts';
import { useSyncStatus } from '../../data/sync/sync-status.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { EntryRow } from './entry-row.tsx';

const m = msg.sincronizacao;

export function SincronizacaoPage() {
  const entries = useSyncEntries();
  const status = useSyncStatus();
  const [discarding, setDiscarding] = useState<SyncEntryView | null>(null);
  const [busy, setBusy] = useState(false);

  async function retry(entry: SyncEntryView) {
    await retrySyncEntry(entry.id);
    toast.info(m.reenviada);
  }

  async function confirmDiscard() {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardSyncEntry(discarding.id);
      toast.success(m.descartada);
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
        <h1 className="text-lg font-semibold text-slate-800">{m.titulo}</h1>
        <span className="text-sm text-slate-500">
          {status.lastSyncAt ? m.sincronizadoEm(formatDateTimeSP(status.lastSyncAt)) : m.nuncaSincronizado}
        </span>
      </header>
      {status.needsAuth && <p role="alert" className="m-4 rounded bg-amber-100 px-3 py-2 text-sm text-amber-900">{m.sessaoExpirada}</p>}
      {entries.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600" data-testid="sync-empty">{m.tudoSincronizado}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-4 py-2">{m.colAlteracao}</th>
                <th className="px-4 py-2">{m.colSituacao}</th>
                <th className="px-4 py-2">{m.colMensagem}</th>
                <th className="px-4 py-2">{m.colCriada}</th>
                <th className="px-4 py-2 text-right">{m.colTentativas}</th>
                <th className="px-4 py-2 text-right">{m.colAcoes}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onRetry={() => void retry(entry)} onDiscard={() => setDiscarding(entry)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog open={discarding !== null} busy={busy} title={m.descartar} onCancel={() => setDiscarding(null)} onConfirm={() => void confirmDiscard()}>
        {discarding && discarding.dependants > 0 ? m.confirmarDescarteDependentes(discarding.dependants) : m.confirmarDescarte}
      </ConfirmDialog>
    </section>
  );
}

