/* Entradas e Reservas writes (SPEC §7): create, report a yield, inactivate or delete. The yield
   and batch flows are shared with investments (investimentos.ts): the same domain rules as the
   server (aplicarRendimento, inativar), and the history entry is written locally with the id the
   server is told to use (`movimentacao_id`), so a later pull never shows it twice. */
import { uuidv7 } from 'uuidv7';
import { todayISO } from '../domain/dates.ts';
import { criarEntrada } from '../domain/entrada.ts';
import type { TipoAcaoLote } from '../domain/lote.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { formatBRL, toDecimal } from '../domain/money.ts';
import { aplicarRendimento, inativar, InformeRendimentoSchema } from '../domain/rendimento.ts';
import { validate } from '../domain/validation.ts';
import { localRow, nowIso, withClientId } from './entity-helpers.ts';
import { useHistoricoDe } from './consultas.ts';
import type { EntradaHistorico } from './consultas.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import type { MutationTx } from './mutation-tx.ts';

/** Where a yield or batch action of entries or investments goes. */
export interface AlvoRendimento {
  table: 'entradas' | 'investimentos';
  alvo: 'entrada' | 'investimento';
  mutacoes: { informe: typeof MUTACOES.informarRendimentoEntrada; lote: typeof MUTACOES.acaoEntradas };
}

export const ENTRADAS: AlvoRendimento = {
  table: 'entradas', alvo: 'entrada',
  mutacoes: { informe: MUTACOES.informarRendimentoEntrada, lote: MUTACOES.acaoEntradas },
};

/** A Histórico de Movimentações entry as kept locally (money in cents, negative when subtracted). */
export type Movimentacao = EntradaHistorico;

type Saldo = { id: string; status: string; valor_final: number; version?: number; descricao?: string; [k: string]: unknown };

function refused(message: string, field: string): MutationOutcome {
  return { kind: 'invalid', message, errors: { [field]: [message] } };
}

/** cadastrarEntrada with a client id. */
export function cadastrarEntrada(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarEntrada,
    input: withClientId(input),
    toBody: (e) => ({ id: e.id, descricao: e.descricao, valor: toDecimal(e.valor), data: e.data, tipo: e.tipo, observacao: e.observacao ?? '' }),
    touches: (e) => [{ table: 'entradas', id: e.id! }],
    apply: async (tx, e) => {
      const now = nowIso();
      await tx.put('entradas', { ...criarEntrada(e), created_at: now, updated_at: now });
    },
    describe: (e) => e.descricao,
  });
}

/**
 * 'Informe o rendimento': adds or subtracts on Valor Atual and records the history entry. The
 * change is relative, so no version is sent: yields made offline compose with others'.
 */
export async function informarRendimento(cfg: AlvoRendimento, input: unknown): Promise<MutationOutcome> {
  const checked = validate(InformeRendimentoSchema, input);
  let label = '';
  if (checked.ok) {
    const row = await localRow<Saldo>(cfg.table, checked.value.id);
    if (!row) return refused(msg.lista.registroNaoEncontrado, 'id');
    const result = aplicarRendimento(row, checked.value.valor, checked.value.operacao, todayISO());
    if (!result.ok) return refused(result.message, 'valor');
    label = `${row.descricao ?? ''} (${formatBRL(result.value.historico.valor)})`;
  }
  const movimentacaoId = uuidv7();
  return mutate({
    mutacao: cfg.mutacoes.informe,
    input,
    toBody: (r) => ({ valor: toDecimal(r.valor), id: r.id, operacao: r.operacao, movimentacao_id: movimentacaoId }),
    touches: (r) => [{ table: cfg.table, id: r.id }, { table: 'movimentacoes', id: movimentacaoId }],
    apply: async (tx, r) => {
      const row = await tx.get<Saldo>(cfg.table, r.id);
      if (!row) return;
      const result = aplicarRendimento(row, r.valor, r.operacao, todayISO());
      if (!result.ok) return;
      const now = nowIso();
      await tx.update(cfg.table, r.id, { valor_final: result.value.row.valor_final, version: (row.version ?? 0) + 1, updated_at: now });
      await tx.put('movimentacoes', {
        id: movimentacaoId, alvo: cfg.alvo, alvo_id: r.id, ...result.value.historico, created_at: now, updated_at: now, version: 1,
      });
    },
    describe: () => label,
  });
}

async function removeHistory(tx: MutationTx, id: string): Promise<void> {
  for (const mov of await tx.where('movimentacoes', 'alvo_id', id)) await tx.delete('movimentacoes', mov.id);
}

/** Inactivate (only Ativo rows, checked here first) or delete, with their history. */
export async function acaoLote(cfg: AlvoRendimento, ids: readonly string[], tipo: TipoAcaoLote): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  if (tipo === 'inativar') {
    for (const id of lower) {
      const row = await localRow<Saldo>(cfg.table, id);
      if (!row) return refused(msg.lista.registroNaoEncontrado, 'ids');
      const result = inativar(row);
      if (!result.ok) return refused(result.message, 'ids');
    }
  }
  return mutate({
    mutacao: cfg.mutacoes.lote,
    input: { ids: lower, tipo },
    toBody: (l) => ({ ids: l.ids, tipo: l.tipo }),
    touches: (l) => l.ids.map((id) => ({ table: cfg.table, id })),
    apply: async (tx, l) => {
      for (const id of l.ids) {
        if (l.tipo === 'deletar') {
          await removeHistory(tx, id);
          await tx.delete(cfg.table, id);
          continue;
        }
        const row = await tx.get<Saldo>(cfg.table, id);
        if (!row || !inativar(row).ok) continue;
        await tx.update(cfg.table, id, { status: 'Inativo', version: (row.version ?? 0) + 1, updated_at: nowIso() });
      }
    },
    describe: (l) => String(l.ids.length),
  });
}

export function informarRendimentoEntrada(input: unknown): Promise<MutationOutcome> {
  return informarRendimento(ENTRADAS, input);
}

export function inativarEntradas(ids: readonly string[]): Promise<MutationOutcome> {
  return acaoLote(ENTRADAS, ids, 'inativar');
}

export function deletarEntradas(ids: readonly string[]): Promise<MutationOutcome> {
  return acaoLote(ENTRADAS, ids, 'deletar');
}

/** Histórico de Movimentações of one entry or investment, oldest first (as the server lists it), from the local copy. */
export function useHistorico(alvoId: string | null): { rows: readonly Movimentacao[]; ready: boolean } {
  return useHistoricoDe('movimentacoes', alvoId);
}
