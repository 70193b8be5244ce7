/* Estornar (issue 31 item 4; decision 393) on the device: the same rule the server runs
   (domain/estorno.ts) is checked before queueing, then one mutate() puts the rows back to Pagar
   and marks their local history entries estornados (with the motivo), so the lists, the
   Histórico and the reports agree offline. The server answers with its own rows. */
import { versoesDe } from '../domain/data-acao.ts';
import {
  EstornarSchema, estornarFatura, estornarParcela, motivoNaoEstornar, motivoNaoEstornarFatura,
} from '../domain/estorno.ts';
import type { Fatura } from '../domain/fatura.ts';
import type { AlvoPagamento } from '../domain/listas.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { validate } from '../domain/validation.ts';
import { currentDb, readRows, readWhere } from './db.ts';
import { nowIso } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import { localRows, recusa, saveRow } from './titulo-acoes.ts';
import type { TituloLocal } from './titulo-acoes.ts';
import type { LocalRow } from './wire.ts';

type FaturaLocal = Fatura & LocalRow;

interface AreaEstorno {
  table: 'lancamentos' | 'recebiveis';
  alvo: AlvoPagamento;
  mutacao: typeof MUTACOES.estornarPagamentos;
}

const LANCAMENTOS: AreaEstorno = { table: 'lancamentos', alvo: 'lancamento', mutacao: MUTACOES.estornarPagamentos };
const RECEBIVEIS: AreaEstorno = { table: 'recebiveis', alvo: 'recebivel', mutacao: MUTACOES.estornarRecebimentos };

/** Every row found, or null when one is missing. */
function todas<T>(rows: readonly (T | undefined)[]): T[] | null {
  return rows.every((row) => row !== undefined) ? (rows as T[]) : null;
}

/** The invoices by id (stored or still in the first download's feed). */
async function faturasLocais(ids: readonly string[]): Promise<(FaturaLocal | undefined)[]> {
  const db = currentDb();
  return db ? ((await readRows(db, 'faturas', ids)) as (FaturaLocal | undefined)[]) : ids.map(() => undefined);
}

/** The local history entries of these rows not yet estornados (what the server will mark). */
async function historicoAberto(alvo: AlvoPagamento, ids: readonly string[]): Promise<string[]> {
  const db = currentDb();
  if (!db) return [];
  const entradas = (await Promise.all(ids.map((id) => readWhere(db, 'pagamentos', 'alvo_id', id)))).flat();
  return entradas.filter((h) => h.alvo === alvo && !h.estornado_em).map((h) => h.id);
}

function validar(ids: readonly string[], motivo: string) {
  return validate(EstornarSchema, { ids: [...new Set(ids.map((id) => id.toLowerCase()))], motivo });
}

function estornarTitulos(area: AreaEstorno) {
  return async (ids: readonly string[], motivo: string): Promise<MutationOutcome> => {
    const parsed = validar(ids, motivo);
    if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
    const rows = todas(await localRows(area.table, parsed.value.ids));
    if (!rows) return recusa(msg.lista.registroNaoEncontrado);
    const naoPode = rows.map(motivoNaoEstornar).find(Boolean);
    if (naoPode) return recusa(naoPode);
    const historico = await historicoAberto(area.alvo, parsed.value.ids);
    return mutate({
      mutacao: area.mutacao,
      input: { ids: parsed.value.ids, motivo: parsed.value.motivo, versions: versoesDe(rows) },
      toBody: (p) => ({ ids: p.ids, motivo: p.motivo, versions: p.versions }),
      touches: (p) => [
        ...p.ids.map((id) => ({ table: area.table, id })),
        ...historico.map((id) => ({ table: 'pagamentos' as const, id })),
      ],
      apply: async (tx, p) => {
        const agora = nowIso();
        for (const id of p.ids) {
          const row = await tx.get<TituloLocal>(area.table, id);
          if (!row || motivoNaoEstornar(row)) continue;
          await saveRow(tx, area.table, estornarParcela(row));
        }
        for (const id of historico) {
          const h = await tx.get<LocalRow>('pagamentos', id);
          if (h) await tx.put('pagamentos', { ...h, estornado_em: agora, motivo_estorno: p.motivo, version: typeof h.version === 'number' ? h.version + 1 : 1, updated_at: agora });
        }
      },
      describe: (p) => String(p.ids.length),
    });
  };
}

/** estornarPagamentos: payables back to Pagar, their history marked estornado with the motivo. */
export const estornarLancamentos = estornarTitulos(LANCAMENTOS);
/** estornarRecebimentos. */
export const estornarRecebiveis = estornarTitulos(RECEBIVEIS);

/** estornarFaturas: paid invoices back to Pagar (the card purchases are not touched, decision 393). */
export async function estornarFaturas(ids: readonly string[], motivo: string): Promise<MutationOutcome> {
  const parsed = validar(ids, motivo);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
  const rows = todas(await faturasLocais(parsed.value.ids));
  if (!rows) return recusa(msg.lista.registroNaoEncontrado);
  const naoPode = rows.map(motivoNaoEstornarFatura).find(Boolean);
  if (naoPode) return recusa(naoPode);
  return mutate({
    mutacao: MUTACOES.estornarFaturas,
    input: { ids: parsed.value.ids, motivo: parsed.value.motivo, versions: versoesDe(rows) },
    toBody: (p) => ({ ids: p.ids, motivo: p.motivo, versions: p.versions }),
    touches: (p) => p.ids.map((id) => ({ table: 'faturas' as const, id })),
    apply: async (tx, p) => {
      for (const id of p.ids) {
        const row = await tx.get<FaturaLocal>('faturas', id);
        if (!row || motivoNaoEstornarFatura(row)) continue;
        await tx.put('faturas', { ...estornarFatura(row), version: (row.version ?? 0) + 1, updated_at: nowIso() });
      }
    },
    describe: (p) => rows.filter((r) => p.ids.includes(r.id)).map((r) => r.descricao).join(', '),
  });
}
