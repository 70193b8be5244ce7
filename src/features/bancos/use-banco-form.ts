/* The Cadastrar Banco form's state and live rules (SPEC §4–5): the card switch waits for a name;
   no card clears credit, debit and due day; no credit clears the due day. */
import { useState } from 'react';
import type { CartaoForm } from '../../domain/banco.ts';
import { normalizarCartao } from '../../domain/banco.ts';
import { toDecimal } from '../../domain/money.ts';

export interface BancoForm extends CartaoForm {
  banco: string;
  /** Issue 32: cents (null: blank, read as 0) and the ISO date ('' blank). */
  saldo_inicial: number | null;
  data_saldo_inicial: string;
}

export const EMPTY_BANCO: BancoForm = {
  banco: '', possui_cartao: false, credito: false, debito: false, vencimento: null, saldo_inicial: null, data_saldo_inicial: '',
};

/** The opening balance's fields as the schemas read them (money as a wire decimal). */
export function saldoInicialInput(form: Pick<BancoForm, 'saldo_inicial' | 'data_saldo_inicial'>) {
  return { saldo_inicial: form.saldo_inicial === null ? '' : toDecimal(form.saldo_inicial), data_saldo_inicial: form.data_saldo_inicial };
}

/** Field errors each change clears: a card change can remove the due-day and card-type messages. */
const CLEARS: Record<keyof BancoForm, readonly string[]> = {
  banco: ['banco'],
  possui_cartao: ['credito', 'vencimento'],
  credito: ['credito', 'vencimento'],
  debito: ['credito'],
  vencimento: ['vencimento'],
  saldo_inicial: ['saldo_inicial'],
  data_saldo_inicial: ['data_saldo_inicial'],
};

export function useBancoForm(onCleared: (field: string) => void) {
  const [form, setForm] = useState<BancoForm>(EMPTY_BANCO);

  function change<K extends keyof BancoForm>(key: K, value: BancoForm[K]) {
    setForm((current) => normalizarCartao({ ...current, [key]: value }));
    CLEARS[key].forEach(onCleared);
  }

  return { form, change, reset: () => setForm(EMPTY_BANCO), cardEnabled: form.banco.trim() !== '' };
}
