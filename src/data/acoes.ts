/* Ações (issue 19): trades written through the one mutation path (offline, queued, idempotent;
   the position check answered offline too), the quotations typed by hand (kept on this device
   only), and the DARF payable the Relatório generates through the normal posting mutation. */
import { useLiveQuery } from 'dexie-react-hooks';
import { calcularCarteira } from '../domain/acoes-posicoes.ts';
import { idsDarf } from '../domain/acoes-apuracao.ts';
import { NovaOperacaoSchema } from '../domain/acoes-validacao.ts';
import type { Apuracao } from '../domain/acoes-apuracao.ts';
import type { Operacao } from '../domain/acoes-validacao.ts';
import { todayISO, formatDateBR } from '../domain/dates.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { formatBRL, toDecimal } from '../domain/money.ts';
import { validate } from '../domain/validation.ts';
import { currentDb } from './db.ts';
import { localRow, nowIso, withClientId } from './entity-helpers.ts';
import { cadastrarLancamento } from './lancamentos.ts';
import { readCollection, useCollection } from './live.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

/** A stored trade as the lists read it (money in cents, the broker's name joined). */
export interface OperacaoLocal extends Operacao {
  corretora?: string | null;
  version?: number;
  created_at?: string;
}

export function useOperacoes() {
  return useCollection('operacoes');
}

/** cadastrarOperacao with a client id; a sale larger than the position is refused offline too. */
export async function cadastrarOperacao(input: unknown): Promise<MutationOutcome> {
  const comId = withClientId(input) as Record<string, unknown>;
  const pre = validate(NovaOperacaoSchema, comId);
  if (pre.ok) {
    const nova = { ...pre.value, id: String(comId.id) };
    const doTicker = (await readCollection('operacoes')).filter((o) => o.ticker === nova.ticker);
    const { erro } = calcularCarteira([...doTicker, nova]);
    if (erro) return { kind: 'invalid', message: erro.message, errors: { quantidade: [erro.message] } };
  }
  return mutate({
    mutacao: MUTACOES.cadastrarOperacao,
    input: comId,
    toBody: (o) => ({
      id: o.id, data: o.data, ticker: o.ticker, tipo: o.tipo, quantidade: o.quantidade, preco: toDecimal(o.preco),
      custos: toDecimal(o.custos), irrf: toDecimal(o.irrf), modalidade: o.modalidade, classe: o.classe,
      corretora_id: o.corretora_id, nota: o.nota, comprovante_id: o.comprovante_id,
    }),
    touches: (o) => [{ table: 'operacoes', id: o.id! }],
    apply: async (tx, o) => {
      // The broker's name as the server joins it (null without a broker), so the list shows it at once.
      const corretora = o.corretora_id ? await tx.get('bancos', o.corretora_id) : undefined;
      await tx.put('operacoes', {
        ...o, id: o.id!, corretora: typeof corretora?.banco === 'string' ? corretora.banco : null, version: 1, created_at: nowIso(), updated_at: nowIso(),
      });
    },
    describe: (o) => `${o.tipo} ${o.quantidade} ${o.ticker} ${formatDateBR(o.data)}`,
  });
}

export async function deletarOperacoes(ids: string[]): Promise<MutationOutcome> {
  const lower = ids.map((id) => id.toLowerCase());
  const todas = await readCollection('operacoes');
  const fora = new Set(lower);
  const { erro } = calcularCarteira(todas.filter((o) => !fora.has(o.id)));
  if (erro) {
    const message = msg.acoes.exclusaoQuebraVenda(erro.ticker);
    return { kind: 'invalid', message, errors: { ids: [message] } };
  }
  const nomes = todas.filter((o) => fora.has(o.id)).map((o) => `${o.tipo} ${o.ticker}`).join(', ');
  return mutate({
    mutacao: MUTACOES.deletarOperacoes,
    input: { ids: lower },
    toBody: (f) => ({ ids: f.ids }),
    touches: (f) => f.ids.map((id) => ({ table: 'operacoes' as const, id })),
    apply: async (tx, f) => {
      for (const id of f.ids) await tx.delete('operacoes', id);
    },
    describe: () => nomes,
  });
}

/** The quotations typed on Posições, by ticker (cents per share); this device only. */
export function useCotacoes(): ReadonlyMap<string, number> {
  const db = currentDb();
  const rows = useLiveQuery(async (): Promise<{ ticker: string; cotacao: number }[]> => (db ? db.cotacoes.toArray() : []), [db]);
  return new Map((rows ?? []).map((r) => [r.ticker, r.cotacao]));
}

export async function salvarCotacao(ticker: string, cotacao: number | null): Promise<void> {
  const db = currentDb();
  if (!db) return;
  if (cotacao === null) await db.cotacoes.delete(ticker);
  else await db.cotacoes.put({ ticker, cotacao, em: nowIso() });
}

/**
 * 'Gerar lançamento': the month's DARF 6015 as a payable due on its due date (decision 253), with
 * the month's fixed ids (decision 316): a second press on this device is refused here, a second
 * device's copy is refused by the server's key (409) and both end with the one payable.
 */
export async function gerarLancamentoDarf(apuracao: Apuracao, bancoId: string): Promise<MutationOutcome> {
  const hoje = todayISO();
  const ids = idsDarf(apuracao.mes);
  if (await localRow('lancamentos', ids.ids[0])) {
    const message = msg.acoes.darfJaGerado(apuracao.mes);
    return { kind: 'invalid', message, errors: {} };
  }
  return cadastrarLancamento({
    ...ids,
    descricao: msg.acoes.descricaoDarf(apuracao.mes),
    status: 'Pagar',
    valor: toDecimal(apuracao.darf_a_pagar),
    data: hoje < apuracao.vencimento ? hoje : apuracao.vencimento,
    tipo: 'Com Vencimento',
    vencimento: apuracao.vencimento,
    metodo: 'À vista',
    pagamento: 'Boleto',
    banco: bancoId,
    tipo_lancamento: 'Pagamento',
    observacao: `Código de receita 6015. Apuração ${apuracao.mes}: ${formatBRL(apuracao.darf_a_pagar)}.`,
  });
}
