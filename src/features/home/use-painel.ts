/* The Painel's figures, computed on the rows the tab keeps in memory (IndexedDB, so offline
   too): the same live stores the lists use, so coming from a list costs one pass over them.
   Until the rows are in memory (a cold start), the figures last computed on this device show,
   marked as provisional. */
import { useEffect, useMemo, useState } from 'react';
import { useAgenda } from '../../data/agenda.ts';
import { useCollection } from '../../data/live.ts';
import { useDadosSaldos, useSaldosDe } from '../../data/saldos.ts';
import { guardarPainel, lerPainelGuardado } from '../../data/painel-cache.ts';
import type { PainelGuardado } from '../../data/painel-cache.ts';
import { useSyncStatus } from '../../data/sync-status.ts';
import { todayISO } from '../../domain/dates.ts';
import { painel } from '../../domain/painel.ts';
import type { Painel } from '../../domain/painel.ts';

export interface PainelView {
  painel: Painel | null;
  /** Set while the figures shown are the ones kept from an earlier computation. */
  provisorioDe: string | null;
  lastSyncAt: string | null;
}

export function usePainel(hoje: string = todayISO()): PainelView {
  const lancamentos = useCollection('lancamentos');
  const recebiveis = useCollection('recebiveis');
  const faturas = useCollection('faturas');
  const entradas = useCollection('entradas');
  const categorias = useCollection('categorias');
  const agenda = useAgenda();
  // Issue 32: each bank's saldo today, where the projection starts. Its rows carry the dated
  // payment history (decision 390) indexed once: realizado reads the same index.
  const dados = useDadosSaldos();
  const saldos = useSaldosDe(dados, hoje);
  const { lastSyncAt } = useSyncStatus();
  const ready = lancamentos.ready && recebiveis.ready && faturas.ready && entradas.ready && categorias.ready && dados !== null && saldos !== null;
  const valor = useMemo(() => (ready ? painel({
    lancamentos: lancamentos.rows, recebiveis: recebiveis.rows, faturas: faturas.rows,
    entradas: entradas.rows, categorias: categorias.rows, pagamentos: dados.pagamentos, historico: dados.historico, saldos,
  }, hoje, agenda) : null), [ready, lancamentos.rows, recebiveis.rows, faturas.rows, entradas.rows, categorias.rows, dados, saldos, hoje, agenda]);

  const [guardado, setGuardado] = useState<PainelGuardado | null>(null);
  useEffect(() => {
    if (ready) return;
    let vivo = true;
    void lerPainelGuardado(hoje).then((kept) => { if (vivo) setGuardado(kept); });
    return () => { vivo = false; };
  }, [ready, hoje]);
  useEffect(() => {
    if (valor) guardarPainel(hoje, valor);
  }, [valor, hoje]);

  if (valor) return { painel: valor, provisorioDe: null, lastSyncAt };
  return { painel: guardado?.painel ?? null, provisorioDe: guardado?.at ?? null, lastSyncAt };
}
