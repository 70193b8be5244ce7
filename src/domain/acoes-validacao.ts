// Ações (issue 19, PRODUCT.md "Ações"): what a trade is and how its input is validated (ticker,
// quantities, money in cents). Positions are in acoes-posicoes.ts, the monthly apuração in
// acoes-apuracao.ts; the rules are decisions 250–253.

import * as v from 'valibot';
import { isPregaoB3 } from './calendario.ts';
import { todayISO } from './dates.ts';
import { optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { dateInput, field, intInput, moneyInput, optionalText, readInput } from './validation.ts';
import { parseDecimal, MAX_CENTS } from './money.ts';
import { TIPOS_OPERACAO, MODALIDADES, CLASSES_ACAO } from './listas.ts';
import type { TipoOperacao, Modalidade, ClasseAcao } from './listas.ts';

/** One trade as the client and the server hold it (money in cents). */
export interface Operacao {
  id: string;
  data: string;
  ticker: string;
  tipo: TipoOperacao;
  quantidade: number;
  preco: number;
  custos: number;
  irrf: number;
  modalidade: Modalidade;
  classe: ClasseAcao;
  corretora_id?: string | null;
  nota?: string | null;
  comprovante_id?: string | null;
}

// A B3 ticker: a 4-character root (letters, sometimes a digit as in B3SA3) and the share-type
// number: 3 ON, 4 PN, 5–8 PNA–PND, 11 units and FIIs; BDRs 31–35 and 39. The fractional
// market's trailing F (PETR4F) is the same asset (decision 251).
const TICKER_RE = /^[A-Z][A-Z0-9]{3}(?:[3-8]|11|3[1-59])$/;

/** The ticker as stored: trimmed, upper case, the fractional F dropped; null when not a B3 code. */
export function normalizarTicker(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  let t = valor.trim().toUpperCase();
  if (/^[A-Z][A-Z0-9]{3}\d{1,2}F$/.test(t)) t = t.slice(0, -1);
  return TICKER_RE.test(t) ? t : null;
}

/** An FII trades under the share-type 11 (HGLG11, KNRI11). */
export function tickerServeClasse(ticker: string, classe: ClasseAcao): boolean {
  return classe === 'FII' ? ticker.endsWith('11') : true;
}

/** Zero or a positive amount (costs and IRRF may be zero). */
function centsOuZero() {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return 0;
      const cents = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(raw) : null;
      if (cents === null || cents < 0 || cents > MAX_CENTS) {
        addIssue({ message: cents !== null && cents < 0 ? msg.acoes.naoNegativo : msg.comum.valorInvalido });
        return NEVER;
      }
      return cents;
    }),
  );
}

/** The input of cadastrarOperacao. */
export const NovaOperacaoSchema = v.pipe(
  v.object(
    {
      id: optionalId(),
      data: dateInput(msg.acoes.dataObrigatoria),
      ticker: readInput(normalizarTicker, msg.acoes.tickerObrigatorio, msg.acoes.tickerInvalido),
      tipo: enumInput(TIPOS_OPERACAO, msg.acoes.tipoObrigatorio),
      quantidade: intInput(msg.acoes.quantidadeObrigatoria, { min: 1, max: 1_000_000_000, rangeMessage: msg.acoes.quantidadeInvalida }),
      preco: moneyInput(msg.acoes.precoObrigatorio),
      custos: centsOuZero(),
      irrf: centsOuZero(),
      modalidade: enumInput(MODALIDADES, msg.acoes.modalidadeObrigatoria),
      classe: enumInput(CLASSES_ACAO, msg.acoes.classeObrigatoria),
      corretora_id: optionalId(),
      nota: optionalText(60),
      comprovante_id: optionalId(),
    },
    msg.comum.dadosInvalidos,
  ),
  // The trade date is a B3 session, checked here so the device refuses an offline Saturday or 24/12
  // trade before queueing it, with the server's own words (issue 31).
  v.forward(v.check((o) => o.data <= todayISO(), msg.acoes.dataFutura), ['data']),
  v.forward(v.check((o) => o.data > todayISO() || isPregaoB3(o.data), msg.acoes.diaSemPregao), ['data']),
  v.forward(
    v.check((o) => tickerServeClasse(o.ticker, o.classe), msg.acoes.fiiTicker),
    ['ticker'],
  ),
  v.forward(
    v.check((o) => o.preco * o.quantidade <= MAX_CENTS, msg.comum.valorAcimaLimite),
    ['quantidade'],
  ),
);
export type NovaOperacao = v.InferOutput<typeof NovaOperacaoSchema>;
