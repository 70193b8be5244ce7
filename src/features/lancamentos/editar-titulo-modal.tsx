/* 'Editar' (issue 31 item 1, decision 395): the selected parcela's fields, prefilled, with the
   scope Só esta parcela / Todas as parcelas em aberto do grupo. Valor and vencimento belong to
   one open parcela (disabled on the group scope). Only changed fields are sent, with the version
   the modal opened on, so an edit made elsewhere meanwhile comes back as the server's 409. */
import { useState } from 'react';
import { ESCOPOS_EDICAO } from '../../domain/editar-titulo.ts';
import type { EscopoEdicao } from '../../domain/editar-titulo.ts';
import { msg } from '../../domain/messages.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { toDecimal } from '../../domain/money.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { Field } from '../../ui/field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { camposDoLancamento, EditarLancamentoCampos } from './editar-lancamento-campos.tsx';
import type { CamposLancamento } from './editar-lancamento-campos.tsx';
import type { TituloRow } from './titulo-cells.tsx';

interface EditarTituloModalProps {
  row: TituloRow | null;
  editar: (input: unknown) => Promise<MutationOutcome>;
  onClose: () => void;
  onSaved: () => void;
}

const e = msg.editar;
const ESCOPOS = ESCOPOS_EDICAO.map((value) => ({ value, label: value === 'parcela' ? e.escopoParcela : e.escopoGrupo }));

export function EditarTituloModal({ row, ...props }: EditarTituloModalProps) {
  // Keyed by row: each edit starts from the row as it is now.
  return row ? <EditarForm key={row.id} row={row} {...props} /> : null;
}

function EditarForm({ row, editar, onClose, onSaved }: EditarTituloModalProps & { row: TituloRow }) {
  const errors = useFormErrors();
  const [escopo, setEscopo] = useState<EscopoEdicao>('parcela');
  const [descricao, setDescricao] = useState(row.descricao);
  const [observacao, setObservacao] = useState(row.observacao ?? '');
  const [valor, setValor] = useState<number | null>(row.valor_parcela);
  const [vencimento, setVencimento] = useState(row.vencimento ?? '');
  const [inicial] = useState(() => camposDoLancamento(row));
  const [campos, setCampos] = useState<CamposLancamento | null>(inicial);
  const [busy, setBusy] = useState(false);
  const daParcela = escopo === 'parcela';

  async function submit() {
    const input: Record<string, unknown> = { id: row.id, escopo, version: row.version };
    if (descricao !== row.descricao) input.descricao = descricao;
    if (observacao !== (row.observacao ?? '')) input.observacao = observacao;
    if (daParcela && valor !== row.valor_parcela) input.valor = valor === null ? '' : toDecimal(valor);
    if (daParcela && vencimento && vencimento !== row.vencimento) input.vencimento = vencimento;
    if (campos && inicial) {
      for (const key of Object.keys(campos) as (keyof CamposLancamento)[]) if (campos[key] !== inicial[key]) input[key] = campos[key];
    }
    setBusy(true);
    const outcome = await editar(input);
    setBusy(false);
    const fields = ['descricao', 'observacao', 'valor', 'vencimento', 'escopo', 'banco', 'categorias', 'pagamento', 'tipo_lancamento'];
    if (reportOutcome(outcome, { form: errors, fields, successFallback: e.editado, errorFallback: e.erro })) onSaved();
  }

  return (
    <FormModal open onClose={onClose} title={`${e.titulo}: ${row.descricao} (${row.parcela}/${row.quant_parcela})`} busy={busy}
      submitLabel={e.salvar} onSubmit={() => void submit()}>
      <RadioGroup label={e.escopo} value={escopo} options={ESCOPOS} onChange={setEscopo} error={errors.errors.escopo} />
      <Field label="Descrição" error={errors.errors.descricao}>
        <TextInput value={descricao} onChange={(v) => { setDescricao(v); errors.clear('descricao'); }} autoFocus maxLength={255} />
      </Field>
      <Field label="Valor da parcela" error={errors.errors.valor}>
        <MoneyInput value={valor} onChange={(cents) => { setValor(cents); errors.clear('valor'); }} disabled={!daParcela} />
      </Field>
      <Field label="Vencimento" error={errors.errors.vencimento}>
        <DateInput value={vencimento} onChange={(iso) => { setVencimento(iso); errors.clear('vencimento'); }} disabled={!daParcela} />
      </Field>
      {campos && <EditarLancamentoCampos value={campos} onChange={setCampos} errors={errors.errors} />}
      <Field label="Observação" error={errors.errors.observacao}>
        <TextArea value={observacao} onChange={(v) => { setObservacao(v); errors.clear('observacao'); }} maxLength={1000} />
      </Field>
    </FormModal>
  );
}
