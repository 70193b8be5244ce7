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
import { afterPaint } from '../../data/live-load.ts';
import { useSyncStatus } from '../../data/sync/sync-status.ts';
import { todayISO } from '../../domain/dates.ts';
import { painel } from '../../domain/painel.ts';
import type { Painel } from '../../domain/painel.ts';
import type { Saldos } from '../../domain/saldos.ts';

export interface PainelView {
  painel: Painel | null;
  /** Set while the figures shown are the ones kept from an earlier computation. */
  provisorioDe: string | null;
  lastSyncAt: string | null;
  /** Each bank's saldo today from the rows in memory, ahead of the rest of the Painel; null until read. */
  saldosHoje: Saldos | null;
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
  // The Saldos card paints first (the first question of the morning, ≤ 150 ms in the bench); the
  // rest of the Painel is computed after that paint, not in the same task (decision 431).
  const saldosProntos = dados !== null && saldos !== null;
  const [restoLiberado, setRestoLiberado] = useState(false);
  useEffect(() => {
    if (!saldosProntos || restoLiberado) return;
    let vivo = true;
    void afterPaint().then(() => { if (vivo) setRestoLiberado(true); });
    return () => { vivo = false; };
  }, [saldosProntos, restoLiberado]);
  const lido = lancamentos.ready && recebiveis.ready && faturas.ready && entradas.ready && categorias.ready && saldosProntos;
  const ready = lido && restoLiberado;
  const valor = useMemo(() => (ready ? painel({
    lancamentos: lancamentos.rows, recebiveis: recebiveis.rows, faturas: faturas.rows,
    entradas: entradas.rows, categorias: categorias.rows, pagamentos: dados.pagamentos, historico: dados.historico, saldos,
  }, hoje, agenda) : null), [ready, lancamentos.rows, recebiveis.rows, faturas.rows, entradas.rows, categorias.rows, dados, saldos, hoje, agenda]);

  const [guardado, setGuardado] = useState<PainelGuardado | null>(null);
  useEffect(() => {
    if (lido) return;
    let vivo = true;
    void lerPainelGuardado(hoje).then((kept) => { if (vivo) setGuardado(kept); });
    return () => { vivo = false; };
  }, [lido, hoje]);
  useEffect(() => {
    if (valor) guardarPainel(hoje, valor);
  }, [valor, hoje]);

  if (valor) return { painel: valor, provisorioDe: null, lastSyncAt, saldosHoje: saldos };
  // Between the Saldos card's paint and the rest (one or two frames) the kept figures do not flash.
  if (lido) return { painel: null, provisorioDe: null, lastSyncAt, saldosHoje: saldos };
  return { painel: guardado?.painel ?? null, provisorioDe: guardado?.at ?? null, lastSyncAt, saldosHoje: saldos };
}
