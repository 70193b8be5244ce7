/* A streamed first download packed on the device (decision 369): its marker, at `seq` -1 of the
   list's packed store. Apart from
   pull-store.ts so the list's wait (first-pull.ts) and the pull's order read it without loading
   the storing code. */
import { LISTAS_GRANDES } from '../collections.ts';
import type { CollectionName } from '../collections.ts';
import type { FluxoDb } from '../db.ts';

/** The lists whose first download is streamed, and so packed: the registry's big ones (each has a
 *  `pacotes_<name>` store, collections.ts LOJAS_SINCRONIZADAS). */
export const LISTAS_EMPACOTADAS: ReadonlySet<CollectionName> = LISTAS_GRANDES;

/** Where the marker is, in the list's packed store. */
export const MARKER_SEQ = -1;

/** A packed first download on the device: present from the stream's end until its last page is unpacked. */
export interface Empacotado {
  cursor: string | null;
  total: number | null;
  rows: number;
  pages: number;
  /** Pages already in the list's table (a prefix, in stream order). */
  unpacked: number;
  /** Ids written on this device since the download began: never overwritten by it (decision 365). */
  keep: string[];
}

/** The list's packed download, if one is on the device with every page. */
export async function readEmpacotado(db: FluxoDb, name: CollectionName): Promise<Empacotado | undefined> {
  if (!LISTAS_EMPACOTADAS.has(name)) return undefined;
  return (await db.pacotes(name).get(MARKER_SEQ))?.marker as Empacotado | undefined;
}

