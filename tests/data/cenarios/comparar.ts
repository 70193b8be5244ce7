/* The comparison of the real-server scenarios: every list on the device and on the server, rows
   keyed by id, minus the stamps each side sets at its own clock. */
import { expect } from 'vitest';
import { COLLECTIONS, COLLECTION_SPECS } from '../../../src/data/collections.ts';
import type { CollectionName } from '../../../src/data/collections.ts';
import type { FluxoDb } from '../../../src/data/db.ts';
import type { LocalRow } from '../../../src/data/wire.ts';
import { rowsFromBody } from '../../../src/data/wire.ts';
import type { RealServer } from '../real-server.ts';
import type { Estado } from './apoio.ts';

/** Set by each side at its own clock: not part of the write's result (estornado_em: decision 393). */
const CARIMBOS = new Set(['created_at', 'updated_at', 'estornado_em', 'aprovacao_em']);

function comparavel(row: LocalRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!CARIMBOS.has(k) && v !== undefined) out[k] = v;
  return out;
}

/** Every list on the device. */
export async function estadoLocal(db: FluxoDb): Promise<Estado> {
  const estado: Estado = new Map();
  for (const name of COLLECTIONS) estado.set(name, new Map((await db.rows(name).toArray()).map((r) => [r.id, comparavel(r) as LocalRow])));
  return estado;
}

/** Every list as the server answers it (money checked to arrive as cents). */
export async function estadoServidor(server: RealServer): Promise<Estado> {
  const estado: Estado = new Map();
  for (const name of COLLECTIONS) {
    const res = await server.call({ method: 'GET', url: COLLECTION_SPECS[name].path });
    expect(res.statusCode, name).toBe(200);
    const rows = rowsFromBody(name, res.json());
    // A money column arrives as a wire decimal and is held in cents: one the collection does not
    // list as money would stay a string on the device (and sum as text).
    for (const row of rows) {
      for (const [field, value] of Object.entries(row)) {
        if (typeof value === 'string' && /^-?\d+\.\d\d$/.test(value)) expect.fail(`${name}.${field} = "${value}" is money not listed in COLLECTION_SPECS`);
      }
      for (const field of COLLECTION_SPECS[name].money) if (field in row && row[field] !== null) expect(typeof row[field], `${name}.${field}`).toBe('number');
    }
    estado.set(name, new Map(rows.map((r) => [r.id, comparavel(r) as LocalRow])));
  }
  return estado;
}

/** The two sides hold the same rows, field by field (`ignorar`: a table the server completes). */
export function esperarIguais(device: Estado, servidor: Estado, ignorar: CollectionName | null): void {
  for (const name of COLLECTIONS) {
    if (name === ignorar) continue;
    const mine = [...device.get(name)!.values()].sort((a, b) => a.id.localeCompare(b.id));
    const theirs = [...servidor.get(name)!.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(mine, name).toEqual(theirs);
  }
}
