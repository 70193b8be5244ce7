/* Supplier NF-e SQL (decision 419): which chaves were imported and are still in payables, and the
   record of a new import. Raw SQL: the table is read only here. */
import { sql } from 'drizzle-orm';
import type { NFeLida } from '../../src/domain/nfe.ts';
import type { Db, Tx } from '../db/client.ts';
import { arrayOf } from '../db/in-list.ts';
import { rowsOf } from '../db/migrate.ts';

type Queryable = Db | Tx;

/** Of `chaves`, those imported whose payable group still exists. */
export async function chavesImportadas(q: Queryable, chaves: readonly string[]): Promise<Set<string>> {
  if (!chaves.length) return new Set();
  const rows = rowsOf<{ chave: string }>(await q.execute(sql`
    SELECT n.chave FROM nfe_importadas n
    WHERE n.chave = ANY(${arrayOf(chaves, 'text')}) AND EXISTS (SELECT 1 FROM lancamentos l WHERE l.id_titulo = n.id_titulo)`));
  return new Set(rows.map((r) => r.chave));
}

/** Forgets the chave when its group was deleted, so the note can be imported again. */
export async function liberarChave(tx: Tx, chave: string): Promise<void> {
  await tx.execute(sql`DELETE FROM nfe_importadas n WHERE n.chave = ${chave}
    AND NOT EXISTS (SELECT 1 FROM lancamentos l WHERE l.id_titulo = n.id_titulo)`);
}

/** Records the import (a racing second import of the same chave fails on the primary key). */
export async function registrarNFe(tx: Tx, nfe: NFeLida, idTitulo: string, comprovanteId: string): Promise<void> {
  await tx.execute(sql`INSERT INTO nfe_importadas (chave, id_titulo, emitente_cnpj, emitente_nome, numero, serie, emissao, valor_total, comprovante_id)
    VALUES (${nfe.chave}, ${idTitulo}, ${nfe.emitente_cnpj}, ${nfe.emitente_nome}, ${nfe.numero}, ${nfe.serie}, ${nfe.emissao}, ${nfe.valor_total}, ${comprovanteId})`);
}
