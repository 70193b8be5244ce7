/* The Painel on `/` (PRODUCT.md): what is due and where the money goes, computed on this
   device's data (works offline) and saying up to when it was synced. */
import { useEffect } from 'react';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { PainelAprovacoes } from './painel-aprovacoes.tsx';
import { PainelOrcamento } from './painel-orcamento.tsx';
import { PainelCategorias, PainelFaturas, PainelGrafico, PainelSaldo, PainelSaldos } from './painel-blocos.tsx';
import { PainelVencendo } from './painel-vencendo.tsx';
import { usePainel } from './use-painel.ts';

const m = msg.painel;

export function HomePage() {
  const { painel, provisorioDe, lastSyncAt, saldosHoje } = usePainel();
  // The live saldos paint first (decision 431); a Painel kept from before issue 32 has none.
  const saldos = saldosHoje ? <PainelSaldos saldos={saldosHoje.saldos} total={saldosHoje.total} />
    : painel ? <PainelSaldos saldos={painel.saldos ?? []} total={painel.saldo.bancos ?? 0} /> : null;
  useEffect(() => {
    if (!painel) return;
    performance.mark('fluxo:painel:rendered', { detail: { provisorio: provisorioDe !== null } });
    if (provisorioDe === null) performance.mark('fluxo:painel:live');
  }, [painel, provisorioDe]);
  return (
    <section aria-label="Dashboard" className="space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-800">{m.titulo}</h1>
        <span className="text-sm text-slate-600" data-testid="painel-sincronizado">
          {lastSyncAt ? m.sincronizadoAte(formatDateTimeSP(lastSyncAt)) : m.nuncaSincronizado}
        </span>
      </header>
      {provisorioDe && <p role="status" className="text-sm text-amber-800" data-testid="painel-provisorio">{m.provisorio(formatDateTimeSP(provisorioDe))}</p>}
      <PainelAprovacoes />
      <PainelOrcamento />
      {!painel ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {saldos}
          <p className="text-sm text-slate-600" role="status">{m.carregando}</p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="painel">
          <PainelVencendo painel={painel} lado="pagar" />
          <PainelVencendo painel={painel} lado="receber" />
          {saldos}
          <PainelSaldo painel={painel} />
          <PainelFaturas painel={painel} />
          <PainelGrafico painel={painel} />
          <PainelCategorias painel={painel} />
        </div>
      )}
    </section>
  );
}
