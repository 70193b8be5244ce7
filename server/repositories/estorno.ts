/* Estornar (decision 393): the invoice's side. The instalments' side reuses titulos.ts
   (savePagamento) and pagamentos.ts (marcarEstornados). */
import { eq } from 'drizzle-orm';
import type { StatusTitulo } from '../../src/domain/listas.ts';
import { faturas } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';

/** The invoice back to Pagar, without a payment day (the trigger bumps version and txid). */
export async function marcarFaturaEstornada(tx: Tx, id: string): Promise<void> {
  const status: StatusTitulo = 'Pagar';
  await tx.update(faturas).set({ status, dataPagamento: null }).where(eq(faturas.id, id));
}
