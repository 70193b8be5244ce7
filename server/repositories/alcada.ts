/* SQL of the alçada (issue 35 item 1, decision 422): its one configuration row, the payables that
   wait, and an administrator's decision written on the payable (audited by its trigger). */
import { and, eq } from 'drizzle-orm';
import { inArray } from '../db/in-list.ts';
import type { ConfigAlcada, Decisao } from '../../src/domain/alcada.ts';
import type { EstadoAprovacao } from '../../src/domain/listas.ts';
import { alcadaConfig, lancamentos } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';

export async function lerConfigAlcada(tx: Tx): Promise<ConfigAlcada> {
  const [row] = await tx.select({ ativa: alcadaConfig.ativa, limite: alcadaConfig.limite }).from(alcadaConfig).where(eq(alcadaConfig.id, 1));
  return row ?? { ativa: false, limite: null };
}

export async function salvarConfigAlcada(tx: Tx, config: ConfigAlcada): Promise<void> {
  await tx.insert(alcadaConfig).values({ id: 1, ...config })
    .onConflictDoUpdate({ target: alcadaConfig.id, set: { ativa: config.ativa, limite: config.limite } });
}

/** The approval state of these payables, by id (locked: two decisions run one after the other). */
export async function estadosAprovacao(tx: Tx, ids: readonly string[]): Promise<Map<string, EstadoAprovacao | null>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: lancamentos.id, aprovacao: lancamentos.aprovacao }).from(lancamentos)
    .where(inArray(lancamentos.id, [...ids])).for('update');
  return new Map(rows.map((r) => [r.id, r.aprovacao ?? null]));
}

/** Writes an administrator's decision on payables that wait (the same decision again changes nothing). */
export async function gravarDecisao(
  tx: Tx, ids: readonly string[], decisao: Decisao, motivo: string | null, por: string,
): Promise<void> {
  if (!ids.length) return;
  await tx.update(lancamentos)
    .set({ aprovacao: decisao, aprovacaoMotivo: motivo, aprovacaoPor: por, aprovacaoEm: new Date().toISOString() })
    .where(and(inArray(lancamentos.id, [...ids]), eq(lancamentos.aprovacao, 'Aguardando aprovação')));
}

/** Sets the state an edit or a creation gave these payables (null: needs nothing). */
export async function marcarAprovacao(tx: Tx, ids: readonly string[], estado: EstadoAprovacao | null): Promise<void> {
  if (!ids.length) return;
  await tx.update(lancamentos)
    .set({ aprovacao: estado, aprovacaoMotivo: null, aprovacaoPor: null, aprovacaoEm: null })
    .where(inArray(lancamentos.id, [...ids]));
}
