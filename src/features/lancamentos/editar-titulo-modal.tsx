/* 'Editar' (issue 31 item 1, decision 395): the selected parcela's fields, prefilled, with the
   scope Só esta parcela / Todas as parcelas em aberto do grupo. Valor and vencimento belong to
   one open parcela (disabled on the group scope). Only changed fields are sent, with the version
   the modal opened on, so an edit made elsewhere meanwhile comes back as the server's 409; the
   parcela as it is now (the list's live row) is shown beside the form, and "Usar os dados atuais"
   restarts the form from it. */
import { useState } from 'react';
import { formatDateBR } from '../../domain/dates.ts';
import { ESCOPOS_EDICAO } from '../../domain/editar-titulo.ts';
import type { EscopoEdicao } from '../../domain/editar-titulo.ts';
import { msg } from '../../domain/messages.ts';
import type { MutationOutcome } from '../../domain/mutacao.ts';
import { descartarEdicaoRecusada } from '../../data/editar-titulos.ts';
import { formatBRL, toDecimal } from '../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
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
  /** The same parcela as the list has it now (changed elsewhere meanwhile: a newer version). */
  atual?: TituloRow | null;
  /** Restart the form from `atual`. */
  onRecarregar?: () => void;
  editar: (input: unknown) => Promise<MutationOutcome>;
  onClose: () => void;
  onSaved: () => void;
}

const e = msg.editar;
const ESCOPOS = ESCOPOS_EDICAO.map((value) => ({ value, label: value === 'parcela' ? e.escopoParcela : e.escopoGrupo }));

export function EditarTituloModal({ row, ...props }: EditarTituloModalProps) {
  // Keyed by row and version: each edit starts from the row as it is now.
  return row ? <EditarForm key={`${row.id}:${row.version}`} row={row} {...props} /> : null;
}

/** What differs between the row the form opened on and the row now, as "Campo: valor agora". */
function mudancas(antes: TituloRow, agora: TituloRow): string[] {
  const campos: [string, (r: TituloRow) => string][] = [
    ['Descrição', (r) => r.descricao],
    ['Valor da parcela', (r) => formatBRL(r.valor_parcela)],
    ['Vencimento', (r) => (r.vencimento ? formatDateBR(r.vencimento) : '—')],
    ['Status', (r) => r.status],
    ['Observação', (r) => r.observacao ?? '—'],
  ];
  return campos.filter(([, ler]) => ler(antes) !== ler(agora)).map(([campo, ler]) => e.agora(campo, ler(agora)));
}

function EditarForm({ row, atual, onRecarregar, editar, onClose, onSaved }: EditarTituloModalProps & { row: TituloRow }) {
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
    // Refused as stale (409), seen here in the form: the edit is dropped from the queue, the
    // parcela goes back to the server's copy (shown above the form) and the typed values stay.
    if (outcome.kind === 'rejected' && outcome.status === 409 && outcome.entrada) await descartarEdicaoRecusada(outcome.entrada);
    const fields = ['descricao', 'observacao', 'valor', 'vencimento', 'escopo', 'banco', 'categorias', 'pagamento', 'tipo_lancamento'];
    if (reportOutcome(outcome, { form: errors, fields, successFallback: e.editado, errorFallback: e.erro })) onSaved();
  }

  return (
    <FormModal open onClose={onClose} title={`${e.titulo}: ${row.descricao} (${row.parcela}/${row.quant_parcela})`} busy={busy}
      submitLabel={e.salvar} onSubmit={() => void submit()}>
      {atual && atual.version !== row.version && (
        <div role="alert" data-testid="editar-atual" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{e.conflito(`${row.descricao} (${row.parcela}/${row.quant_parcela})`)}</p>
          <ul className="mt-1 list-disc pl-5">{mudancas(row, atual).map((linha) => <li key={linha}>{linha}</li>)}</ul>
          {onRecarregar && <Button className="mt-2" onClick={onRecarregar}>{e.usarAtuais}</Button>}
        </div>
      )}
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
