// The day of a user's action (pay, inform a payment, cancel, pay an invoice) and the row versions
// it was based on. Both travel in the request: a payment made offline on Friday and synced on
// Monday is Friday's (issue 12), and a change based on an older row is refused (decision 040).

import * as v from 'valibot';
import { isUUID, parseInteger } from './coerce.ts';
import { addDays } from './dates.ts';
import { msg } from './messages.ts';
import { field } from './validation.ts';

/**
 * Days a device's date may run ahead of the server's São Paulo day: a device in another time
 * zone (or a clock a little fast) is not refused, a date typed a week ahead is.
 */
export const TOLERANCIA_DIAS_FUTURO = 1;

export type TipoAcao = 'pagamento' | 'cancelamento';

/** Why the server refuses this action day; null when it is accepted. `data` is the posting's. */
export function motivoDataAcao(tipo: TipoAcao, dia: string, hoje: string, data: string | null = null): string | null {
  if (dia > addDays(hoje, TOLERANCIA_DIAS_FUTURO)) {
    return tipo === 'pagamento' ? msg.pagamento.dataFutura : msg.acao.cancelamentoFuturo;
  }
  if (data !== null && dia < data) {
    return tipo === 'pagamento' ? msg.acao.pagamentoAntesDoLancamento : msg.acao.cancelamentoAntesDoLancamento;
  }
  return null;
}

/** An object sent as JSON, or its JSON text from a form field; null when blank, undefined when unreadable. */
function readObject(value: unknown): Record<string, unknown> | null | undefined {
  let parsed = value;
  if (parsed === undefined || parsed === null || parsed === '') return null;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed) as unknown;
    } catch {
      return undefined;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

/** A `{<row id>: T}` map (ids lowercased); each value read by `read` (null: refused). */
function idMapInput<T>(read: (value: unknown) => T | null, message: string) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): Record<string, T> => {
      const record = readObject(dataset.value);
      if (record === undefined) {
        addIssue({ message });
        return NEVER;
      }
      const out: Record<string, T> = {};
      for (const [id, raw] of Object.entries(record ?? {})) {
        const value = read(raw);
        if (!isUUID(id) || value === null) {
          addIssue({ message });
          return NEVER;
        }
        out[id.toLowerCase()] = value;
      }
      return out;
    }),
  );
}

function readVersion(value: unknown): number | null {
  const version = parseInteger(value);
  return version !== null && version >= 0 ? version : null;
}

/** `versions: {<row id>: <version>}`: the row versions a change was based on (optional, {} when absent). */
export function versionsInput() {
  return idMapInput(readVersion, msg.acao.versoesInvalidas);
}

/** `{<row id>: <new id>}`: ids the client chose for rows a request creates (history entries). */
export function novosIdsInput() {
  return idMapInput((value) => (isUUID(value) ? value.toLowerCase() : null), msg.comum.dadosInvalidos);
}

/**
 * The one stale-edit rule (decisions 031 and 040): a change based on `baseada` is stale when the
 * row has moved on since (`atual` is newer). Without a base version (older clients) it is not.
 */
export function edicaoVencida(baseada: number | null | undefined, atual: number): boolean {
  return baseada !== null && baseada !== undefined && baseada < atual;
}

/** The ids whose current version is newer than the one the change was based on. */
export function versoesVencidas(rows: readonly { id: string; version: number }[], versions: Readonly<Record<string, number>>): string[] {
  return rows.filter((row) => edicaoVencida(versions[row.id], row.version)).map((row) => row.id);
}

/** The versions of local rows, as a change based on them sends. */
export function versoesDe(rows: readonly { id: string; version?: number | null }[]): Record<string, number> {
  return Object.fromEntries(rows.filter((r) => typeof r.version === 'number').map((r) => [r.id, r.version as number]));
}
