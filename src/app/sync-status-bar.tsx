/* The sync state in the top bar (DESIGN §3): Online/Offline, the first load's progress, pending
   and failed changes (both open Sincronização), a paused queue and the last sync time. */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TOAST_MS } from '../domain/list.ts';
import { formatDateTimeSP } from '../domain/dates.ts';
import { msg } from '../domain/messages-shell.ts';
import { useLiveConnected } from '../data/sync/live-push.ts';
import { useContagemOutbox } from '../data/sync-entries.ts';
import { useSyncStatus } from '../data/sync/sync-status.ts';

const m = msg.sincronizacao;

export function SyncStatusBar() {
  const status = useSyncStatus();
  const { pending, failed } = useContagemOutbox();
  const tudoSincronizado = useAllSyncedNotice(status.online, pending + failed);
  const live = useLiveConnected();
  const last = status.lastSyncAt ? m.sincronizadoEm(formatDateTimeSP(status.lastSyncAt)) : m.nuncaSincronizado;
  const pct = status.progress && status.progress.total > 0 ? Math.floor((status.progress.done / status.progress.total) * 100) : null;
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="sync-status">
      <span
        data-testid="connection"
        data-live={live ? 'true' : 'false'}
        title={last}
        className={`flex items-center gap-1 rounded-full px-2 py-1 font-semibold ${status.online ? 'bg-green-700/40 text-green-100' : 'bg-slate-600 text-slate-100'}`}
      >
        <span aria-hidden className={`h-2 w-2 rounded-full ${status.online ? 'bg-green-400' : 'bg-slate-300'}`} />
        {status.online ? msg.layout.online : msg.layout.offline}
      </span>
      {pct !== null && (
        <span role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={m.carregando(pct)} className="hidden items-center gap-1 sm:flex">
          <span className="h-1.5 w-20 overflow-hidden rounded bg-slate-700"><span className="block h-full bg-sky-400" style={{ width: `${pct}%` }} /></span>
          <span>{m.carregando(pct)}</span>
        </span>
      )}
      {status.storageFull && (
        <span role="alert" title={m.armazenamentoCheioDetalhe} className="rounded bg-red-700 px-2 py-1 font-semibold" data-testid="storage-full">{m.armazenamentoCheio}</span>
      )}
      {status.needsAuth && (
        <Link to="/login" className="rounded bg-amber-500 px-2 py-1 font-semibold text-slate-900" title={m.sessaoExpirada} data-testid="needs-auth">!</Link>
      )}
      {pending > 0 && (
        <Link to="/sincronizacao" data-testid="pending-count" className="rounded bg-sky-700 px-2 py-1 font-semibold hover:bg-sky-600">{m.pendentes(pending)}</Link>
      )}
      {failed > 0 && (
        <Link to="/sincronizacao" data-testid="failed-count" className="rounded bg-red-600 px-2 py-1 font-semibold hover:bg-red-500">{m.falhas(failed)}</Link>
      )}
      {tudoSincronizado && <span role="status" className="rounded bg-green-700 px-2 py-1 font-semibold" data-testid="all-synced">{msg.ux.tudoSincronizado}</span>}
      <span className="hidden text-slate-400 xl:inline" data-testid="last-sync">{last}</span>
    </div>
  );
}

/** After a reconnection, once the outbox is empty, 'Tudo sincronizado' shows for a moment (issue 13). */
function useAllSyncedNotice(online: boolean, unsent: number): boolean {
  const wasOffline = useRef(false);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current && unsent === 0) {
      wasOffline.current = false;
      setShow(true);
    }
  }, [online, unsent]);
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => setShow(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [show]);
  return show;
}
