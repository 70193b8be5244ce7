// Banks and their card settings (SPEC §3, §4 bank form, §5 create/edit bank).

import * as v from 'valibot';
import { msg } from './messages.ts';
import { isBlank, parseInteger } from './coerce.ts';
import { balanceInput, boolInput, field, optionalDate, optionalInt, requiredText } from './validation.ts';
import { optionalId } from './id-inputs.ts';
import { crossRules } from './cross-rules.ts';

export interface Banco {
  id: string;
  banco: string;
  status: boolean;
  possui_cartao: boolean;
  credito: boolean;
  debito: boolean;
  /** Card due day 1–31; null without credit. */
  vencimento: number | null;
  /** Issue 32 (decision 402): cents, the balance at the start of `data_saldo_inicial`. */
  saldo_inicial: number;
  /** ISO date; null: every dated movement counts. */
  data_saldo_inicial: string | null;
}

export const DIAS_VENCIMENTO = Array.from({ length: 31 }, (_, i) => i + 1);

export interface CartaoForm {
  possui_cartao: boolean;
  credito: boolean;
  debito: boolean;
  vencimento: number | null;
}

/** The form's live rules: no card clears credit, debit and due day; no credit clears the due day. */
export function normalizarCartao<T extends CartaoForm>(form: T): T {
  const possui = form.possui_cartao;
  const credito = possui && form.credito;
  return {
    ...form,
    credito,
    debito: possui && form.debito,
    vencimento: credito ? form.vencimento : null,
  };
}

/** A due day 1–31 or null; anything else is null, reported only when credit needs it. */
function diaVencimentoInput() {
  return v.pipe(
    field(),
    v.transform((value): number | null => {
      const day = isBlank(value) ? null : parseInteger(value);
      return day !== null && day >= 1 && day <= 31 ? day : null;
    }),
  );
}

/** The opening balance (issue 32): blank is 0 from no date (decision 402). */
const SALDO_INICIAL = {
  saldo_inicial: balanceInput(msg.saldos.saldoInicialInvalido),
  data_saldo_inicial: optionalDate(),
};

const CamposNovoBanco = v.object(
  {
    id: optionalId(),
    banco: requiredText(msg.banco.obrigatorio, 100),
    possui_cartao: boolInput(),
    credito: boolInput(),
    debito: boolInput(),
    vencimento: diaVencimentoInput(),
    ...SALDO_INICIAL,
  },
  msg.comum.dadosInvalidos,
);
type CamposNovoBanco = v.InferOutput<typeof CamposNovoBanco>;

/**
 * cadastrarBanco. Errors come in the form's order: bank, due day, card type (the
 * card-type message is reported on `credito`). Output follows normalizarCartao.
 */
export const NovoBancoSchema = v.pipe(
  CamposNovoBanco,
  crossRules<CamposNovoBanco>([
    {
      field: 'vencimento',
      uses: ['possui_cartao', 'credito'],
      check: (x) => (x.possui_cartao && x.credito && x.vencimento === null ? msg.banco.vencimentoCartao : null),
    },
    {
      field: 'credito',
      uses: ['possui_cartao', 'debito'],
      check: (x) => (x.possui_cartao && !x.credito && !x.debito ? msg.banco.tipoCartao : null),
    },
  ]),
  v.transform((input) => ({ ...normalizarCartao(input), status: true })),
);
export type NovoBanco = v.InferOutput<typeof NovoBancoSchema>;

/**
 * editarBanco: name, status (1/0) and the opening balance; `id` absent creates. Status defaults
 * to Ativo; a form without the opening balance's fields keeps the bank's (an older client).
 */
export const EditarBancoSchema = v.object(
  {
    id: optionalId(),
    banco: requiredText(msg.banco.obrigatorio, 100),
    status: boolInput(true),
    saldo_inicial: v.optional(SALDO_INICIAL.saldo_inicial),
    data_saldo_inicial: v.optional(SALDO_INICIAL.data_saldo_inicial),
    version: optionalInt({ min: 0 }),
  },
  msg.comum.dadosInvalidos,
);
export type EditarBanco = v.InferOutput<typeof EditarBancoSchema>;

/** Fields list search covers. */
export function chaveBuscaBanco(row: Pick<Banco, 'banco'>): string[] {
  return [row.banco];
}

/**
 * The collections whose rows name a bank, and the field that names it: a bank any of them uses
 * cannot be deleted (a table may name it in more than one field). One list for the device's check and the server's (a new entity with a bank
 * adds its name here; tests/data/bancos-em-uso.test.ts compares it with the schema's foreign keys).
 */
export const TABELAS_COM_BANCO = {
  lancamentos: ['banco_id'], faturas: ['banco_id'], entradas: ['banco_id'], investimentos: ['banco_id'],
  fundos: ['banco_id'], extratos: ['banco_id'], operacoes: ['corretora_id'],
  // Issue 32: a receivable's bank, and both sides of a transferência.
  recebiveis: ['banco_id'], transferencias: ['de', 'para'],
  // Issue 34: a recorrência's bank.
  recorrencias: ['banco_id'],
} as const satisfies Record<string, readonly string[]>;
export type TabelaComBanco = keyof typeof TABELAS_COM_BANCO;
