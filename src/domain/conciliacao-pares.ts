// Conciliar's pairs (issue 32, decision 410): what the device sends and the server checks before
// paying and linking in one transaction — the pair's shape, a line or título used twice, and the
// amount the line must carry. The proposals that lead to these pairs are in conciliacao.ts.

import * as v from 'valibot';
import { isUUID } from './coerce.ts';
import { formatDateBR } from './dates.ts';
import { msg } from './messages.ts';
import { formatBRL } from './money.ts';
import { field } from './validation.ts';

export const MAX_PARES = 10_000;

/** One pair of conciliar: a statement line with a payable or a receivable. */
export interface ParConciliacao {
  extrato_id: string;
  lancamento_id: string | null;
  recebivel_id: string | null;
  /** The payment history entry's id, chosen by the device (the server uses it when it pays). */
  historico_id: string | null;
}

/**
 * Why a line cannot be conciliated with this título by amount; null when it can. An open título
 * is paid with what is still owed, so the line must carry exactly that; a título already paid is
 * only linked, and the line must carry its instalment's value. The message names the line.
 */
export function motivoValorPar(
  linha: { data: string; descricao: string; valor: number },
  titulo: { status: string; valor_parcela: number; valor_pago: number },
): string | null {
  const esperado = titulo.status === 'Pago' ? titulo.valor_parcela : titulo.valor_parcela - titulo.valor_pago;
  if (Math.abs(linha.valor) === esperado) return null;
  return msg.extratos.valorDiferenteDaLinha(formatDateBR(linha.data), linha.descricao, formatBRL(Math.abs(linha.valor)), formatBRL(esperado));
}

/** Why these pairs cannot go together: a line or a título twice. */
export function motivoParesRepetidos(pares: readonly ParConciliacao[]): string | null {
  const linhas = new Set(pares.map((p) => p.extrato_id));
  const titulos = new Set(pares.map((p) => p.lancamento_id ?? p.recebivel_id));
  return linhas.size !== pares.length || titulos.size !== pares.length ? msg.extratos.parRepetido : null;
}

function lerPar(raw: unknown): ParConciliacao | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'string' && isUUID(value) ? value.toLowerCase() : null);
  const extrato = id(r.extrato_id);
  const lancamento = r.lancamento_id == null || r.lancamento_id === '' ? null : id(r.lancamento_id);
  const recebivel = r.recebivel_id == null || r.recebivel_id === '' ? null : id(r.recebivel_id);
  const temLancamento = r.lancamento_id != null && r.lancamento_id !== '';
  const temRecebivel = r.recebivel_id != null && r.recebivel_id !== '';
  if (!extrato || temLancamento === temRecebivel) return null;
  if ((temLancamento && !lancamento) || (temRecebivel && !recebivel)) return null;
  const historico = r.historico_id == null || r.historico_id === '' ? null : id(r.historico_id);
  if (r.historico_id != null && r.historico_id !== '' && !historico) return null;
  return { extrato_id: extrato, lancamento_id: lancamento, recebivel_id: recebivel, historico_id: historico };
}

/** conciliar: `pares` as an array or its JSON text. */
export const ConciliarSchema = v.object(
  {
    pares: v.pipe(
      field(),
      v.rawTransform(({ dataset, addIssue, NEVER }): ParConciliacao[] => {
        let value = dataset.value;
        if (typeof value === 'string') {
          try {
            value = JSON.parse(value) as unknown;
          } catch {
            value = null;
          }
        }
        if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PARES) {
          addIssue({ message: msg.extratos.paresObrigatorios });
          return NEVER;
        }
        const pares = value.map(lerPar);
        if (pares.some((p) => p === null)) {
          addIssue({ message: msg.extratos.parInvalido });
          return NEVER;
        }
        return pares as ParConciliacao[];
      }),
    ),
  },
  msg.comum.dadosInvalidos,
);
export type Conciliar = v.InferOutput<typeof ConciliarSchema>;
