/* The saldo of each bank on a day, on this device's rows (offline too): the very function the
   server runs for GET /api/relatorios/saldos (src/domain/saldos.ts, decision 402), on the live
   stores the lists use. null until every list it reads is in memory. The rows come ready with the
   payment history indexed once (useDadosSaldos), so a screen that asks several days, or the
   Painel that also reads that history, does not index it again. */
import { useMemo } from 'react';
import { bancosEmOrdem, historicoDosTitulos, saldosEm } from '../domain/saldos.ts';
import type { BancoSaldo, DadosSaldos, RecebivelSaldo, Saldos } from '../domain/saldos.ts';
import { useCollection } from './live.ts';

/** What `saldosEm` reads, from the live stores, its `historico` built once; null until all are in memory. */
export function useDadosSaldos(): DadosSaldos | null {
  const bancos = useCollection('bancos');
  const lancamentos = useCollection('lancamentos');
  const recebiveis = useCollection('recebiveis');
  const faturas = useCollection('faturas');
  const pagamentos = useCollection('pagamentos');
  const transferencias = useCollection('transferencias');
  const ready = bancos.ready && lancamentos.ready && recebiveis.ready && faturas.ready && pagamentos.ready && transferencias.ready;
  const historico = useMemo(() => historicoDosTitulos(pagamentos.rows), [pagamentos.rows]);
  return useMemo(() => {
    if (!ready) return null;
    // Rows stored before the opening balance existed read as 0 from no date (Dexie v13 fills them too).
    const comSaldo: BancoSaldo[] = bancos.rows.map((b) => ({
      id: b.id, banco: b.banco, saldo_inicial: b.saldo_inicial ?? 0, data_saldo_inicial: b.data_saldo_inicial ?? null,
    }));
    return {
      bancos: bancosEmOrdem(comSaldo), lancamentos: lancamentos.rows, recebiveis: recebiveis.rows as readonly RecebivelSaldo[],
      faturas: faturas.rows, pagamentos: pagamentos.rows, transferencias: transferencias.rows, historico,
    };
  }, [ready, bancos.rows, lancamentos.rows, recebiveis.rows, faturas.rows, pagamentos.rows, transferencias.rows, historico]);
}

/** Every bank's saldo at the end of `em`, from the rows `useDadosSaldos` gives (or null). */
export function useSaldosDe(dados: DadosSaldos | null, em: string): Saldos | null {
  return useMemo(() => (dados ? saldosEm(dados, em) : null), [dados, em]);
}

/** One bank's saldo at the end of each of `dias` (nulls skipped), by day; null until the rows are in memory. */
export function useFluxoNosDias(bancoId: string, dias: readonly (string | null | undefined)[]): ReadonlyMap<string, number> | null {
  const dados = useDadosSaldos();
  const chave = [...new Set(dias.filter((d): d is string => !!d))].sort().join(',');
  return useMemo(() => {
    if (!dados) return null;
    const out = new Map<string, number>();
    for (const dia of chave ? chave.split(',') : []) out.set(dia, saldosEm(dados, dia).saldos.find((s) => s.banco_id === bancoId)?.saldo ?? 0);
    return out;
  }, [dados, chave, bancoId]);
}

export function useSaldos(em: string): Saldos | null {
  return useSaldosDe(useDadosSaldos(), em);
}
