// The shape of one write's definition (see mutacoes.ts). Kept apart so that each area's file
// (mutacoes-<area>.ts) can define its writes and mutacoes.ts can gather them without a cycle.

import type * as v from 'valibot';

export type MetodoMutacao = 'POST' | 'PUT';

export interface Mutacao<S extends v.GenericSchema = v.GenericSchema> {
  method: MetodoMutacao;
  /** The route as the server registers it (`:id` marks a path parameter). */
  path: string;
  schema: S;
  /** May travel inside POST /api/lote: JSON only, and all its work inside the one transaction. */
  lote: boolean;
  /** The action's name on the Sincronização screen. */
  rotulo: string;
  /** Shown when the server's answer carries no message of its own. */
  sucesso: string;
  erro: string;
  /** The change log's action (auditoria.ts ACOES), when its name does not say it (decision 230). */
  acao?: string;
}

export function definir<S extends v.GenericSchema>(m: Mutacao<S>): Mutacao<S> {
  return m;
}

/** The request path of a definition, with its `:param`s filled in (encoded); a missing one is a bug. */
export function caminho(m: Pick<Mutacao, 'path'>, params: Readonly<Record<string, string>> = {}): string {
  return m.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`caminho: ${m.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * What a write gives back to the screen that made it (the data layer's `mutate`, shown by
 * `src/ui/outcome.ts`): sent and answered, kept on the device to be sent, refused by the server,
 * or refused here before anything was saved.
 */
export type MutationOutcome =
  | { kind: 'synced'; message: string; response: unknown }
  | { kind: 'queued'; message: string }
  /** `entrada`: the refused outbox entry (it stays in Sincronização until retried or discarded). */
  | { kind: 'rejected'; message: string; status: number; errors?: Readonly<Record<string, readonly string[]>>; entrada?: string }
  | { kind: 'invalid'; message: string; errors: Readonly<Record<string, readonly string[]>> };
