/* Field pairs both creation forms show, each control enabled only when its rule allows:
   Status with Data Pagamento, Tipo with Data vencimento, Método with N-Parcelas. */
import type { KeyboardEvent } from 'react';
import { msg } from '../../domain/messages.ts';
import { CAMPOS_TITULO } from '../../domain/messages-campos.ts';
import { MAX_PARCELAS, MIN_PARCELAS, STATUS_CRIACAO } from '../../domain/titulo.ts';
import { METODOS, TIPOS_VENCIMENTO } from '../../domain/listas.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import type { FieldErrors } from '../../ui/use-form-errors.ts';
import type { TituloForm } from './titulo-form-rules.ts';

export type OnTituloChange = <K extends keyof TituloForm>(key: K, value: TituloForm[K]) => void;

interface PairProps {
  form: TituloForm;
  errors: FieldErrors;
  onChange: OnTituloChange;
}

const opts = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const STATUS = opts(STATUS_CRIACAO);
const TIPOS = opts(TIPOS_VENCIMENTO);
const METODO = opts(METODOS);
const PARCELAS = opts(Array.from({ length: MAX_PARCELAS - MIN_PARCELAS + 1 }, (_, i) => String(i + MIN_PARCELAS)));

export function StatusFields({ form, errors, onChange }: PairProps) {
  return (
    <>
      <Field label="Status" error={errors.status}>
        <Select value={form.status} options={STATUS} placeholder="Selecione" onChange={(v) => onChange('status', v as TituloForm['status'])} />
      </Field>
      <Field label={CAMPOS_TITULO.dataPagamento} error={errors.data_pagamento}>
        <DateInput value={form.data_pagamento} disabled={form.status !== 'Pago'} onChange={(v) => onChange('data_pagamento', v)} />
      </Field>
    </>
  );
}

export function VencimentoFields({ form, errors, onChange, locked = false }: PairProps & { locked?: boolean }) {
  const hint = locked ? msg.lancamento.vencimentoDoCartao : undefined;
  return (
    <>
      <Field label="Tipo" error={errors.tipo}>
        <Select value={form.tipo} options={TIPOS} placeholder="Selecione" disabled={locked} title={hint}
          onChange={(v) => onChange('tipo', v as TituloForm['tipo'])} />
      </Field>
      <Field label="Data vencimento" error={errors.vencimento}>
        <DateInput value={form.vencimento} disabled={locked || form.tipo !== 'Com Vencimento'} title={hint}
          onChange={(v) => onChange('vencimento', v)} />
      </Field>
    </>
  );
}

export function MetodoFields({ form, errors, onChange }: PairProps) {
  return (
    <>
      <Field label={CAMPOS_TITULO.metodo} error={errors.metodo}>
        <Select value={form.metodo} options={METODO} placeholder="Selecione" onChange={(v) => onChange('metodo', v as TituloForm['metodo'])} />
      </Field>
      <Field label="N-Parcelas" error={errors.parcela}>
        <Select value={form.parcela} options={PARCELAS} placeholder="Selecione" disabled={form.metodo !== 'Parcelado'}
          onChange={(v) => onChange('parcela', v)} />
      </Field>
    </>
  );
}

/** SPEC §2: Enter submits the form, except in the textarea (and on buttons, which act themselves). */
export function submitOnEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement || target.getAttribute('role') === 'switch') return;
  event.preventDefault();
  target.closest('form')?.requestSubmit();
}
