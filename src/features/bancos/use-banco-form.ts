/* The Cadastrar Banco form's state and live rules (SPEC §4–5): the card switch waits for a name;
   no card clears credit, debit and due day; no credit clears the due day. */
import { useState } from 'react';
import type { CartaoForm } from '../../domain/banco.ts';
import { normalizarCartao } from '../../domain/banco.ts';

export interface BancoForm extends CartaoForm {
  banco: string;
}

export const EMPTY_BANCO: BancoForm = { banco: '', possui_cartao: false, credito: false, debito: false, vencimento: null };

/** Field errors each change clears: a card change can remove the due-day and card-type messages. */
const CLEARS: Record<keyof BancoForm, readonly string[]> = {
  banco: ['banco'],
  possui_cartao: ['credito', 'vencimento'],
  credito: ['credito', 'vencimento'],
  debito: ['credito'],
  vencimento: ['vencimento'],
};

export function useBancoForm(onCleared: (field: string) => void) {
  const [form, setForm] = useState<BancoForm>(EMPTY_BANCO);

  function change<K extends keyof BancoForm>(key: K, value: BancoForm[K]) {
    setForm((current) => normalizarCartao({ ...current, [key]: value }));
    CLEARS[key].forEach(onCleared);
  }

  return { form, change, reset: () => setForm(EMPTY_BANCO), cardEnabled: form.banco.trim() !== '' };
}
