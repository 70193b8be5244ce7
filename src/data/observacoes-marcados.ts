/* Which records have notes, for every list's marker cell. Apart from observacoes.ts, whose writes
   import MUTACOES (every area's schemas): the shell reads this hook at start-up, and the first
   download carries no write definitions (decision 295). */
import { registrosComObservacao } from '../domain/observacao-registros.ts';
import type { Observacao } from '../domain/observacao.ts';
import { useCollection } from './live.ts';

// One Map per snapshot of the notes: every list's marker and Observação cell is one lookup (cheap at
// 100,000 rows).
let ultimo: { rows: readonly Observacao[] | null; ids: ReadonlyMap<string, string> } = { rows: null, ids: new Map() };

export function useRegistrosComObservacao(): ReadonlyMap<string, string> {
  const { rows } = useCollection('observacoes');
  if (rows !== ultimo.rows) ultimo = { rows, ids: registrosComObservacao(rows) };
  return ultimo.ids;
}
