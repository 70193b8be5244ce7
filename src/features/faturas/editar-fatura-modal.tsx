/* 'Editar' a fatura (decision 395): an open bill's description, bank, valor and vencimento,
   prefilled; only changed fields are sent with the version it opened on (a stale one gets 409). */
import { useMemo, useState } from 'react';
import { editarFatura } from '../../data/editar-titulos.ts';
import { useCollection } from '../../data/live.ts';
import { msg } from '../../domain/messages.ts';
import { toDecimal } from '../../domain/money.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import type { FaturaRow } from './faturas-columns.tsx';

const e = msg.editar;

export function EditarFaturaModal({ row, onClose, onSaved }: { row: FaturaRow | null; onClose: () => void; onSaved: () => void }) {
  // Keyed by row: each edit starts from the row as it is now.
  return row ? <EditarForm key={row.id} row={row} onClose={onClose} onSaved={onSaved} /> : null;
}

function EditarForm({ row, onClose, onSaved }: { row: FaturaRow; onClose: () => void; onSaved: () => void }) {
  const errors = useFormErrors();
  const { rows: bancosRows } = useCollection('bancos');
  const bancos = useMemo(() => bancosRows.map((b) => ({ value: b.id, label: b.banco })), [bancosRows]);
  const [descricao, setDescricao] = useState(row.descricao);
  const [banco, setBanco] = useState(row.banco_id);
  const [valor, setValor] = useState<number | null>(row.valor);
  const [vencimento, setVencimento] = useState(row.vencimento ?? '');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const input: Record<string, unknown> = { id: row.id, escopo: 'parcela', version: row.version };
    if (descricao !== row.descricao) input.descricao = descricao;
    if (banco !== row.banco_id) input.banco = banco;
    if (valor !== row.valor) input.valor = valor === null ? '' : toDecimal(valor);
    if (vencimento && vencimento !== row.vencimento) input.vencimento = vencimento;
    setBusy(true);
    const outcome = await editarFatura(input);
    setBusy(false);
    const fields = ['descricao', 'banco', 'valor', 'vencimento'];
    if (reportOutcome(outcome, { form: errors, fields, successFallback: e.editado, errorFallback: e.erro })) onSaved();
  }

  return (
    <FormModal open onClose={onClose} title={`${e.editar}: ${row.descricao}`} busy={busy} submitLabel={e.salvar} onSubmit={() => void submit()}>
      <Field label="Descrição" error={errors.errors.descricao}>
        <TextInput value={descricao} onChange={(v) => { setDescricao(v); errors.clear('descricao'); }} autoFocus maxLength={255} />
      </Field>
      <Field label="Banco" error={errors.errors.banco}><Select value={banco} options={bancos} onChange={setBanco} /></Field>
      <Field label="Valor" error={errors.errors.valor}>
        <MoneyInput value={valor} onChange={(cents) => { setValor(cents); errors.clear('valor'); }} />
      </Field>
      <Field label="Vencimento" error={errors.errors.vencimento}>
        <DateInput value={vencimento} onChange={(iso) => { setVencimento(iso); errors.clear('vencimento'); }} />
      </Field>
    </FormModal>
  );
}
