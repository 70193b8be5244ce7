/* The saldo of each bank on a day, on this device's rows (offline too): the very function the
   server runs for GET /api/relatorios/saldos (src/domain/saldos.ts, decision 402), on the live
   stores the lists use. null until every list it reads is in memory. */
import { useMemo } from 'react';
import { bancosEmOrdem, saldosEm } from '../domain/saldos.ts';
import type { BancoSaldo, RecebivelSaldo, Saldos } from '../domain/saldos.ts';
import { useCollection } from './live.ts';

export function useSaldos(em: string): Saldos | null {
  const bancos = useCollection('bancos');
  const lancamentos = useCollection('lancamentos');
  const recebiveis = useCollection('recebiveis');
  const faturas = useCollection('faturas');
  const pagamentos = useCollection('pagamentos');
  const transferencias = useCollection('transferencias');
  const ready = bancos.ready && lancamentos.ready && recebiveis.ready && faturas.ready && pagamentos.ready && transferencias.ready;
  return useMemo(() => {
    if (!ready) return null;
    // Rows stored before the opening balance existed read as 0 from no date (Dexie v13 fills them too).
    const comSaldo: BancoSaldo[] = bancos.rows.map((b) => ({
      id: b.id, banco: b.banco, saldo_inicial: b.saldo_inicial ?? 0, data_saldo_inicial: b.data_saldo_inicial ?? null,
    }));
    return saldosEm({
      bancos: bancosEmOrdem(comSaldo), lancamentos: lancamentos.rows, recebiveis: recebiveis.rows as readonly RecebivelSaldo[],
      faturas: faturas.rows, pagamentos: pagamentos.rows, transferencias: transferencias.rows,
    }, em);
  }, [ready, bancos.rows, lancamentos.rows, recebiveis.rows, faturas.rows, pagamentos.rows, transferencias.rows, em]);
}
