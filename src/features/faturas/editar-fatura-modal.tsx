/* 'Editar' a fatura (decision 395): an open bill's description, bank, valor and vencimento,
   prefilled; only changed fields are sent with the version it opened on (a stale one gets 409).
   As for postings (decision 396) the form closes on the device's commit and the server's answer
   comes as a toast; a refusal drops the edit and the toast reopens the form with the values typed. */
import { useEffect, useMemo, useState } from 'react';
import { descartarEdicaoRecusada, gravarEdicaoFatura } from '../../data/editar-titulos.ts';
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

/** What the clerk had typed, to reopen the form as it was after a refusal. */
export interface FaturaDigitada {
  descricao: string;
  banco: string;
  valor: number | null;
  vencimento: string;
}

export interface FaturaReaberta {
  /** Only the fields the clerk changed: the others come from the bill as it is now. */
  digitado: Partial<FaturaDigitada>;
  errors: Readonly<Record<string, readonly string[]>> | undefined;
}

export interface FaturaRecusada extends FaturaReaberta {
  message: string;
}

interface EditarFaturaProps {
  row: FaturaRow | null;
  reaberta?: FaturaReaberta | null;
  onClose: () => void;
  /** Committed on the device: the page closes the form. */
  onSaved: () => void;
  /** The server refused it after the form closed (its outbox entry already dropped). */
  onRecusada?: (recusa: FaturaRecusada) => void;
}

const FIELDS = ['descricao', 'banco', 'valor', 'vencimento'];

export function EditarFaturaModal({ row, ...props }: EditarFaturaProps) {
  // Keyed by row and version: each edit starts from the row as it is now.
  return row ? <EditarForm key={`${row.id}:${row.version}`} row={row} {...props} /> : null;
}

function EditarForm({ row, reaberta, onClose, onSaved, onRecusada }: EditarFaturaProps & { row: FaturaRow }) {
  const errors = useFormErrors();
  const { rows: bancosRows } = useCollection('bancos');
  const bancos = useMemo(() => bancosRows.map((b) => ({ value: b.id, label: b.banco })), [bancosRows]);
  const antes = reaberta?.digitado;
  const [descricao, setDescricao] = useState(antes?.descricao ?? row.descricao);
  const [banco, setBanco] = useState(antes?.banco ?? row.banco_id);
  const [valor, setValor] = useState<number | null>(antes && 'valor' in antes ? antes.valor ?? null : row.valor);
  const [vencimento, setVencimento] = useState(antes?.vencimento ?? row.vencimento ?? '');
  const [busy, setBusy] = useState(false);
  // The server's field errors of the refused edit, shown when the form reopens.
  const { show } = errors;
  useEffect(() => {
    const mostrar = Object.fromEntries(Object.entries(reaberta?.errors ?? {}).filter(([key]) => FIELDS.includes(key)));
    if (Object.keys(mostrar).length) show(mostrar);
  }, [show, reaberta]);

  async function submit() {
    const input: Record<string, unknown> = { id: row.id, escopo: 'parcela', version: row.version };
    if (descricao !== row.descricao) input.descricao = descricao;
    if (banco !== row.banco_id) input.banco = banco;
    if (valor !== row.valor) input.valor = valor === null ? '' : toDecimal(valor);
    if (vencimento && vencimento !== row.vencimento) input.vencimento = vencimento;
    setBusy(true);
    const gravacao = await gravarEdicaoFatura(input);
    setBusy(false);
    if (gravacao.kind !== 'gravada') {
      reportOutcome(gravacao, { form: errors, fields: FIELDS, successFallback: e.editado, errorFallback: e.erro });
      return;
    }
    onSaved();
    const digitado: Partial<FaturaDigitada> = {};
    if ('descricao' in input) digitado.descricao = descricao;
    if ('banco' in input) digitado.banco = banco;
    if ('valor' in input) digitado.valor = valor;
    if ('vencimento' in input) digitado.vencimento = vencimento;
    void gravacao.resposta.then(async (outcome) => {
      if (outcome.kind !== 'rejected') {
        reportOutcome(outcome, { successFallback: e.editado, errorFallback: e.erro });
        return;
      }
      if (outcome.entrada) await descartarEdicaoRecusada(outcome.entrada);
      onRecusada?.({ digitado, errors: outcome.errors, message: outcome.message || e.erro });
    });
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
