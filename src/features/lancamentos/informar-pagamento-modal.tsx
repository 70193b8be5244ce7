/* 'Informe de Pagamento' (SPEC §2, §5): Valor and Data do pagamento (today by default, never
   after today nor before the posting's date: decision 392). A value above what remains is refused
   on the field (docs/decisions/010-pagamentos.md); the list's selection is cleared after a save. */
import { useState } from 'react';
import { todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL, toDecimal } from '../../domain/money.ts';
import { InformarPagamentoSchema, informarPagamento, valorRestante } from '../../domain/pagamento.ts';
import { motivoDiaPagamento } from '../../domain/pagamento-dia.ts';
import { validate } from '../../domain/validation.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { toast } from '../../ui/toast.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import type { TituloRow } from './titulo-cells.tsx';

interface InformarPagamentoModalProps {
  row: TituloRow | null;
  informar: (input: unknown) => Promise<MutationOutcome>;
  onClose: () => void;
  onSaved: () => void;
}

export function InformarPagamentoModal({ row, ...props }: InformarPagamentoModalProps) {
  // Keyed by row: each informe starts empty, from the row as it is now.
  return row ? <InformarForm key={row.id} row={row} {...props} /> : null;
}

function InformarForm({ row, informar, onClose, onSaved }: InformarPagamentoModalProps & { row: TituloRow }) {
  const errors = useFormErrors();
  const [valor, setValor] = useState<number | null>(null);
  const [dia, setDia] = useState(todayISO);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const d = dia || todayISO();
    const input = { id: row.id, valor: valor === null ? '' : toDecimal(valor), data_pagamento: d };
    const checked = validate(InformarPagamentoSchema, input);
    if (!checked.ok) return errors.fail(checked.errors);
    const motivoDia = motivoDiaPagamento(d, todayISO(), row);
    if (motivoDia) {
      errors.show({ data_pagamento: motivoDia });
      return toast.danger(motivoDia);
    }
    const rule = informarPagamento(row, checked.value.valor, d);
    if (!rule.ok) {
      errors.show({ valor: rule.message });
      return toast.danger(rule.message);
    }
    setBusy(true);
    const outcome = await informar(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['valor', 'data_pagamento'], successFallback: msg.pagamento.informado, errorFallback: msg.pagamento.erro,
    });
    if (saved) onSaved();
  }

  return (
    <FormModal open onClose={onClose} title="Informe de Pagamento" busy={busy} submitLabel="Informar" size="sm"
      onSubmit={() => void submit()}>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600">
        <dt>Descrição</dt><dd className="font-medium text-slate-800">{row.descricao} ({row.parcela}/{row.quant_parcela})</dd>
        <dt>Restante</dt><dd className="font-medium text-slate-800" data-testid="valor-restante">{formatBRL(valorRestante(row))}</dd>
      </dl>
      <Field label="Valor" error={errors.errors.valor}>
        <MoneyInput value={valor} onChange={(cents) => { setValor(cents); errors.clear('valor'); }} autoFocus />
      </Field>
      <Field label={msg.ciclo.dataPagamento} error={errors.errors.data_pagamento}>
        <DateInput value={dia} onChange={(iso) => { setDia(iso); errors.clear('data_pagamento'); }} />
      </Field>
    </FormModal>
  );
}
