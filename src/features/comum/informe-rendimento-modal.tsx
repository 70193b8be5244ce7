/* 'Informe o rendimento' (SPEC §2 modals on lists, §5): a BRL-masked value and Somar or Subtrair,
   both required ('Valor e operação são obrigatórios.'). Shared by Entradas e Reservas and
   Investimentos; the screen supplies the save (a data-layer mutation). */
import { useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { toDecimal } from '../../domain/money.ts';
import { InformeRendimentoSchema } from '../../domain/rendimento.ts';
import type { Operacao } from '../../domain/rendimento.ts';
import { validate } from '../../domain/validation.ts';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { firstInOrder, useFormErrors } from '../../ui/use-form-errors.ts';

export interface InformeRendimentoInput {
  id: string;
  valor: string;
  operacao: Operacao | '';
}

interface InformeRendimentoModalProps {
  /** The row the yield is for; null keeps the dialog closed. */
  rowId: string | null;
  onClose: () => void;
  onSave: (input: InformeRendimentoInput) => Promise<MutationOutcome>;
}

const OPERACOES = [
  { value: 'somar' as const, label: msg.rendimento.somar },
  { value: 'subtrair' as const, label: msg.rendimento.subtrair },
];

export function InformeRendimentoModal({ rowId, onClose, onSave }: InformeRendimentoModalProps) {
  // Keyed by row: each report starts blank.
  return rowId ? <InformeForm key={rowId} rowId={rowId} onClose={onClose} onSave={onSave} /> : null;
}

function InformeForm({ rowId, onClose, onSave }: { rowId: string; onClose: () => void; onSave: InformeRendimentoModalProps['onSave'] }) {
  const errors = useFormErrors();
  const [valor, setValor] = useState<number | null>(null);
  const [operacao, setOperacao] = useState<Operacao | ''>('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const input = { id: rowId, valor: valor === null ? '' : toDecimal(valor), operacao };
    const checked = validate(InformeRendimentoSchema, input);
    if (!checked.ok) return errors.fail(firstInOrder(checked.errors, ['valor', 'operacao']));
    setBusy(true);
    const outcome = await onSave(input);
    setBusy(false);
    const saved = reportOutcome(outcome, {
      form: errors, fields: ['valor', 'operacao'], successFallback: msg.rendimento.cadastrado, errorFallback: msg.rendimento.erroCadastrar,
    });
    if (saved) onClose();
  }

  return (
    <FormModal open onClose={onClose} title="Informe o rendimento" busy={busy} submitLabel="Salvar" onSubmit={() => void submit()} size="sm">
      <Field label="Valor" error={errors.errors.valor}>
        <MoneyInput value={valor} onChange={(v) => { setValor(v); errors.clear('valor'); }} autoFocus />
      </Field>
      <RadioGroup label="Operação" value={operacao} options={OPERACOES} error={errors.errors.operacao}
        onChange={(v) => { setOperacao(v); errors.clear('operacao'); errors.clear('valor'); }} />
    </FormModal>
  );
}
