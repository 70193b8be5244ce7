/* The saldo of each bank on a day (issue 32, PRODUCT "Contas bancárias e saldos", decision 402).
   saldo = saldo_inicial + what came in − what went out, each movement on its own day, from the
   bank's data_saldo_inicial to the day asked:
   - payables paid from the bank, by their dated payment history (a partial payment on its day,
     an estornado one not at all: `realizados`, decision 390);
   - receivables that name the bank, the same way;
   - a card purchase (pagamento Crédito) never: its fatura leaves the bank when the fatura is paid;
   - transferências: out of `de`, into `para`.
   Pure: the device computes it offline on its rows, the server on the database's, with this code. */
import { historicoPorTitulo, realizados } from './relatorio-base.ts';
import type { HistoricoPorTitulo, LancamentoRelatorio, PagamentoRelatorio, TituloRelatorio } from './relatorio-base.ts';
import * as v from 'valibot';
import { msg } from './messages.ts';
import { toDecimal } from './money.ts';
import { optionalReadInput } from './validation.ts';
import { isISODate } from './dates.ts';

export interface BancoSaldo {
  id: string;
  banco: string;
  /** Cents; the balance at the start of `data_saldo_inicial` (before that day's movements). */
  saldo_inicial: number;
  /** ISO date; null: the bank has no opening balance, every dated movement counts. */
  data_saldo_inicial: string | null;
}

export interface RecebivelSaldo extends TituloRelatorio {
  /** Where the money lands; null: no bank, so no bank's saldo. */
  banco_id?: string | null;
}

export interface FaturaSaldo {
  banco_id: string;
  valor: number;
  status: string;
  data_pagamento: string | null;
}

export interface TransferenciaSaldo {
  de: string;
  para: string;
  /** Cents, > 0. */
  valor: number;
  data: string;
}

/** The payment history indexed by título, per alvo: built once, read by every figure of a screen. */
export interface HistoricoDosTitulos {
  lancamento: HistoricoPorTitulo;
  recebivel: HistoricoPorTitulo;
}

export function historicoDosTitulos(pagamentos: readonly PagamentoRelatorio[] | undefined): HistoricoDosTitulos {
  return { lancamento: historicoPorTitulo(pagamentos, 'lancamento'), recebivel: historicoPorTitulo(pagamentos, 'recebivel') };
}

export interface DadosSaldos {
  bancos: readonly BancoSaldo[];
  lancamentos: readonly LancamentoRelatorio[];
  recebiveis: readonly RecebivelSaldo[];
  faturas: readonly FaturaSaldo[];
  pagamentos: readonly PagamentoRelatorio[];
  transferencias: readonly TransferenciaSaldo[];
  /** `pagamentos` already indexed (historicoDosTitulos), when the caller shares it with other figures. */
  historico?: HistoricoDosTitulos;
}

export interface SaldoBanco {
  banco_id: string;
  banco: string;
  /** Cents. */
  saldo: number;
}

export interface Saldos {
  saldos: SaldoBanco[];
  /** Cents: the sum of every bank's saldo. */
  total: number;
}

/** Card purchases leave the bank through their fatura (PRODUCT), never one by one. */
const PAGAMENTO_CARTAO = 'Crédito';

/** Every bank's saldo at the end of `em` (ISO date), in the order of `dados.bancos`. */
export function saldosEm(dados: DadosSaldos, em: string): Saldos {
  const saldo = new Map<string, number>();
  const inicio = new Map<string, string | null>();
  for (const b of dados.bancos) {
    saldo.set(b.id, b.saldo_inicial);
    inicio.set(b.id, b.data_saldo_inicial);
  }
  const mover = (bancoId: string | null | undefined, data: string, valor: number) => {
    if (!bancoId || data > em) return;
    const atual = saldo.get(bancoId);
    if (atual === undefined) return;
    const desde = inicio.get(bancoId);
    if (desde && data < desde) return;
    saldo.set(bancoId, atual + valor);
  };

  const historico = dados.historico ?? historicoDosTitulos(dados.pagamentos);
  for (const l of dados.lancamentos) {
    if (l.pagamento === PAGAMENTO_CARTAO) continue;
    for (const m of realizados(l, historico.lancamento)) mover(l.banco_id, m.data, -m.valor);
  }
  for (const r of dados.recebiveis) {
    for (const m of realizados(r, historico.recebivel)) mover(r.banco_id, m.data, m.valor);
  }
  for (const f of dados.faturas) {
    if (f.status === 'Pago' && f.data_pagamento) mover(f.banco_id, f.data_pagamento, -f.valor);
  }
  for (const t of dados.transferencias) {
    mover(t.de, t.data, -t.valor);
    mover(t.para, t.data, t.valor);
  }

  let total = 0;
  const saldos = dados.bancos.map((b) => {
    const valor = saldo.get(b.id) ?? 0;
    total += valor;
    return { banco_id: b.id, banco: b.banco, saldo: valor };
  });
  return { saldos, total };
}

/** GET /api/relatorios/saldos?em=YYYY-MM-DD: blank is today in São Paulo (the caller's), anything else 422. */
export const SaldosConsultaSchema = v.object({
  em: optionalReadInput((x) => (typeof x === 'string' && isISODate(x.trim()) ? x.trim() : null), msg.saldos.relatorio.emInvalido),
}, msg.comum.dadosInvalidos);

/** The banks in the order every screen and the route show them: by name, as Bancos lists them. */
export function bancosEmOrdem<B extends { banco: string }>(bancos: readonly B[]): B[] {
  return [...bancos].sort((a, b) => a.banco.localeCompare(b.banco, 'pt-BR'));
}

/** The route's answer: money as dot decimals, like the other reports. */
export function saldosWire(s: Saldos) {
  return {
    saldos: s.saldos.map((x) => ({ banco_id: x.banco_id, banco: x.banco, saldo: toDecimal(x.saldo) })),
    total: toDecimal(s.total),
  };
}
