/* Orçamento writes (issue 35 item 3, decision 443): one value per categoria, centro (or none) and
   month, through the one mutation path. The write is a "set": the device updates the row it holds
   for the same three (and sends its id) so a retry or a second typing converges on one row; it
   refuses an unknown categoria or centro before queueing, as the server does. */
import { MSG_CENTRO } from '../domain/messages-centros.ts';
import { msg } from '../domain/messages.ts';
import { toDecimal } from '../domain/money.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { OrcamentoSchema } from '../domain/orcamento.ts';
import type { Orcamento } from '../domain/orcamento.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import * as v from 'valibot';
import { currentDb } from './db.ts';
import { gravar } from './mutate.ts';
import type { Gravacao } from './mutate.ts';
import { nowIso, withClientId } from './entity-helpers.ts';

const recusa = (campo: string, message: string): MutationOutcome => ({ kind: 'invalid', message, errors: { [campo]: [message] } });

/** The id of the row the device holds for (categoria, centro, mês), if any. */
async function idExistente(categoria: string, centro: string | null, mes: string): Promise<string | null> {
  const db = currentDb();
  if (!db) return null;
  const doMes = await db.orcamentos.where('mes').equals(mes).toArray();
  return doMes.find((o) => o.categoria === categoria && (o.centro_custo ?? null) === centro)?.id ?? null;
}

/** cadastrarOrcamento: sets the value of (categoria, centro, mês) on the device and queues it. */
export async function cadastrarOrcamento(input: unknown): Promise<MutationOutcome> {
  const g = await gravarOrcamento(input);
  return g.kind === 'gravada' ? g.resposta : g;
}

/** cadastrarOrcamento up to the device's commit: the server's answer is the Gravacao's `resposta`. */
async function gravarOrcamento(input: unknown): Promise<Gravacao | MutationOutcome> {
  const lido = v.safeParse(OrcamentoSchema, input);
  const db = currentDb();
  let comId = input;
  if (lido.success && db) {
    const o = lido.output;
    if (!(await db.categorias.get(o.categoria))) return recusa('categoria', msg.categoria.naoEncontrada);
    if (o.centro_custo && !(await db.centros_custo.get(o.centro_custo))) return recusa('centro_custo', MSG_CENTRO.desconhecido);
    const existente = await idExistente(o.categoria, o.centro_custo ?? null, o.mes);
    comId = existente ? { ...(input as Record<string, unknown>), id: existente } : withClientId(input);
  }
  return gravar({
    mutacao: MUTACOES.cadastrarOrcamento,
    input: comId,
    toBody: (o) => ({ id: o.id, categoria: o.categoria, centro_custo: o.centro_custo ?? null, mes: o.mes, valor: toDecimal(o.valor) }),
    touches: (o) => [{ table: 'orcamentos', id: o.id! }],
    dependsOnIds: (o) => [o.categoria, ...(o.centro_custo ? [o.centro_custo] : [])],
    apply: async (tx, o) => {
      const now = nowIso();
      const atual = await tx.get('orcamentos', o.id!);
      if (atual) {
        // As the server: the same value is no change (no new version).
        if (atual.valor === o.valor) return;
        const version = typeof atual.version === 'number' ? atual.version + 1 : 1;
        await tx.update('orcamentos', o.id!, { valor: o.valor, version, updated_at: now });
        return;
      }
      await tx.put('orcamentos', {
        id: o.id!, categoria: o.categoria, centro_custo: o.centro_custo ?? null, mes: o.mes, valor: o.valor, version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (o) => o.mes,
  });
}

/** "Copiar do ano anterior": each value `copiarAnoAnterior` made (cents), its own entry (the route
 *  takes one value). All are committed on the device before any answer is awaited, so the drain
 *  sends them together in POST /api/lote (up to 100 a request) instead of one round trip per value.
 *  The schema reads a number as reais, so each goes as a wire decimal. */
export async function cadastrarOrcamentos(valores: readonly Orcamento[]): Promise<MutationOutcome[]> {
  const gravacoes: (Gravacao | MutationOutcome)[] = [];
  for (const o of valores) gravacoes.push(await gravarOrcamento({ categoria: o.categoria, centro_custo: o.centro_custo, mes: o.mes, valor: toDecimal(o.valor) }));
  return Promise.all(gravacoes.map((g) => (g.kind === 'gravada' ? g.resposta : g)));
}
