/* The list actions payables and receivables share (SPEC §4): pay, inform a payment, cancel and
   delete whole instalment groups, each through the one mutation path. The local change runs the
   very domain functions the server runs (domain/pagamento.ts), so the optimistic rows equal the
   server's; the payment history entries are written locally too (table `pagamentos`, with the
   ids the server is told to use), so Histórico de Pagamento works offline. */
import { uuidv7 } from 'uuidv7';
import { motivoDataAcao, versoesDe } from '../domain/data-acao.ts';
import { motivoDiaPagamento } from '../domain/pagamento-dia.ts';
import { excluiveisDosGrupos } from '../domain/excluir-parcelas.ts';
import { todayISO } from '../domain/dates.ts';
import { msg } from '../domain/messages.ts';
import type { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import {
  InformarPagamentoSchema, cancelarTitulos,
  informarPagamento, motivoNaoInformar, motivoNaoPagar, pagar } from '../domain/pagamento.ts';
import type { HistoricoEntrada, Titulo } from '../domain/titulo.ts';
import { validate } from '../domain/validation.ts';
import { currentDb, readRows, readWhere } from './db.ts';
import { nowIso } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import type { MutationTx } from './mutation-tx.ts';
import type { LocalRow } from './wire.ts';
import type { AlvoPagamento } from '../domain/listas.ts';

export interface AreaTitulo {
  table: 'lancamentos' | 'recebiveis';
  /** `alvo` of the history entries (the pagamentos collection). */
  alvo: AlvoPagamento;
  mutacoes: {
    pagar: typeof MUTACOES.pagarLancamentos;
    informar: typeof MUTACOES.informarPagamentoLancamento;
    cancelar: typeof MUTACOES.cancelarLancamentos;
    deletar: typeof MUTACOES.deletarLancamentos;
  };
}

export interface AcoesTitulo {
  /** `dia`: the payment's day; the device's today unless given (conciliação: the statement's date). */
  pagar(ids: readonly string[], dia?: string): Promise<MutationOutcome>;
  informar(input: unknown): Promise<MutationOutcome>;
  cancelar(idTitulos: readonly string[]): Promise<MutationOutcome>;
  deletar(idTitulos: readonly string[]): Promise<MutationOutcome>;
}

export type TituloLocal = Titulo & LocalRow;

/** A refusal told by the toast (no field of a form is at fault). */
export function recusa(message: string, key = 'ids'): MutationOutcome {
  return { kind: 'invalid', message, errors: { [key]: [message] } };
}

export function lower(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

export async function localRows(table: AreaTitulo['table'], ids: readonly string[]): Promise<(TituloLocal | undefined)[]> {
  const db = currentDb();
  return db ? ((await readRows(db, table, ids)) as (TituloLocal | undefined)[]) : ids.map(() => undefined);
}

async function rowsOfTitulos(table: AreaTitulo['table'], titulos: readonly string[]): Promise<TituloLocal[]> {
  const db = currentDb();
  if (!db || titulos.length === 0) return [];
  return (await Promise.all([...titulos].map((t) => readWhere(db, table, 'id_titulo', t)))).flat() as TituloLocal[];
}

/** The changed instalment, with the version bump the server's trigger will also make. */
export async function saveRow(tx: MutationTx, table: AreaTitulo['table'], row: TituloLocal): Promise<void> {
  await tx.put(table, { ...row, version: (row.version ?? 0) + 1, updated_at: nowIso() });
}

/** A payment history entry on the device, with the id the server is told to use. */
export async function saveHistorico(tx: MutationTx, area: Pick<AreaTitulo, 'alvo'>, alvoId: string, id: string, h: HistoricoEntrada): Promise<void> {
  const now = nowIso();
  await tx.put('pagamentos', {
    id, alvo: area.alvo, alvo_id: alvoId, descricao: h.descricao, valor: h.valor, data: h.data,
    estornado_em: null, motivo_estorno: null, version: 1, created_at: now, updated_at: now,
  });
}

/** The day the device sees, refused here as the server would refuse it (offline too). */
export function recusaDoDia(tipo: 'pagamento' | 'cancelamento', dia: string, rows: readonly TituloLocal[]): MutationOutcome | null {
  for (const row of rows) {
    // A payment day: never after the device's today, never before the row's date, the row named (decision 392).
    const motivo = tipo === 'pagamento' ? motivoDiaPagamento(dia, todayISO(), row) : motivoDataAcao(tipo, dia, dia, row.data);
    if (motivo) return recusa(motivo, tipo === 'pagamento' ? 'data_pagamento' : 'data_cancelamento');
  }
  return null;
}

function pagarTitulos(area: AreaTitulo) {
  return async (input: readonly string[], diaDado?: string): Promise<MutationOutcome> => {
    const ids = lower(input);
    if (ids.length === 0) return recusa(msg.comum.selecioneRegistro);
    const rows = await localRows(area.table, ids);
    const found = rows.filter((row): row is TituloLocal => row !== undefined);
    if (found.length !== ids.length) return recusa(msg.lista.registroNaoEncontrado);
    const motivo = found.map((row) => motivoNaoPagar(row)).find(Boolean);
    if (motivo) return recusa(motivo);
    // The device's day travels with the change: synced on Monday, a Friday payment stays Friday's.
    const dia = diaDado ?? todayISO();
    const diaRecusado = recusaDoDia('pagamento', dia, found.filter((row) => row.status === 'Pagar'));
    if (diaRecusado) return diaRecusado;
    // One history id per row: the server uses the ones of rows that leave an entry.
    const historicoIds = Object.fromEntries(ids.map((id) => [id, uuidv7()]));
    return mutate({
      mutacao: area.mutacoes.pagar,
      input: { ids, data_pagamento: dia, versions: versoesDe(found), historico_ids: historicoIds },
      toBody: (p) => ({ ids: p.ids, data_pagamento: p.data_pagamento, versions: p.versions, historico_ids: p.historico_ids }),
      touches: (p) => p.ids.map((id) => ({ table: area.table, id })),
      apply: async (tx, p) => {
        for (const id of p.ids) {
          const row = await tx.get<TituloLocal>(area.table, id);
          const result = row ? pagar(row, p.data_pagamento ?? dia) : null;
          if (!row || !result?.ok || result.value.row === row) continue;
          await saveRow(tx, area.table, result.value.row);
          const historicoId = p.historico_ids[id];
          if (result.value.historico && historicoId) await saveHistorico(tx, area, id, historicoId, result.value.historico);
        }
      },
      describe: (p) => String(p.ids.length),
    });
  };
}

function informarTitulo(area: AreaTitulo) {
  return async (input: unknown): Promise<MutationOutcome> => {
    const parsed = validate(InformarPagamentoSchema, input);
    if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
    const [row] = await localRows(area.table, [parsed.value.id]);
    if (!row) return recusa(msg.lista.registroNaoEncontrado, 'id');
    // The chosen Data do pagamento (today when none; decision 392).
    const dia = parsed.value.data_pagamento ?? todayISO();
    const check = informarPagamento(row, parsed.value.valor, dia);
    // Status refusals concern the row (toast); the others concern the typed value (field).
    if (!check.ok) return recusa(check.message, motivoNaoInformar(row) ? 'id' : 'valor');
    const diaRecusado = recusaDoDia('pagamento', dia, [row]);
    if (diaRecusado) return diaRecusado;
    return mutate({
      mutacao: area.mutacoes.informar,
      // The typed input again (mutate parses it once more: parsed cents would be read as reais).
      input: { ...(input as Record<string, unknown>), version: row.version, data_pagamento: dia, historico_id: uuidv7() },
      toBody: (p) => ({
        id: p.id, valor: toDecimal(p.valor), version: p.version, data_pagamento: p.data_pagamento, historico_id: p.historico_id,
      }),
      touches: (p) => [{ table: area.table, id: p.id }],
      apply: async (tx, p) => {
        const current = await tx.get<TituloLocal>(area.table, p.id);
        const result = current ? informarPagamento(current, p.valor, p.data_pagamento ?? dia) : null;
        if (!result?.ok) return;
        await saveRow(tx, area.table, result.value.row);
        if (result.value.historico && p.historico_id) await saveHistorico(tx, area, p.id, p.historico_id, result.value.historico);
      },
      describe: (p) => toDecimal(p.valor),
    });
  };
}

function cancelarGrupos(area: AreaTitulo) {
  return async (input: readonly string[]): Promise<MutationOutcome> => {
    const titulos = lower(input);
    if (titulos.length === 0) return recusa(msg.comum.selecioneRegistro, 'id_titulos');
    const rows = await rowsOfTitulos(area.table, titulos);
    if (new Set(rows.map((row) => row.id_titulo)).size !== titulos.length) {
      return recusa(msg.comum.registroNaoEncontrado, 'id_titulos');
    }
    const dia = todayISO();
    const diaRecusado = recusaDoDia('cancelamento', dia, rows.filter((row) => row.status === 'Pagar'));
    if (diaRecusado) return diaRecusado;
    return mutate({
      mutacao: area.mutacoes.cancelar,
      input: { id_titulos: titulos, data_cancelamento: dia, versions: versoesDe(rows) },
      toBody: (p) => ({ id_titulos: p.id_titulos, data_cancelamento: p.data_cancelamento, versions: p.versions }),
      touches: () => [],
      // A group created on this device must reach the server before its cancellation.
      dependsOnIds: () => rows.map((row) => row.id),
      apply: async (tx, p) => {
        for (const titulo of p.id_titulos) {
          const group = await tx.where<TituloLocal>(area.table, 'id_titulo', titulo);
          for (const row of cancelarTitulos(group, [titulo], p.data_cancelamento ?? dia)) await saveRow(tx, area.table, row);
        }
      },
      describe: (p) => String(p.id_titulos.length),
    });
  };
}

function deletarGrupos(area: AreaTitulo) {
  return async (input: readonly string[]): Promise<MutationOutcome> => {
    const titulos = lower(input);
    if (titulos.length === 0) return recusa(msg.comum.selecioneRegistro, 'id_titulo');
    const rows = await rowsOfTitulos(area.table, titulos);
    return mutate({
      mutacao: area.mutacoes.deletar,
      input: { id_titulo: titulos },
      toBody: (p) => ({ id_titulo: p.id_titulo }),
      touches: () => rows.map((row) => ({ table: area.table, id: row.id })),
      apply: async (tx, p) => {
        for (const titulo of p.id_titulo) {
          // Parcelas with payment history stay, as on the server (decision 394).
          for (const row of excluiveisDosGrupos(await tx.where<TituloLocal>(area.table, 'id_titulo', titulo), [titulo])) {
            await tx.delete(area.table, row.id);
            // The server deletes the group's payment history with it.
            for (const h of await tx.where('pagamentos', 'alvo_id', row.id)) {
              if (h.alvo === area.alvo) await tx.delete('pagamentos', h.id);
            }
          }
        }
      },
      describe: (p) => String(p.id_titulo.length),
    });
  };
}

export function criarAcoesTitulo(area: AreaTitulo): AcoesTitulo {
  return {
    pagar: pagarTitulos(area),
    informar: informarTitulo(area),
    cancelar: cancelarGrupos(area),
    deletar: deletarGrupos(area),
  };
}
