// POST /api/lote (decision 120): several outbox writes in one request and one database
// transaction. Shared by the server (what it accepts) and the drain (what it may put in a batch).

import * as v from 'valibot';
import { msg } from './messages.ts';
import { MUTACOES } from './mutacoes.ts';
import type { Mutacao } from './mutacao.ts';
import { MAX_PEDIDOS_LOTE } from './envio.ts';


export type MetodoLote = 'POST' | 'PUT' | 'DELETE';

/*
 * The writes a batch may carry: the definitions marked `lote` (domain/mutacoes.ts), each running
 * only through runMutation's transaction. Left out on purpose: uploads and the routes that add
 * or remove files (their files change outside the transaction), login/logout, the filters
 * (reads on their own transaction, which would wait forever for the batch's on PGlite) and
 * /api/lote itself.
 */
export const ROTAS_EM_LOTE: readonly (readonly [MetodoLote, string])[] = (Object.values(MUTACOES) as Mutacao[])
  .filter((m) => m.lote)
  .map((m) => [m.method, m.path] as const);

const UUID_SEGMENT = '[0-9A-Fa-f-]{1,64}';
const PADROES = ROTAS_EM_LOTE.map(([metodo, rota]) => ({
  metodo,
  padrao: new RegExp(`^${rota.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, UUID_SEGMENT)}$`),
}));

/** Whether a write to `caminho` may travel inside a batch (no query string, no other route). */
export function podeIrEmLote(metodo: string, caminho: string): boolean {
  return PADROES.some((r) => r.metodo === metodo && r.padrao.test(caminho));
}

const PedidoSchema = v.object({
  /** The entry's Idempotency-Key; runMutation checks its form as it does for a single request. */
  chave: v.pipe(v.string(msg.lote.pedidoInvalido), v.minLength(1, msg.lote.pedidoInvalido), v.maxLength(200, msg.lote.pedidoInvalido)),
  metodo: v.picklist(['POST', 'PUT', 'DELETE'], msg.lote.pedidoInvalido),
  caminho: v.pipe(v.string(msg.lote.pedidoInvalido), v.maxLength(300, msg.lote.pedidoInvalido)),
  // A JSON object, as the outbox's bodies are (an array is refused, not read as an empty form).
  /** When the device made the change (decision 230): the entry's x-fluxo-acao-em header. */
  acao_em: v.optional(v.pipe(v.string(msg.lote.pedidoInvalido), v.maxLength(40, msg.lote.pedidoInvalido))),
  corpo: v.optional(v.nullable(v.pipe(
    v.unknown(),
    v.check((corpo) => typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo), msg.lote.pedidoInvalido),
    v.transform((corpo) => corpo as Record<string, unknown>),
  )), null),
}, msg.lote.pedidoInvalido);

export const LoteSchema = v.object({
  pedidos: v.pipe(
    v.array(PedidoSchema, msg.lote.pedidosAusentes),
    v.minLength(1, msg.lote.pedidosAusentes),
    v.maxLength(MAX_PEDIDOS_LOTE, msg.lote.pedidosDemais(MAX_PEDIDOS_LOTE)),
    v.check((pedidos) => pedidos.every((p) => podeIrEmLote(p.metodo, p.caminho)), msg.lote.rotaForaDoLote),
  ),
}, msg.lote.pedidosAusentes);
export type PedidoLote = v.InferOutput<typeof PedidoSchema>;

/** One processed entry: what the same request alone would have answered. */
export interface RespostaLote {
  chave: string;
  status: number;
  corpo: unknown;
  /** The entry's key was already applied: the stored answer (header Idempotent-Replayed). */
  repetida: boolean;
}

/**
 * 200 answer of a batch: `respostas` in the order sent, up to and including the first one
 * outside 2xx; `naoProcessados` are the keys after it, untouched (send them again).
 */
export interface RespostaLoteBody {
  respostas: RespostaLote[];
  naoProcessados: string[];
}
