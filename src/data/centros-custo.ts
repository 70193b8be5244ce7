/* Centros de custo writes (issue 35, decision 440): create, edit, delete, each through the one
   mutation path; the device refuses a duplicate código and a centro in use before queueing. */
import { MSG_CENTRO } from '../domain/messages-centros.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { normalizeSearch } from '../domain/search.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { currentDb } from './db.ts';
import type { LocalRow } from './wire.ts';
import { mutate } from './mutate.ts';
import { baseVersion, flag, nowIso, rowNames, withClientId } from './entity-helpers.ts';

async function codigoTomado(codigo: string, exceptId: string | null): Promise<boolean> {
  const wanted = normalizeSearch(codigo);
  const db = currentDb();
  if (!db) return false;
  // Centros are few (a company's areas): reading them all is the duplicate check's cost.
  const rows = await db.centros_custo.toArray();
  return rows.some((r) => r.id !== exceptId && normalizeSearch(r.codigo) === wanted);
}

const codigoInvalido = (): MutationOutcome => ({ kind: 'invalid', message: MSG_CENTRO.codigoJaExiste, errors: { codigo: [MSG_CENTRO.codigoJaExiste] } });

/** cadastrarCentroCusto with a client id. */
export async function cadastrarCentroCusto(input: unknown): Promise<MutationOutcome> {
  const codigo = (input as { codigo?: unknown } | null)?.codigo;
  if (typeof codigo === 'string' && codigo.trim() !== '' && (await codigoTomado(codigo.trim(), null))) return codigoInvalido();
  return mutate({
    mutacao: MUTACOES.cadastrarCentroCusto,
    input: withClientId(input),
    toBody: (c) => ({ id: c.id, codigo: c.codigo, nome: c.nome, status: flag(c.status) }),
    touches: (c) => [{ table: 'centros_custo', id: c.id! }],
    apply: async (tx, c) => {
      const now = nowIso();
      await tx.put('centros_custo', { id: c.id!, codigo: c.codigo, nome: c.nome, status: c.status, version: 1, created_at: now, updated_at: now });
    },
    describe: (c) => c.nome,
  });
}

/** editarCentroCusto: código, nome and status, based on the row's version. */
export async function editarCentroCusto(input: unknown): Promise<MutationOutcome> {
  const withVersion = await baseVersion('centros_custo', input);
  const id = (withVersion as { id?: unknown } | null)?.id;
  if (!id) return { kind: 'invalid', message: MSG_CENTRO.naoEncontrado, errors: { id: [MSG_CENTRO.naoEncontrado] } };
  const codigo = (input as { codigo?: unknown } | null)?.codigo;
  if (typeof codigo === 'string' && codigo.trim() !== '' && typeof id === 'string' && (await codigoTomado(codigo.trim(), id))) return codigoInvalido();
  return mutate({
    mutacao: MUTACOES.editarCentroCusto,
    input: withVersion,
    toBody: (c) => ({ id: c.id, codigo: c.codigo, nome: c.nome, status: flag(c.status), ...(c.version !== null ? { version: c.version } : {}) }),
    touches: (c) => [{ table: 'centros_custo', id: c.id }],
    apply: async (tx, c) => {
      const row = await tx.get('centros_custo', c.id);
      if (!row) return;
      const version = typeof row.version === 'number' ? row.version + 1 : 1;
      await tx.update('centros_custo', c.id, { codigo: c.codigo, nome: c.nome, status: c.status, version, updated_at: nowIso() });
    },
    describe: (c) => c.nome,
  });
}

/** How many local payables and receivables have a rateio share in one of `ids` (decision 441). */
async function emRateio(ids: readonly string[]): Promise<number> {
  const db = currentDb();
  if (!db) return 0;
  const wanted = new Set(ids);
  // No index reaches inside the shares: a rare administrator's delete reads the lists through.
  const nomeia = (row: LocalRow) => Array.isArray(row.rateio)
    && (row.rateio as { centro_custo?: unknown }[]).some((p) => typeof p.centro_custo === 'string' && wanted.has(p.centro_custo));
  return (await db.rows('lancamentos').filter(nomeia).count()) + (await db.rows('recebiveis').filter(nomeia).count());
}

/** deletarCentrosCusto. A centro named by a local rateio share is refused here already (the server also counts budgets). */
export async function deletarCentrosCusto(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  if ((await emRateio(lower)) > 0) return { kind: 'invalid', message: MSG_CENTRO.emUso, errors: { ids: [MSG_CENTRO.emUso] } };
  const names = await rowNames('centros_custo', lower, 'nome');
  return mutate({
    mutacao: MUTACOES.deletarCentrosCusto,
    input: { ids: lower },
    toBody: (c) => ({ ids: c.ids }),
    touches: (c) => c.ids.map((id) => ({ table: 'centros_custo' as const, id })),
    apply: async (tx, c) => {
      for (const id of c.ids) await tx.delete('centros_custo', id);
    },
    describe: () => names,
  });
}
